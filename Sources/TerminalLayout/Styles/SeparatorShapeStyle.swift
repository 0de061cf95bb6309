/// The colour of separators: the terminal's default colour, dim — as a
/// `Divider` is drawn (STYLE1).
public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style.
    public init() {}

    /// `.secondary`: the default colour, dim.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { .secondary }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
