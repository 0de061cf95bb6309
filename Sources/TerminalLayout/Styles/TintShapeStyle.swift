/// The tint where it is used: what `tint(_:)` set above, else the accent
/// colour (blue) (STYLE1).
public struct TintShapeStyle: ShapeStyle {
    /// The tint style.
    public init() {}

    /// The tint set above, or `.accentColor`.
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        environment.resolved.tint ?? .accentColor
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint where it is used.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
