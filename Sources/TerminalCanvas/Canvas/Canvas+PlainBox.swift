import TerminalLayout

/// The six cells of a box border in one style, built once per box.
struct BorderCells {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Cell
}

/// How far ``Canvas/drawPlainBox(_:cells:area:label:)`` got.
enum PlainBoxResult {
    /// Nothing valid: some cell under the border is half of a wide character.
    case none
    /// The border, but not the label: some cell under it is half of a wide character.
    case border
    /// The border and the label (if any).
    case all
}

extension Canvas {
    /// Draws a box border (at least 2×2), then an inside label of printable ASCII that fits
    /// (`label`: its bytes, centred on the first interior row, marked protected), within
    /// `area`, in one pass over raw cells, while no cell written is half of a wide
    /// character (the usual case: no neighbour needs repairing).
    ///
    /// Cells go in the order the cell-by-cell paths write them (top row, bottom row, the
    /// left and right side of each row between, then the label left to right); protected
    /// cells are skipped by the border. Rows whose ``RowFlags`` are empty hold neither
    /// wide characters nor labels, so their cells are stored without looking at them.
    ///
    /// At the first half of a wide character it stops. The cells written until then were
    /// plain and now hold what the cell-by-cell path writes there first too, so that path
    /// can then draw the border (``PlainBoxResult/none``) or the label
    /// (``PlainBoxResult/border``) again and reach the same canvas as if it had drawn it alone.
    @inline(never)
    mutating func drawPlainBox(_ rect: CellRect, cells glyphs: BorderCells, area: CellRect,
                               label: (bytes: UnsafeBufferPointer<UInt8>, styleBits: UInt64)?) -> PlainBoxResult {
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
        // What may be written (all of it unless it stops early: an over-approximation is fine).
        if endColumn > firstColumn {
            if drawsTop { markWritten(row: top, firstColumn..<endColumn) }
            if drawsBottom { markWritten(row: bottom, firstColumn..<endColumn) }
            if drawsLeft || drawsRight {
                for y in firstSideRow..<endSideRow { markWritten(row: y, firstColumn..<endColumn) }
            }
        }
        if let label, top + 1 >= area.y && top + 1 < area.maxY {
            let labelX = left + 1 + (rect.width - 2 - label.bytes.count) / 2
            let (start, end) = (Swift.max(labelX, area.x), Swift.min(labelX + label.bytes.count, area.maxX))
            if start < end { markWritten(row: top + 1, start..<end) }
        }

        return rows.withUnsafeMutableBufferPointer { rows in
            protected.withUnsafeMutableBufferPointer { flags in
                cells.withUnsafeMutableBufferPointer { cells in
                    guard let cells = cells.baseAddress, let flags = flags.baseAddress,
                          let rows = rows.baseAddress else { return .all }
                    /// Writes a border cell at `index` unless protected; `false` for half of
                    /// a wide character. Rows without flags need no look at the old cell.
                    @inline(__always) func put(_ cell: Cell, _ index: Int, careful: Bool) -> Bool {
                        if careful {
                            if flags[index] { return true }
                            if cells[index].isWideHalf { return false }
                        }
                        cells[index] = cell
                        return true
                    }
                    /// Writes one border row: a corner, horizontals, a corner (what of it is in `area`).
                    @inline(__always) func row(_ y: Int, _ first: Cell, _ last: Cell) -> Bool {
                        let base = y &* width
                        let careful = !rows[y].flags.isEmpty
                        if left >= firstColumn && left < endColumn && !put(first, base &+ left, careful: careful) { return false }
                        var x = Swift.max(firstColumn, left &+ 1)
                        let end = Swift.min(endColumn, right)
                        if careful {
                            while x < end {
                                guard put(glyphs.horizontal, base &+ x, careful: true) else { return false }
                                x &+= 1
                            }
                        } else if x < end {
                            (cells + (base &+ x)).update(repeating: glyphs.horizontal, count: end &- x)
                        }
                        return right < firstColumn || right >= endColumn || put(last, base &+ right, careful: careful)
                    }
                    if drawsTop && !row(top, glyphs.topLeft, glyphs.topRight) { return .none }
                    if drawsBottom && !row(bottom, glyphs.bottomLeft, glyphs.bottomRight) { return .none }
                    var y = firstSideRow
                    while y < endSideRow {
                        let base = y &* width
                        let careful = !rows[y].flags.isEmpty
                        if drawsLeft && !put(glyphs.vertical, base &+ left, careful: careful) { return .none }
                        if drawsRight && !put(glyphs.vertical, base &+ right, careful: careful) { return .none }
                        y &+= 1
                    }

                    guard let label else { return .all }
                    let labelY = top &+ 1
                    guard labelY >= area.y && labelY < area.maxY else { return .all }
                    let labelX = left &+ 1 &+ (rect.width &- 2 &- label.bytes.count) / 2
                    var x = Swift.max(labelX, area.x)
                    let end = Swift.min(labelX &+ label.bytes.count, area.maxX)
                    guard x < end else { return .all }
                    let base = labelY &* width
                    let careful = rows[labelY].flags.contains(.wide)
                    rows[labelY].flags.insert(.labels)
                    while x < end {
                        let index = base &+ x
                        if careful && cells[index].isWideHalf { return .border }
                        cells[index] = .narrow(text: Cell.asciiText(label.bytes[x &- labelX]), styleBits: label.styleBits)
                        flags[index] = true
                        x &+= 1
                    }
                    return .all
                }
            }
        }
    }

