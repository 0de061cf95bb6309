/// The overlay fill (iOS 17): a translucent grey for shapes on top of a
/// background — the terminal's default colour, dim (STYLE1).
///
/// SwiftUI's fill lets the colour behind show through; a cell has one
/// colour, so it is drawn as `.secondary`. Its levels (`.fill.secondary`
/// … `.fill.quaternary`) are the named dim levels, as for any style (STYLE2).
public struct FillShapeStyle: ShapeStyle {
    /// The overlay fill style.
    public init() {}

    /// `.secondary`: the default colour, dim.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { .secondary }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill for shapes on top of a background (drawn dim).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
