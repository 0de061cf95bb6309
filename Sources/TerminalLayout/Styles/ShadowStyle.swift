/// A shadow for `ShapeStyle.shadow(_:)`: a drop shadow or an inner one. A
/// terminal cell cannot blur or blend, so a style with a shadow is drawn
/// as the style (STYLE2); the shadow's values are kept.
public struct ShadowStyle: Equatable, Sendable {
    /// Which shadow, and its values.
    enum Kind: Equatable, Sendable {
        case drop, inner
    }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow behind the shape.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}
