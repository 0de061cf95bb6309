/// The background style where it is used: what `backgroundStyle(_:)` set
/// above, else the terminal's own background — which draws nothing (STYLE1).
public struct BackgroundStyle: ShapeStyle {
    /// The background style.
    public init() {}

    /// The style `backgroundStyle(_:)` set above, or `.clear`: the
    /// terminal's background shows (as a text colour, the default one).
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        environment.resolved.backgroundStyle ?? .clear
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style where it is used.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
