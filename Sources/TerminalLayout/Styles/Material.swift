/// A translucent background material. A terminal cannot blur or blend:
/// every material is drawn as one neutral grey, the terminal's bright
/// black (`Color.gray`), so what is on it stays readable (STYLE1).
public struct Material: Sendable, ShapeStyle {
    /// 0 ultra-thin … 4 ultra-thick, 5 a bar's.
    let thickness: Int

    /// The thinnest material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The regular material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The thickest material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: 5)

    /// `Color.gray`, whatever the thickness.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { .gray }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
