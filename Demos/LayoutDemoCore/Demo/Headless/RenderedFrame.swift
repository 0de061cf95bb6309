import TerminalRenderer

/// The text `layout-demo render` prints for a canvas drawn by `DemoController`.
public enum RenderedFrame {
    /// The canvas's rows: without the last one (the status line) unless `status`; plain text
    /// with trailing spaces removed, or, with `ansi`, full rows with SGR styles.
    public static func lines(_ canvas: Canvas, status: Bool, ansi: Bool) -> [String] {
        let rows = status ? canvas.height : Swift.max(0, canvas.height - 1)
        if ansi {
            return (0..<rows).map { SGR.line(canvas, row: $0) }
        }
        return canvas.lines.prefix(rows).map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
