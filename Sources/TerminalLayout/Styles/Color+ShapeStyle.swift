/// `Color` is a shape style: drawn as itself (STYLE1).
extension Color: ShapeStyle {
    /// The colour itself.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { self }
}

/// Internal: the named colours, made once (a `Color` is one reference).
enum NamedColors {
    static let clear = Color(.named("clear"), opacity: 0)
    static let black = Color(.named("black"))
    static let white = Color(.named("white"))
    static let gray = Color(.named("gray"))
    static let red = Color(.named("red"))
    static let green = Color(.named("green"))
    static let blue = Color(.named("blue"))
    static let orange = Color(.named("orange"))
    static let yellow = Color(.named("yellow"))
    static let pink = Color(.named("pink"))
    static let purple = Color(.named("purple"))
    static let teal = Color(.named("teal"))
    static let cyan = Color(.named("cyan"))
    static let mint = Color(.named("mint"))
    static let indigo = Color(.named("indigo"))
    static let brown = Color(.named("brown"))
}

// The named colours, declared once, here: `Color.red`, `.red` where a
// `Color` is expected and `.red` where a style is (`.foregroundStyle(.red)`,
// `.fill(.blue)`) are all this member, so no expression has two to choose
// between (SwiftUI declares them on both, which type-checks slower).
extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { NamedColors.black }
    /// White.
    public static var white: Color { NamedColors.white }
    /// Grey.
    public static var gray: Color { NamedColors.gray }
    /// Red.
    public static var red: Color { NamedColors.red }
    /// Green.
    public static var green: Color { NamedColors.green }
    /// Blue.
    public static var blue: Color { NamedColors.blue }
    /// Orange.
    public static var orange: Color { NamedColors.orange }
    /// Yellow.
    public static var yellow: Color { NamedColors.yellow }
    /// Pink.
    public static var pink: Color { NamedColors.pink }
    /// Purple.
    public static var purple: Color { NamedColors.purple }
    /// Teal.
    public static var teal: Color { NamedColors.teal }
    /// Cyan.
    public static var cyan: Color { NamedColors.cyan }
    /// Mint.
    public static var mint: Color { NamedColors.mint }
    /// Indigo.
    public static var indigo: Color { NamedColors.indigo }
    /// Brown.
    public static var brown: Color { NamedColors.brown }
    /// No colour: draws nothing.
    public static var clear: Color { NamedColors.clear }
}