    /// ``drawPlainBox(_:cells:area:label:)`` for a box that lies wholly inside the area, on
    /// rows without wide characters (labels allowed): the usual case, drawn with no clipping
    /// and no look at the cells it overwrites. Returns `false`, having stored no cell, when
    /// some row of the box may hold half of a wide character.
    ///
    /// The result is the cell-by-cell path's: border cells on label cells are skipped (only
    /// on rows that hold labels), and the label, inside the border, is written last.
    @inline(__always)
    mutating func drawContainedBox(_ rect: CellRect, cells glyphs: BorderCells,
                                   label: (bytes: UnsafeBufferPointer<UInt8>, styleBits: UInt64)?) -> Bool {
        let width = self.width
        let (left, top, bottom) = (rect.x, rect.y, rect.maxY &- 1)
        let last = rect.width &- 1            // the right border, from `left`
        return withStorage { cells, flags, rows in
            // Marked written first (harmless if it stops: an over-approximation is fine).
            var any: RowFlags = []
            var y = top
            while y <= bottom {
                rows[y].extend(left, left &+ last &+ 1)
                any.formUnion(rows[y].flags)
                y &+= 1
            }
            if any.contains(.wide) { return false }
            /// A border row: corner, horizontals, corner; label cells skipped on rows with labels.
            @inline(__always) func border(_ y: Int, _ first: Cell, _ end: Cell) {
                let start = y &* width &+ left
                let row = cells + start
                if rows[y].flags.isEmpty {
                    row[0] = first
                    (row + 1).update(repeating: glyphs.horizontal, count: last &- 1)
                    row[last] = end
                } else {
                    let protected = flags + start
                    for x in 0...last where !protected[x] {
                        row[x] = x == 0 ? first : x == last ? end : glyphs.horizontal
                    }
                }
            }
            border(top, glyphs.topLeft, glyphs.topRight)
            border(bottom, glyphs.bottomLeft, glyphs.bottomRight)
            y = top &+ 1
            var start = y &* width &+ left
            while y < bottom {
                let plain = rows[y].flags.isEmpty
                if plain || !flags[start] { cells[start] = glyphs.vertical }
                if plain || !flags[start &+ last] { cells[start &+ last] = glyphs.vertical }
                y &+= 1
                start &+= width
            }
            guard let label, bottom > top &+ 1 else { return true }
            let count = label.bytes.count
            let labelY = top &+ 1
            start = labelY &* width &+ left &+ 1 &+ (last &- 1 &- count) / 2
            let bytes = label.bytes.baseAddress.unsafelyUnwrapped
            for i in 0..<count {
                cells[start &+ i] = .narrow(text: Cell.asciiText(bytes[i]), styleBits: label.styleBits)
            }
            (flags + start).update(repeating: true, count: count)
            rows[labelY].flags.insert(.labels)
            return true
        }
    }
}
