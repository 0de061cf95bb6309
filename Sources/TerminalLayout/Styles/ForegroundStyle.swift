/// The foreground style where it is used: what `foregroundStyle(_:)` set
/// above, else the terminal's default foreground colour (STYLE1).
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}

    /// The foreground colour set above, or `.primary`.
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        environment.resolved.foregroundColor ?? .primary
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style where it is used.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
