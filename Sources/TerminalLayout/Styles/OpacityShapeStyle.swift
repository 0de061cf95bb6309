/// A style made less prominent: `opacity(_:)` on any style, and the
/// `secondary` … `quinary` levels of one (`Color.red.secondary`,
/// `.tint.secondary`). Drawn as the style's colour at the lower opacity,
/// which the renderer draws dim below 0.5 (STYLE2).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    /// The style made less prominent.
    public var base: Base
    /// The opacity multiplied in, 0…1.
    public var opacity: Double
    /// 0 for `opacity(_:)`; 1 … 4 for `secondary` … `quinary`.
    let level: Int

    /// Internal: `base` at `opacity` (not finite is 1; clamped to 0…1).
    init(base: Base, opacity: Double, level: Int = 0) {
        self.base = base
        self.opacity = opacity.isNaN ? 1 : Swift.max(0, Swift.min(1, opacity))
        self.level = level
    }

    /// The base style's colour at the opacity; a level of the terminal's
    /// default colour is that named level (`Color.secondary` …), as
    /// `HierarchicalShapeStyle` draws it (STYLE2).
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        let color = base._terminalColor(in: environment)
        let named: [Color] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
        if level > 0, named.contains(where: { $0.name == color.name }), color.opacityValue == 1 { return named[level] }
        return color.opacity(opacity)
    }
}

extension ShapeStyle {
    /// This style at `opacity` (0…1, multiplied in): drawn as its colour at
    /// that opacity, dim below 0.5 (STYLE2).
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }

    /// The second level of this style: its colour at opacity 0.45, drawn
    /// dim (STYLE2).
    public var secondary: some ShapeStyle { level(1) }
    /// The third level of this style, drawn dim (STYLE2).
    public var tertiary: some ShapeStyle { level(2) }
    /// The fourth level of this style, drawn dim (STYLE2).
    public var quaternary: some ShapeStyle { level(3) }
    /// The fifth level of this style, drawn dim (STYLE2).
    public var quinary: some ShapeStyle { level(4) }

    private func level(_ level: Int) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: HierarchicalShapeStyle.opacities[level], level: level)
    }
}
