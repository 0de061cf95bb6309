/// A level of the foreground style: `.primary` is the foreground style
/// itself, `.secondary` to `.quinary` the same colour less prominent.
///
/// In a terminal the levels below primary are drawn dim (a terminal has
/// one dim tone): with no foreground set, the terminal's default colour
/// dim (`Color.secondary`…); under a colour, that colour at a lower
/// opacity, which the renderer draws dim (STYLE1). The styles given to
/// `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` are the secondary
/// and tertiary levels.
public struct HierarchicalShapeStyle: ShapeStyle {
    /// 0 for primary … 4 for quinary.
    let level: Int

    /// The foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity each level multiplies the foreground colour's by (all
    /// below 0.5, which the renderer draws dim, for the levels below primary).
    static let opacities: [Double] = [1, 0.45, 0.3, 0.2, 0.1]

    /// The level's colour where `environment` is (STYLE1).
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        let resolved = environment.resolved
        if level == 1, let secondary = resolved.secondaryStyle { return secondary }
        if level == 2, let tertiary = resolved.tertiaryStyle { return tertiary }
        let named: [Color] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
        guard level > 0 else { return resolved.foregroundColor ?? .primary }
        guard let base = resolved.foregroundColor else { return named[level] }
        switch base.name {
        case "primary", "secondary", "tertiary", "quaternary", "quinary": return named[level]
        default: return base.opacity(Self.opacities[level])
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style (drawn dim).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style (drawn dim).
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style (drawn dim).
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style (drawn dim).
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
