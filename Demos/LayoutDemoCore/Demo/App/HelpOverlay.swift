import TerminalLayout
import TerminalRenderer

/// The `?` overlay: a box in the middle of the layout area listing the keys and the layouts.
///
/// ```
/// ╭─ keys ──────────────────────────────────────────╮
/// │ 1–9, 0          pick a layout                   │
/// │ …                                               │
/// │ layouts: 1 flow  2 masonry  3 responsive …      │
/// ╰─────────────────────────────────────────────────╯
/// ```
public enum HelpOverlay {
    /// The lines inside the box.
    public static var lines: [String] {
        let keyWidth = KeyTable.entries.map { Canvas.columns(of: $0.keys) }.max() ?? 0
        var lines = KeyTable.entries.map { entry in
            entry.keys + String(repeating: " ", count: keyWidth - Canvas.columns(of: entry.keys) + 2) + entry.action
        }
        lines.append("")
        var row = "layouts:"
        for name in KeyTable.layouts {
            if Canvas.columns(of: row) + 2 + Canvas.columns(of: name) > 52 {
                lines.append(row)
                row = "        "
            }
            row += "  " + name
        }
        lines.append(row)
        return lines
    }

    /// Draws the overlay centred in `area`, cut to it.
    public static func draw(in area: CellRect, into canvas: inout Canvas) {
        let lines = self.lines
        let width = Swift.min(area.width, (lines.map { Canvas.columns(of: $0) }.max() ?? 0) + 4)
        let height = Swift.min(area.height, lines.count + 2)
        let box = CellRect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
                           width: width, height: height)
        canvas.drawBox(box, border: .rounded, label: "keys", style: CellStyle(bold: true), fill: .plain, clip: area)
        let inside = box.insetBy(1)
        for (i, line) in lines.enumerated() where i < inside.height {
            canvas.drawText(line, x: inside.x + 1, y: inside.y + i, maxColumns: Swift.max(0, inside.width - 2), clip: inside)
        }
    }
}
