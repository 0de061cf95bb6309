import TerminalLayout
import TerminalRenderer

/// The fixed scene `renderer-smoke` draws, as a function of the terminal size.
///
/// Plain arithmetic on purpose: this fixture checks the renderer, not the layout engine.
/// A rounded frame over the whole screen titled with the size; a row of three boxes
/// (light with a CJK label, heavy with a Hangul label, double); below them an ASCII box
/// and a rounded box with the quit hint.
enum SmokeScene {
    /// Draws the scene for a screen of `size`.
    static func canvas(for size: CellSize) -> Canvas {
        var canvas = Canvas(size: size)
        let frame = canvas.bounds
        canvas.drawBox(frame, border: .rounded, label: "renderer-smoke \(size.columns)x\(size.rows)",
                       style: CellStyle(foreground: .cyan, bold: true), fill: .plain)
        let inner = frame.insetBy(1)
        guard !inner.isEmpty else { return canvas }

        let topHeight = inner.height / 2
        let third = inner.width / 3
        let top: [(BorderStyle, String, CellStyle)] = [
            (.light, "Light 日本語", CellStyle(foreground: .green)),
            (.heavy, "Heavy 한국어", CellStyle(foreground: .yellow, bold: true)),
            (.double, "Double", CellStyle(foreground: .magenta)),
        ]
        for (i, (border, label, style)) in top.enumerated() {
            let x = inner.x + i * third
            let width = i == 2 ? inner.maxX - x : third
            canvas.drawBox(CellRect(x: x, y: inner.y, width: width, height: topHeight),
                           border: border, label: label, style: style, clip: inner)
        }

        let bottom = CellRect(x: inner.x, y: inner.y + topHeight, width: inner.width,
                              height: inner.height - topHeight)
        let half = bottom.width / 2
        canvas.drawBox(CellRect(x: bottom.x, y: bottom.y, width: half, height: bottom.height),
                       border: .ascii, label: "ASCII", labelPlacement: .inside, clip: inner)
        let status = CellRect(x: bottom.x + half, y: bottom.y, width: bottom.width - half, height: bottom.height)
        canvas.drawBox(status, border: .rounded, label: "Status", style: CellStyle(foreground: .blue), clip: inner)
        canvas.drawText("press q to quit", x: status.x + 2, y: status.y + 1, maxColumns: status.width - 4,
                        style: CellStyle(reverse: true), clip: status.insetBy(1))
        return canvas
    }
}
