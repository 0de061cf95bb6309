/// The window's background (iOS 17): the terminal's own background, which
/// draws nothing — or what `backgroundStyle(_:)` set above (STYLE1).
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// The window background style.
    public init() {}

    /// As `.background`: the style `backgroundStyle(_:)` set above, or `.clear`.
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        BackgroundStyle()._terminalColor(in: environment)
    }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window's background.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
