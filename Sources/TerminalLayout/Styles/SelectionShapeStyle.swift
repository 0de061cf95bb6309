/// The colour of selected content (SwiftUI has it on macOS): the accent
/// colour here (STYLE1).
public struct SelectionShapeStyle: ShapeStyle {
    /// The selection style.
    public init() {}

    /// `.accentColor`.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { .accentColor }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
