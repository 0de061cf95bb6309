/// A style with a shadow (`shadow(_:)` on a style): drawn as the style —
/// a terminal cell cannot show a shadow (STYLE2).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    /// The style.
    public var base: Base
    /// The shadow (not drawn).
    public var shadowStyle: ShadowStyle

    /// The base style's colour.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { base._terminalColor(in: environment) }
}

extension ShapeStyle {
    /// This style with a shadow: drawn as the style (STYLE2).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadowStyle: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with a shadow (`.foregroundStyle(.shadow(.drop(radius: 3)))`):
    /// drawn as the foreground style (STYLE2).
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), shadowStyle: style)
    }
}
