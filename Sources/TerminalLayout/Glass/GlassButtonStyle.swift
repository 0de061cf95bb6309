/// The Liquid Glass button style (iOS 26, `.buttonStyle(.glass)`): drawn here as the bordered
/// style, a rounded box around the label (GLS1, BTN1).
public struct GlassButtonStyle: ButtonStyle, Sendable {
    /// The style with the regular glass.
    public init() {}
    /// The style with `glass` (its tint and variant are not drawn on the box).
    public init(_ glass: Glass) {}
    /// The label; the button draws the box.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The prominent Liquid Glass button style (iOS 26, `.buttonStyle(.glassProminent)`): drawn as
/// the bordered prominent style, a rounded box around the label (GLS1, BTN1).
public struct GlassProminentButtonStyle: ButtonStyle, Sendable {
    /// The style.
    public init() {}
    /// The label; the button draws the box.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// Liquid Glass around the label: a rounded box here.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// Liquid Glass of `glass`'s kind around the label: a rounded box here.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// Prominent Liquid Glass around the label: a rounded box here.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
