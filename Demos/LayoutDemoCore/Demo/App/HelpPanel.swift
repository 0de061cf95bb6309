import TerminalLayout
import TerminalRenderer

/// The `?` help: a box in the middle of the layout area listing the keys
/// and the layouts, as a view. It is modal (``DemoState/handleHelp(_:page:)``)
/// and scrolls when the area is too short for it.
///
/// ```
/// ╭─ keys ──────────────────────────────────────────╮
/// │ 1–9, 0          pick a layout                   │
/// │ …                                               │
/// │ a               animation on / off (now on)     │
/// │ …                                               │
/// ╰─ ↑↓ 1–17 of 19 ─────────────────────────────────╯   only when it scrolls
/// ```
///
/// The box is text, row by row (a `VStack` of `Text`s): its rows are
/// opaque, so the layout behind does not show through, with colours on
/// or off.
nonisolated public struct HelpPanel: View {
    /// The page assumed before the first frame has measured the screen.
    nonisolated public static let defaultPage = 10

    /// Whether animation is on (the `a` line says).
    public let animates: Bool
    /// The first line shown.
    public let top: Int
    /// The size of the area the box is centred in, in cells.
    public let area: CellSize

    /// The help for an area of `area` cells, scrolled to line `top`.
    public init(animates: Bool, top: Int, area: CellSize) {
        self.animates = animates
        self.top = top
        self.area = area
    }

    /// The lines inside the box.
    public static func lines(animates: Bool) -> [String] {
        let keyWidth = KeyTable.entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        var lines = KeyTable.entries.map { entry in
            var action = entry.action
            if entry.keys == "a" { action += animates ? " (now on)" : " (now off)" }
            return entry.keys + String(repeating: " ", count: keyWidth - DisplayWidth.of(entry.keys) + 2) + action
        }
        lines.append("")
        var row = "layouts:"
        for name in KeyTable.layouts {
            if DisplayWidth.of(row) + 2 + DisplayWidth.of(name) > 52 {
                lines.append(row)
                row = "        "
            }
            row += "  " + name
        }
        lines.append(row)
        return lines
    }

    /// The lines inside the box (animation on).
    public static var lines: [String] { lines(animates: true) }

    /// How many lines an area of `rows` rows shows at once (the box's border takes two).
    public static func page(rows: Int) -> Int {
        Swift.max(1, Swift.min(lines.count, rows - 2))
    }

    /// The box's rows: borders and lines, each exactly as wide as the box.
    public var rows: [String] {
        let lines = Self.lines(animates: animates)
        let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let width = Swift.max(8, Swift.min(area.columns, widest + 4))
        let page = Self.page(rows: area.rows)
        let top = Swift.max(0, Swift.min(self.top, lines.count - page))
        let inner = width - 2
        var rows = [Self.border("╭", "keys", "╮", inner)]
        for line in lines[top..<(top + page)] { rows.append("│ " + Self.fit(line, inner - 2) + " │") }
        let label = page < lines.count ? "↑↓ \(top + 1)–\(top + page) of \(lines.count)" : nil
        rows.append(Self.border("╰", label, "╯", inner))
        return rows
    }

    /// The box, centred where the overlay puts it.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(rows.enumerated()), id: \.offset) { row in
                Text(row.element).lineLimit(1)
            }
        }
    }

    /// A border row: `left`, `─ label ─…`, `right`, `inner` columns between them.
    static func border(_ left: String, _ label: String?, _ right: String, _ inner: Int) -> String {
        guard let label, inner >= DisplayWidth.of(label) + 3 else { return left + String(repeating: "─", count: inner) + right }
        let head = "─ " + label + " "
        return left + head + String(repeating: "─", count: inner - DisplayWidth.of(head)) + right
    }

    /// `text` cut (ending in `…`) or padded with spaces to exactly `width` columns.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        var text = text
        if DisplayWidth.of(text) > width {
            while !text.isEmpty && DisplayWidth.of(text) + 1 > width { text.removeLast() }
            text += "…"
        }
        return text + String(repeating: " ", count: Swift.max(0, width - DisplayWidth.of(text)))
    }
}
