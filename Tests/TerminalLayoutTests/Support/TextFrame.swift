@testable import TerminalLayout

/// The text of a layout as a terminal would show it, one string per row,
/// trailing spaces removed: each text placement's lines written at its
/// frame's cell origin (cells metrics, 1 point a cell), later placements
/// over earlier ones, nothing at opacity 0 (as the renderer); shapes and
/// colours are not drawn.
func textFrame(_ result: LayoutResult, width: Int, height: Int) -> [String] {
    var rows = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    for placement in result.placements {
        // As the renderer draws: nothing of a view at opacity 0 (`hidden()`).
        guard case .text(let text) = placement.kind, placement.opacity > 0 else { continue }
        let x = Int(placement.frame.minX), y = Int(placement.frame.minY)
        for (line, content) in text.lines.enumerated() where (0..<height).contains(y + line) {
            for (column, character) in content.enumerated() where (0..<width).contains(x + column) {
                rows[y + line][x + column] = character
            }
        }
    }
    return rows.map { row in
        var text = String(row)
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// `view` laid out in a fresh graph at `width`×`height` cells, as text (`textFrame`).
func textFrame<V: View>(_ view: V, width: Int, height: Int) -> [String] {
    textFrame(lay(view, CGFloat(width), CGFloat(height)), width: width, height: height)
}
