import TerminalLayout

extension FrameEncoder {
    /// Moves the cursor to (`x`, `y`) with the cheapest sequence (see ``FrameEncoder``).
    @inline(__always)
    mutating func moveCursor(to x: Int, _ y: Int, frame: FrameCells) {
        if let current = cursor, current.x == x, current.y == y { return }
        jumpCursor(to: x, y, frame: frame)
    }

    /// ``moveCursor(to:_:frame:)`` when the cursor is elsewhere (or unknown).
    private mutating func jumpCursor(to x: Int, _ y: Int, frame: FrameCells) {
        // Absolute position: CUP, with defaults left out.
        var best = 0
        var bestCost = cupCost(x, y)
        if let current = cursor {
            let pendingWrap = current.x >= frame.width
            if current.y == y {
                if x > current.x && !pendingWrap {
                    let cuf = 3 + (x - current.x == 1 ? 0 : Self.digits(x - current.x))
                    if cuf < bestCost { best = 1; bestCost = cuf }
                    if let rewrite = rewriteCost(from: current.x, to: x, row: y, frame: frame), rewrite <= bestCost {
                        best = 2; bestCost = rewrite
                    }
                } else if x == 0 {
                    if 1 < bestCost { best = 3; bestCost = 1 }
                }
                let cha = 3 + (x == 0 ? 0 : Self.digits(x + 1))
                if cha < bestCost { best = 4; bestCost = cha }
            } else if y == current.y + 1 {
                let crlf = 2 + (x == 0 ? 0 : 3 + (x == 1 ? 0 : Self.digits(x)))
                if crlf < bestCost { best = 5; bestCost = crlf }
            }
        }
        switch best {
        case 1:
            append("\u{1B}[")
            if x - cursor!.x != 1 { appendNumber(x - cursor!.x) }
            append("C")
        case 2:
            let base = y * frame.width
            for column in cursor!.x..<x { _ = emitCell(frame[base + column]) }
        case 3:
            bytes.append(0x0D)
        case 4:
            append("\u{1B}[")
            if x != 0 { appendNumber(x + 1) }
            append("G")
        case 5:
            bytes.append(0x0D)
            bytes.append(0x0A)
            if x > 0 {
                append("\u{1B}[")
                if x != 1 { appendNumber(x) }
                append("C")
            }
        default:
            append("\u{1B}[")
            if x != 0 || y != 0 {
                appendNumber(y + 1)
                if x != 0 {
                    bytes.append(UInt8(ascii: ";"))
                    appendNumber(x + 1)
                }
            }
            append("H")
        }
        cursor = (x, y)
    }

    /// Bytes of `CUP` to (`x`, `y`), defaults left out.
    func cupCost(_ x: Int, _ y: Int) -> Int {
        if x == 0 && y == 0 { return 3 }
        if x == 0 { return 3 + Self.digits(y + 1) }
        return 4 + Self.digits(y + 1) + Self.digits(x + 1)
    }

    /// Bytes of re-sending the cells from `from` up to `to` in row `y`, when they are all
    /// one-column cells in the active style (so re-sending them changes nothing on screen);
    /// `nil` otherwise, or when more than 8 cells.
    func rewriteCost(from: Int, to: Int, row y: Int, frame: FrameCells) -> Int? {
        guard to - from <= 8, let penBits else { return nil }
        var cost = 0
        let base = y * frame.width
        for column in from..<to {
            let cell = frame[base + column]
            guard cell.width == 1, visibleBits(cell) == penBits else { return nil }
            cost += cell.utf8Count
        }
        return cost
    }

    /// Appends the SGR sequence that switches the active style to `style`: the shorter of
    /// the incremental change and a reset followed by the new attributes.
    mutating func appendSGR(to style: CellStyle) {
        if style == .plain {
            append("\u{1B}[m")
            pen = .plain
            return
        }
        var reset: [UInt8] = Array("\u{1B}[0".utf8)
        var codes: [Int] = []
        if style.bold { codes.append(1) }
        if style.dim { codes.append(2) }
        if style.reverse { codes.append(7) }
        appendColor(style.foreground, base: 30, into: &codes)
        appendColor(style.background, base: 40, into: &codes)
        for code in codes { reset.append(UInt8(ascii: ";")); Self.appendNumber(code, to: &reset) }
        reset.append(UInt8(ascii: "m"))

        if let pen {
            var delta: [Int] = []
            if (pen.bold && !style.bold) || (pen.dim && !style.dim) {
                delta.append(22)
                if style.bold { delta.append(1) }
                if style.dim { delta.append(2) }
            } else {
                if style.bold && !pen.bold { delta.append(1) }
                if style.dim && !pen.dim { delta.append(2) }
            }
            if pen.reverse != style.reverse { delta.append(style.reverse ? 7 : 27) }
            if pen.foreground != style.foreground { appendColor(style.foreground, base: 30, into: &delta, defaultCode: 39) }
            if pen.background != style.background { appendColor(style.background, base: 40, into: &delta, defaultCode: 49) }
            var incremental: [UInt8] = Array("\u{1B}[".utf8)
            for (i, code) in delta.enumerated() {
                if i > 0 { incremental.append(UInt8(ascii: ";")) }
                Self.appendNumber(code, to: &incremental)
            }
            incremental.append(UInt8(ascii: "m"))
            if !delta.isEmpty && incremental.count < reset.count {
                bytes.append(incremental)
                self.pen = style
                return
            }
        }
        bytes.append(reset)
        pen = style
    }

    /// The SGR codes of `color` for this terminal's colour count (nothing without colours).
    func appendColor(_ color: TerminalColor, base: Int, into codes: inout [Int], defaultCode: Int? = nil) {
        guard capabilities.colors > 0, let index = color.index(forTerminalWith: capabilities.colors) else {
            if let defaultCode { codes.append(defaultCode) }
            return
        }
        if index < 8 {
            codes.append(base + index)
        } else if index < 16 {
            codes.append(base + 60 + index - 8)
        } else {
            codes += [base + 8, 5, index]
        }
    }

    /// Appends ASCII text.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        bytes.append(text)
    }

    /// Appends a non-negative number in decimal.
    @inline(__always)
    mutating func appendNumber(_ n: Int) {
        bytes.appendNumber(n)
    }

    static func appendNumber(_ n: Int, to bytes: inout [UInt8]) {
        if n >= 10 { appendNumber(n / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
    }

    /// Decimal digits of a non-negative number.
    static func digits(_ n: Int) -> Int {
        var count = 1
        var value = n
        while value >= 10 { value /= 10; count += 1 }
        return count
    }
}
