/// The colour of placeholder text (iOS 17), as an empty `TextField`'s
/// prompt is drawn: the default colour, dim (STYLE1).
public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// The placeholder style.
    public init() {}

    /// `.secondary`: the default colour, dim.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { .secondary }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
