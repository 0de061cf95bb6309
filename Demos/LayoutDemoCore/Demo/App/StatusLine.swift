import TerminalLayout
import TerminalRenderer

/// The text of the status line at the bottom of the demo's screen (shown by ``BottomBar``).
///
/// ```
/// masonry  columns 3  spacing 1  100×30  24 items  1.2 ms  sizeThatFits 96  memo 84%  ? keys
/// ```
///
/// Layout name and parameters (and `points` under 8×16 metrics, `anim
/// off` when `a` turned animation off), the terminal size in cells, the
/// item count, how long the last layout pass took, and the
/// `sizeThatFits` calls and memo hit rate of that pass (`LayoutStats`);
/// in `list`, how many rows the pass made. With a scene file, its name
/// replaces the layout and the item count.
///
/// When the terminal is narrower than the text, the metrics are shortened
/// first (`sizeThatFits 96` → `fits 96`), then the memo rate, the
/// `sizeThatFits` count, the item count and the terminal size are left
/// out, in that order; the key hint `? keys` is always kept, and what is
/// still too long is cut with `…` before it.
public enum StatusLine {
    /// The key hint, always shown.
    public static let keyHint = "? keys"

    /// The text of the status line, at most `width` columns if leaving parts out can make it so
    /// (one column is kept for the leading space).
    public static func text(_ state: DemoState, size: CellSize, milliseconds: Double, stats: LayoutStats,
                            width: Int = .max) -> String {
        var head: [String] = []
        if let scene = state.sceneName {
            head.append("scene \(scene)")
        } else {
            head.append(state.layout.name)
            switch state.layout.parameter {
            case .none: break
            case .columns: head.append("columns \(state.parameters.columns)")
            case .minItemWidth: head.append("min width \(state.parameters.minItemWidth)")
            case .radius: head.append("radius +\(state.parameters.extraRadius)")
            }
            head.append("spacing \(state.parameters.spacing)")
            if state.metrics == .points { head.append("points") }
        }
        if !state.animates { head.append("anim off") }
        let sizeText = "\(size.columns)×\(size.rows)"
        let count = state.shownItemCount == state.itemCount ? "\(state.itemCount) items"
            : "\(state.shownItemCount) of \(state.itemCount) items"
        let memo = "memo \(Int((stats.memoHitRate * 100).rounded()))%"
        let rowsMade = state.layout == .list && state.sceneName == nil ? "rows made \(stats.lazyRowsResolved)" : nil
        var parts: [String?] = head + [sizeText, state.sceneName == nil ? count : nil, NumberText.milliseconds(milliseconds),
                                       "sizeThatFits \(stats.sizeThatFitsCalls)", memo, rowsMade]
        func joined() -> String { (parts.compactMap { $0 } + [keyHint]).joined(separator: "  ") }
        func fits() -> Bool { DisplayWidth.of(joined()) + 1 <= width }
        let steps: [(inout [String?]) -> Void] = [
            { parts in parts = parts.map { $0 == "sizeThatFits \(stats.sizeThatFitsCalls)" ? "fits \(stats.sizeThatFitsCalls)" : $0 } },
            { parts in parts = parts.map { $0 == memo ? nil : $0 } },
            { parts in parts = parts.map { $0 == "fits \(stats.sizeThatFitsCalls)" ? nil : $0 } },
            { parts in parts = parts.map { $0 == count ? nil : $0 } },
            { parts in parts = parts.map { $0 == sizeText ? nil : $0 } },
        ]
        for step in steps where !fits() { step(&parts) }
        guard !fits() else { return joined() }
        // Still too long: cut what comes before the key hint.
        let room = width - 1 - DisplayWidth.of("  " + keyHint)
        let rest = parts.compactMap { $0 }.joined(separator: "  ")
        guard room > 1 else { return keyHint }
        return HelpPanel.fit(rest, room).trimmingTrailingSpaces + "  " + keyHint
    }

    /// Shows row `row` of `canvas` in reverse video, as the status bar is drawn (`Text` has no
    /// reverse style; the demo's host does this for the bar's last row).
    public static func invert(row: Int, in canvas: inout TerminalCanvas.Canvas) {
        guard row >= 0, row < canvas.height else { return }
        for x in 0..<canvas.width {
            var cell = canvas[x: x, y: row]
            cell.style.reverse = true
            canvas[x: x, y: row] = cell
        }
    }
}

extension String {
    /// The string without spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
