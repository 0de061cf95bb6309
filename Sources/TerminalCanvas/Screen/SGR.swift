/// ANSI SGR (Select Graphic Rendition) escape sequences for cell styles.
public enum SGR {
    /// The sequence that resets every attribute: `ESC [ 0 m`.
    public static let reset = "\u{1B}[0m"

    /// The sequence that switches from any state to exactly `style` (it starts with a reset).
    public static func sequence(for style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.reverse { codes.append("7") }
        codes += colorCodes(style.foreground, base: 30, brightBase: 90, extended: 38)
        codes += colorCodes(style.background, base: 40, brightBase: 100, extended: 48)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCodes(_ color: TerminalColor, base: Int, brightBase: Int, extended: Int) -> [String] {
        switch color {
        case .default:
            return []
        case .ansi(let n):
            let n = Int(n & 0x0F)
            return [String(n < 8 ? base + n : brightBase + n - 8)]
        case .palette(let n):
            return ["\(extended)", "5", "\(n)"]
        case .rgb(let r, let g, let b):
            return ["\(extended)", "2", "\(r)", "\(g)", "\(b)"]
        }
    }

    /// One canvas row as text with SGR sequences where the style changes, ending in a
    /// reset when any style was used.
    public static func line(_ canvas: Canvas, row: Int) -> String {
        var result = ""
        var current = CellStyle.plain
        for x in 0..<canvas.width {
            let cell = canvas[x: x, y: row]
            guard let character = cell.character else { continue }
            if cell.style != current {
                result += cell.style == .plain ? reset : sequence(for: cell.style)
                current = cell.style
            }
            result.append(character)
        }
        if current != .plain { result += reset }
        return result
    }
}
