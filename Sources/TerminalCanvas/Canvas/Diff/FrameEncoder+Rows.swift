import TerminalLayout

extension FrameEncoder {
    /// Emits the changed spans of row `y`.
    mutating func encodeRow(_ y: Int, spans: [CanvasDiff.Span], frame: FrameCells) {
        let width = frame.width
        let base = y * width
        let blank = Cell.blank
        // Columns from `blankFrom` to the end of the row are plain blanks in the new frame.
        var blankFrom = width
        while blankFrom > 0 && Cell.same(frame[base + blankFrom - 1], blank) { blankFrom -= 1 }

        for span in spans {
            if capabilities.eraseLine && span.columns.lowerBound >= blankFrom {
                // Everything changed from here on is blank: erase to the end of the line,
                // unless the few changed cells are cheaper written out.
                let changed = spans.filter { $0.columns.lowerBound >= span.columns.lowerBound }
                    .reduce(0) { $0 + $1.columns.count }
                if changed > 3 {
                    moveCursor(to: span.columns.lowerBound, y, frame: frame)
                    if penBits != 0 { appendSGR(to: .plain) }
                    append("\u{1B}[K")
                    return
                }
            }
            encodeSpan(span.columns, row: y, frame: frame)
        }
    }

    /// Emits the cells of `columns` in row `y`.
    mutating func encodeSpan(_ columns: Range<Int>, row y: Int, frame: FrameCells) {
        let width = frame.width
        let base = y * width
        var x = columns.lowerBound
        while x < columns.upperBound {
            let cell = frame[base + x]
            if cell.isContinuation { x += 1; continue }
            // A run of identical one-column cells.
            var run = 1
            if cell.columns == 1 {
                while x + run < columns.upperBound && Cell.same(frame[base + x + run], cell) { run += 1 }
            }

            if capabilities.eraseCharacters && run >= 4 && Cell.same(cell, Cell.blank)
                && Self.digits(run) + 3 < run && penBits == 0 {
                moveCursor(to: x, y, frame: frame)
                append("\u{1B}[")
                appendNumber(run)
                append("X")
                x += run
                continue
            }

            moveCursor(to: x, y, frame: frame)
            if penBits != visibleBits(cell) { appendSGR(to: visible(cell.style)) }
            let glyphBytes = emit(cell, x: x, width: width)
            if run > 1 {
                let rest = run - 1
                if capabilities.repeatCharacter && Self.digits(rest) + 3 < glyphBytes * rest {
                    append("\u{1B}[")
                    appendNumber(rest)
                    append("b")
                } else {
                    for _ in 0..<rest { _ = emitCell(cell) }
                }
                advanceCursor(by: rest, width: width)
            }
            x += run
        }
    }

    /// The style as this terminal shows it: without colours when it has none.
    @inline(__always)
    func visible(_ style: CellStyle) -> CellStyle {
        guard capabilities.colors == 0, style.foreground != .default || style.background != .default else { return style }
        var plain = style
        plain.foreground = .default
        plain.background = .default
        return plain
    }

    /// The cell's packed style as this terminal shows it (see ``visible(_:)``).
    @inline(__always)
    func visibleBits(_ cell: Cell) -> UInt64 {
        capabilities.colors == 0 ? PackedStyle.attributes(cell.word) : cell.styleBits
    }

    /// Writes one cell at the cursor (a wide character in the last column as a space)
    /// and moves the cursor past it; returns the bytes its character took.
    mutating func emit(_ cell: Cell, x: Int, width: Int) -> Int {
        var columns = cell.width
        var written: Int
        if cell.width == 2 && x + 1 >= width {
            bytes.append(0x20)
            written = 1
            columns = 1
        } else {
            written = emitCell(cell)
        }
        advanceCursor(by: columns, width: width)
        return written
    }

    /// Appends the UTF-8 bytes of `cell`'s character (a space for a continuation);
    /// returns how many.
    @inline(__always)
    mutating func emitCell(_ cell: Cell) -> Int {
        let length = GraphemeStore.length(cell.word)
        if length == 0 {
            bytes.append(0x20)
            return 1
        }
        if length != GraphemeStore.internedLength {
            bytes.append(word: cell.word, length: Int(length))
            return Int(length)
        }
        return cell.withUTF8 { utf8 in
            bytes.append(utf8)
            return utf8.count
        }
    }

    /// Moves the known cursor right by `columns`. Past the last column the wrap is
    /// pending: the cursor is kept as column `width` of the row (only `CR`, `CHA` and
    /// `CUP` are used from there) with deferred wrap, and unknown without it.
    @inline(__always)
    mutating func advanceCursor(by columns: Int, width: Int) {
        guard let current = cursor else { return }
        let x = current.x + columns
        if x < width {
            cursor = (x, current.y)
        } else {
            cursor = capabilities.deferredWrap ? (width, current.y) : nil
        }
    }
}
