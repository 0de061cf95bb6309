import TerminalCanvas
@_spi(Rendering) import TerminalLayout

extension TerminalColor {
    /// The terminal colour a SwiftUI `Color` is drawn with, or `nil` for a
    /// colour that draws nothing (`.clear`, or opacity 0).
    ///
    /// | Color | terminal |
    /// |---|---|
    /// | black, red, green, yellow, blue, white | ANSI 0, 1, 2, 3, 4, 7 |
    /// | purple, indigo | ANSI magenta (5) |
    /// | cyan, teal, mint | ANSI cyan (6) |
    /// | gray | bright black (8) |
    /// | orange, pink, brown | 256-palette 208, 205, 130 (8 colours: yellow, magenta, red) |
    /// | accentColor | ANSI blue (4) |
    /// | primary, secondary, tertiary, quaternary, quinary | the terminal's default (all but primary drawn dim) |
    /// | `Color(red:green:blue:)` | the nearest 256-palette entry |
    public init?(_ color: Color) {
        guard color.opacityValue > 0 else { return nil }
        switch color.storage {
        case let .rgb(r, g, b):
            func byte(_ v: Double) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }
            self = .rgb(red: byte(r), green: byte(g), blue: byte(b))
        case .named(let name):
            switch name {
            case "black": self = .black
            case "red": self = .red
            case "green": self = .green
            case "yellow": self = .yellow
            case "blue", "accentColor": self = .blue
            case "purple", "indigo": self = .magenta
            case "cyan", "teal", "mint": self = .cyan
            case "white": self = .white
            case "gray": self = .ansi(8)
            case "orange": self = .palette(208)
            case "pink": self = .palette(205)
            case "brown": self = .palette(130)
            case "clear": return nil
            default: self = .default
            }
        }
    }
}

extension Color {
    /// Whether the renderer draws this colour dim: `.secondary` (and the
    /// tertiary to quinary levels), or an opacity under 0.5 (a terminal cannot blend).
    var drawsDim: Bool {
        switch name {
        case "secondary", "tertiary", "quaternary", "quinary": return true
        default: return opacityValue < 0.5
        }
    }
}
