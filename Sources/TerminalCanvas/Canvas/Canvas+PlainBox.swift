import TerminalLayout

/// The six cells of a box border in one style, built once per box.
struct BorderCells {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Cell
}

extension Canvas {
    /// Draws a box border (at least 2×2) within `area` in one pass over raw cells, in the
    /// order the cell-by-cell path writes them (top row, bottom row, then left and right
    /// of each row between), skipping protected cells, while no cell under it is half of a
    /// wide character (the usual case: no neighbour needs repairing).
    ///
    /// Returns `false` at the first such half. The cells written until then were plain
    /// and now hold what the cell-by-cell path writes there first too, so that path can
    /// then draw the whole border again and reach the same canvas as if it had drawn it alone.
    mutating func drawPlainBorder(_ rect: CellRect, cells glyphs: BorderCells, area: CellRect) -> Bool {
        let (left, right, top, bottom) = (rect.x, rect.maxX - 1, rect.y, rect.maxY - 1)
        // What of the border lies inside `area`.
        let firstColumn = Swift.max(left, area.x)
        let endColumn = Swift.max(firstColumn, Swift.min(right + 1, area.maxX))
        let drawsTop = top >= area.y && top < area.maxY
        let drawsBottom = bottom >= area.y && bottom < area.maxY
        let firstSideRow = Swift.max(top + 1, area.y)
        let endSideRow = Swift.max(firstSideRow, Swift.min(bottom, area.maxY))
        let drawsLeft = left >= area.x && left < area.maxX
        let drawsRight = right >= area.x && right < area.maxX
        let width = self.width

        return cells.withUnsafeMutableBufferPointer { cells in
            protected.withUnsafeMutableBufferPointer { flags in
                guard let cells = cells.baseAddress, let flags = flags.baseAddress else { return true }
                /// Writes `cell` at `index` unless protected; `false` for half of a wide character.
                @inline(__always) func put(_ cell: Cell, _ index: Int) -> Bool {
                    if flags[index] { return true }
                    let old = cells[index]
                    if old.text >> 56 == 0 || old.bits >> 56 == 2 { return false }
                    cells[index] = cell
                    return true
                }
                /// Writes one border row: a corner, horizontals, a corner (what of it is in `area`).
                @inline(__always) func row(_ y: Int, _ first: Cell, _ last: Cell) -> Bool {
                    let base = y &* width
                    if left >= firstColumn && left < endColumn && !put(first, base &+ left) { return false }
                    var x = Swift.max(firstColumn, left &+ 1)
                    let end = Swift.min(endColumn, right)
                    while x < end {
                        guard put(glyphs.horizontal, base &+ x) else { return false }
                        x &+= 1
                    }
                    return right < firstColumn || right >= endColumn || put(last, base &+ right)
                }
                if drawsTop && !row(top, glyphs.topLeft, glyphs.topRight) { return false }
                if drawsBottom && !row(bottom, glyphs.bottomLeft, glyphs.bottomRight) { return false }
                var y = firstSideRow
                while y < endSideRow {
                    let base = y &* width
                    if drawsLeft && !put(glyphs.vertical, base &+ left) { return false }
                    if drawsRight && !put(glyphs.vertical, base &+ right) { return false }
                    y &+= 1
                }
                return true
            }
        }
    }
}
