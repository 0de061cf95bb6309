import TerminalLayout

extension Canvas {
    /// Writes a run of one-column cells along row `y`: cell `i` of the run (`0..<count`) is
    /// `cell(i)` and goes to column `x + i`, within `area` (clip ∩ canvas).
    ///
    /// The same as ``putNarrow(_:x:y:area:protection:)`` for each column in turn, but
    /// clipped once per run rather than tested per cell: a cell that is neither half of a
    /// wide character is overwritten in place (protected cells skipped when `protection`
    /// is `.respect`, marked when `.mark`); only the halves of wide characters, which need
    /// their other half repaired, go through ``putNarrow(_:x:y:area:protection:)``.
    @inline(__always)
    mutating func putNarrowRun(x: Int, y: Int, count: Int, area: CellRect, protection: Protection,
                               _ cell: (Int) -> Cell) {
        guard y >= area.y && y < area.maxY else { return }
        let start = Swift.max(x, area.x)
        let end = Swift.min(x + count, area.maxX)
        guard start < end else { return }
        let row = y * width
        let respect = protection == .respect
        let mark = protection == .mark
        markWritten(row: y, start..<end)
        let flagsOfRow = rows[y].flags
        if mark { rows[y].flags.insert(.labels) }
        if flagsOfRow.isEmpty {
            // No wide characters, no labels in the row: store without looking.
            cells.withUnsafeMutableBufferPointer { cells in
                for column in start..<end { cells[row &+ column] = cell(column &- x) }
            }
            if mark { protected.withUnsafeMutableBufferPointer { $0[(row + start)..<(row + end)].update(repeating: true) } }
            return
        }
        var column = start
        while column < end {
            // Overwrite plain cells until one is half of a wide character (or the run ends).
            column = cells.withUnsafeMutableBufferPointer { cells in
                protected.withUnsafeMutableBufferPointer { flags in
                    var column = column
                    while column < end {
                        let index = row + column
                        if respect && flags[index] { column += 1; continue }
                        let old = cells[index]
                        if old.isContinuation || old.columns == 2 { return column }
                        cells[index] = cell(column - x)
                        if mark { flags[index] = true }
                        column += 1
                    }
                    return column
                }
            }
            guard column < end else { return }
            putNarrow(cell(column - x), x: column, y: y, area: area, protection: protection)
            column += 1
        }
    }

    /// Writes `text` along row `y` from column `x` as one-column cells in `style` when it
    /// is printable ASCII (which needs no sanitising, segmenting or measuring), cut to
    /// `maxColumns` with `…` as ``drawText(_:x:y:maxColumns:style:clip:)`` cuts it;
    /// returns the columns it spans, or `nil` (nothing drawn) when it is not printable ASCII.
    mutating func drawASCIIText(_ text: String, x: Int, y: Int, maxColumns: Int?, style: CellStyle,
                                area: CellRect, protection: Protection) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard Canvas.isPrintableASCII(bytes) else { return nil }
            return drawASCII(bytes, x: x, y: y, maxColumns: maxColumns, style: style, area: area, protection: protection)
        }
    }

    /// ``drawASCIIText(_:x:y:maxColumns:style:area:protection:)`` for bytes already known
    /// to be printable ASCII.
    @discardableResult
    mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, maxColumns: Int?,
                            style: CellStyle, area: CellRect, protection: Protection) -> Int {
        var count = bytes.count
        var ellipsis = false
        if let maxColumns, count > maxColumns {
            guard maxColumns > 0 else { return 0 }
            count = maxColumns - 1
            ellipsis = true
        }
        let styleBits = PackedStyle.pack(style)
        putNarrowRun(x: x, y: y, count: count, area: area, protection: protection) {
            Cell.narrow(text: Cell.asciiText(bytes[$0]), styleBits: styleBits)
        }
        if ellipsis {
            put("…", width: 1, style: style, x: x + count, y: y, area: area, protection: protection)
            count += 1
        }
        return count
    }

    /// Whether every byte is printable ASCII (U+0020–U+007E).
    @inline(__always)
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var outside = false
        for byte in bytes { outside = outside || byte &- 0x20 >= 0x5F }
        return !outside
    }

    /// Columns printable ASCII `text` takes when cut to `maxColumns`; `nil` when it is not
    /// printable ASCII.
    static func asciiColumns(of text: String, maxColumns: Int?) -> Int? {
        var count = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F { return nil }
            count += 1
        }
        guard let maxColumns, count > maxColumns else { return count }
        return Swift.max(0, maxColumns)
    }
}
