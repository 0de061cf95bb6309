import TerminalLayout
import TerminalRenderer

/// The status line at the bottom of the demo's screen.
///
/// ```
/// masonry  columns 3  spacing 1  100×30  24 items  1.2 ms  sizeThatFits 96  memo 84%  ? keys
/// ```
///
/// Layout name and parameters (and `points` under 8×16 metrics), the
/// terminal size in cells, the item count, how long the last frame took to
/// lay out and draw, and the `sizeThatFits` calls and memo hit rate of the
/// last layout pass (`LayoutStats`). With a scene file, its name replaces
/// the layout and the item count. Drawn in reverse video across the row.
/// When the terminal is narrower than the text, `? keys`, then the item
/// count, then the terminal size are left out, and what is still too long
/// is cut with `…`.
public enum StatusLine {
    /// The text of the status line, at most `width` columns if leaving parts out can make it so
    /// (one column is kept for the leading space).
    public static func text(_ state: DemoState, size: CellSize, milliseconds: Double, stats: LayoutStats,
                            width: Int = .max) -> String {
        var parts: [String] = []
        if let scene = state.sceneName {
            parts.append("scene \(scene)")
        } else {
            parts.append(state.layout.name)
            switch state.layout.parameter {
            case .none: break
            case .columns: parts.append("columns \(state.parameters.columns)")
            case .minItemWidth: parts.append("min width \(state.parameters.minItemWidth)")
            case .radius: parts.append("radius +\(state.parameters.extraRadius)")
            }
            parts.append("spacing \(state.parameters.spacing)")
            if state.metrics == .points { parts.append("points") }
        }
        parts.append("\(size.columns)×\(size.rows)")
        let count = state.shownItemCount == state.itemCount ? "\(state.itemCount) items"
            : "\(state.shownItemCount) of \(state.itemCount) items"
        if state.sceneName == nil { parts.append(count) }
        parts.append(NumberText.milliseconds(milliseconds))
        parts.append("sizeThatFits \(stats.sizeThatFitsCalls)")
        parts.append("memo \(Int((stats.memoHitRate * 100).rounded()))%")
        if state.layout == .list && state.sceneName == nil { parts.append("rows made \(stats.lazyRowsResolved)") }
        parts.append("? keys")
        let optional = ["? keys", count, "\(size.columns)×\(size.rows)"]
        var text = parts.joined(separator: "  ")
        for part in optional where Canvas.columns(of: text) + 1 > width {
            parts.removeAll { $0 == part }
            text = parts.joined(separator: "  ")
        }
        return text
    }

    /// Draws `text` on row `row` of `canvas`, in reverse video across the whole row.
    public static func draw(_ text: String, row: Int, into canvas: inout Canvas) {
        guard row >= 0, row < canvas.height else { return }
        let style = CellStyle(reverse: true)
        canvas.fill(CellRect(x: 0, y: row, width: canvas.width, height: 1), style: style)
        canvas.drawText(" " + text, x: 0, y: row, maxColumns: canvas.width, style: style)
    }
}
