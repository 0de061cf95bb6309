import TerminalLayout
import Testing
@testable import TerminalCanvas

/// The bytes of small known frames, checked by hand.
struct FrameEncoderTests {
    private static let esc = "\u{1B}"

    private func canvas(_ rows: [String]) -> Canvas {
        var canvas = Canvas(width: rows.map { Canvas.columns(of: $0) }.max() ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.drawText(row, x: 0, y: y) }
        return canvas
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func firstFrameResetsClearsAndDrawsOnlyNonBlankCells() {
        var encoder = FrameEncoder()
        let frame = canvas(["ab  ", "    ", "  cd"])
        // reset, home + clear, "ab" at the home position, CUP to row 3 column 3, "cd".
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[m\(Self.esc)[H\(Self.esc)[2Jab\(Self.esc)[3;3Hcd")
    }

    @Test(arguments: [["abc"], ["日本", "  x"], ["╭──╮", "╰──╯"], []])
    func identicalFrameIsEmpty(_ rows: [String]) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(synchronizedOutput: true))
        let frame = canvas(rows)
        _ = encoder.encode(frame, size: frame.size)
        #expect(encoder.encode(frame, size: frame.size).isEmpty)
        // A canvas equal but drawn anew is just as empty.
        #expect(encoder.encode(canvas(rows), size: frame.size).isEmpty)
    }

    /// One changed cell costs a cursor move and the cell. After the first frame the
    /// cursor waits, wrap pending, at the end of the last row (row 3).
    @Test(arguments: [
        (5, 1, "\u{1B}[2;6Hx"),   // CUP row 2, column 6
        (0, 2, "\rx"),            // same row: CR
        (4, 2, "\u{1B}[5Gx"),     // same row: CHA column 5
        (0, 0, "\u{1B}[Hx"),      // CUP home
    ])
    func oneChangedCell(_ x: Int, _ y: Int, _ expected: String) {
        var encoder = FrameEncoder()
        var frame = canvas(["abcdefgh", "abcdefgh", "abcdefgh"])
        _ = encoder.encode(frame, size: frame.size)
        frame[x: x, y: y] = Cell("x")
        #expect(text(encoder.encode(frame, size: frame.size)) == expected)
    }

    @Test func nearbyChangesOnARowBridgeWithTheUnchangedCells() {
        var encoder = FrameEncoder()
        var frame = canvas(["abcdefgh"])
        _ = encoder.encode(frame, size: frame.size)
        frame[x: 1, y: 0] = Cell("X")
        frame[x: 3, y: 0] = Cell("Y")
        // CHA to column 2 (the cursor is at the end of the row), "X", then "c" re-sent
        // (1 byte) instead of a cursor move, "Y".
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[2GXcY")
    }

    @Test func styleChangesAreIncrementalWhenShorter() {
        var encoder = FrameEncoder()
        var frame = Canvas(width: 3, height: 1)
        frame[x: 0, y: 0] = Cell("a", style: CellStyle(foreground: .red))
        frame[x: 1, y: 0] = Cell("b", style: CellStyle(foreground: .red, bold: true))
        frame[x: 2, y: 0] = Cell("c", style: CellStyle(foreground: .ansi(9)))
        let bytes = text(encoder.encode(frame, size: frame.size))
        #expect(bytes == "\(Self.esc)[m\(Self.esc)[H\(Self.esc)[2J\(Self.esc)[31ma\(Self.esc)[1mb\(Self.esc)[0;91mc")   // reset form: shorter than 22;91
    }

    @Test(arguments: [(0, "─────"), (256, "─────"), (16, "─────")])
    func colourCountDoesNotChangePlainText(_ colors: Int, _ row: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(colors: colors))
        let frame = canvas([row])
        #expect(text(encoder.encode(frame, size: frame.size)).hasSuffix(row))
    }

    @Test(arguments: [
        (0, TerminalColor.red, "a"),                                   // no colours: no codes
        (8, TerminalColor.red, "\u{1B}[31ma"),
        (8, TerminalColor.ansi(9), "\u{1B}[31ma"),                     // bright red without 16 colours
        (16, TerminalColor.ansi(9), "\u{1B}[91ma"),
        (16, TerminalColor.palette(208), "\u{1B}[33ma"),               // orange: yellow of the 16
        (256, TerminalColor.palette(208), "\u{1B}[38;5;208ma"),
        (256, TerminalColor.rgb(red: 255, green: 0, blue: 0), "\u{1B}[38;5;196ma"),
    ])
    func coloursFollowTheTerminal(_ colors: Int, _ color: TerminalColor, _ expected: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(colors: colors))
        var frame = Canvas(width: 1, height: 1)
        frame[x: 0, y: 0] = Cell("a", style: CellStyle(foreground: color))
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[m\(Self.esc)[H\(Self.esc)[2J" + expected)
    }

    /// Without colours only the attributes are sent, whether the style is packed in place
    /// or interned (RGB); with colours an RGB style and its neighbour in another RGB style
    /// each get their SGR.
    @Test(arguments: [
        (0, CellStyle(foreground: .red, bold: true), "\u{1B}[1maa"),
        (0, CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0), bold: true), "\u{1B}[1maa"),
        (0, CellStyle(background: .rgb(red: 0, green: 0, blue: 255)), "aa"),
        (256, CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0), bold: true), "\u{1B}[1;38;5;196ma\u{1B}[38;5;21ma"),
    ])
    func attributesWithoutColoursAndInternedStyles(_ colors: Int, _ style: CellStyle, _ expected: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(colors: colors))
        var frame = Canvas(width: 2, height: 1)
        frame[x: 0, y: 0] = Cell("a", style: style)
        var second = style
        second.foreground = .rgb(red: 0, green: 0, blue: 255)
        frame[x: 1, y: 0] = Cell("a", style: second)
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[m\(Self.esc)[H\(Self.esc)[2J" + expected)
    }

    /// A cell's grapheme is sent as its bytes, inline (1–4 bytes) or interned (5 or more);
    /// a cluster over 128 bytes as the stand-in of its width.
    @Test(arguments: [
        ("a", "a"), ("\u{E9}", "\u{E9}"), ("e\u{301}", "e\u{301}"), ("🙂", "🙂"),
        ("e\u{301}\u{302}", "e\u{301}\u{302}"), ("❤️", "❤️"), ("🇫🇷", "🇫🇷"), ("👩🏽‍🚀", "👩🏽‍🚀"),
        ("e" + String(repeating: "\u{301}", count: 64), "\u{FFFD}"),
        ("日" + String(repeating: "\u{301}", count: 63), "\u{3013}"),
    ])
    func graphemesAreSentAsTheirBytes(_ grapheme: String, _ sent: String) {
        var encoder = FrameEncoder()
        var frame = Canvas(width: 3, height: 1)
        let cell = Cell(Character(grapheme))
        frame[x: 0, y: 0] = cell
        if cell.width == 2 { frame[x: 1, y: 0] = .continuation(style: .plain) }
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[m\(Self.esc)[H\(Self.esc)[2J" + sent)
    }

    @Test(arguments: [(true, "─\u{1B}[9b"), (false, String(repeating: "─", count: 10))])
    func repeatsARunWhenTheTerminalHasREP(_ rep: Bool, _ expectedRow: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(repeatCharacter: rep))
        let frame = canvas([String(repeating: "─", count: 10)])
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[m\(Self.esc)[H\(Self.esc)[2J" + expectedRow)
    }

    @Test(arguments: [(true, "\u{1B}[2G\u{1B}[K"), (false, "\u{1B}[2G       ")])
    func erasesToTheEndOfTheLineWhenTheTerminalHasEL(_ el: Bool, _ expected: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(eraseLine: el))
        var frame = canvas(["abcdefgh"])
        _ = encoder.encode(frame, size: frame.size)
        frame = canvas(["a       "])
        #expect(text(encoder.encode(frame, size: frame.size)) == expected)
    }

    @Test(arguments: [(true, "\u{1B}[2G\u{1B}[6X\u{1B}[6Cx"), (false, "\u{1B}[2G      x")])
    func erasesABlankRunWhenTheTerminalHasECH(_ ech: Bool, _ expected: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(eraseCharacters: ech))
        var frame = canvas(["abcdefgh"])
        _ = encoder.encode(frame, size: frame.size)
        frame = canvas(["a      x"])
        // ECH leaves the cursor where it is: the "x" then needs a move (CUF 6 costs 4).
        #expect(text(encoder.encode(frame, size: frame.size)) == expected)
    }

    @Test func wideCharacterInTheLastColumnIsASpace() {
        var encoder = FrameEncoder()
        var frame = canvas(["ab", "  "])
        _ = encoder.encode(frame, size: frame.size)
        frame[x: 1, y: 1] = Cell("日")
        // From the pending wrap after "ab": CR LF + CUF 1 (5 bytes) beats CUP 2;2 (6).
        #expect(text(encoder.encode(frame, size: frame.size)) == "\r\n\(Self.esc)[C ")
    }

    @Test func resizeClearsAndDrawsTheNewFrame() {
        var encoder = FrameEncoder()
        let big = canvas(["abcd", "efgh"])
        _ = encoder.encode(big, size: big.size)
        let small = canvas(["ab"])
        #expect(text(encoder.encode(small, size: small.size)) == "\(Self.esc)[H\(Self.esc)[2Jab")
    }

    @Test func resetStyleOnlyWhenAStyleIsActive() {
        var encoder = FrameEncoder()
        var frame = Canvas(width: 1, height: 1)
        _ = encoder.encode(frame, size: frame.size)
        #expect(encoder.resetStyle().isEmpty)
        frame[x: 0, y: 0] = Cell("a", style: CellStyle(bold: true))
        _ = encoder.encode(frame, size: frame.size)
        #expect(text(encoder.resetStyle()) == "\(Self.esc)[m")
    }
}

/// Resizes on a terminal that keeps its content (tmux), by hand.
struct FrameEncoderResizeTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private func canvas(_ rows: [String]) -> Canvas {
        var canvas = Canvas(width: rows.map { Canvas.columns(of: $0) }.max() ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.drawText(row, x: 0, y: y) }
        return canvas
    }

    @Test func narrowerKeepsWhatFitsAndSendsOnlyTheChange() {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(keepsContentOnResize: true))
        let wide = canvas(["abcdef", "ghijkl"])
        _ = encoder.encode(wide, size: wide.size)
        // Cut to 3 columns the screen shows "abc" / "ghi"; the new frame differs in one cell.
        let narrow = canvas(["abc", "gXi"])
        #expect(text(encoder.encode(narrow, size: narrow.size)) == "\u{1B}[2;2HX")
    }

    @Test func widerRedrawsTheNewColumns() {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(keepsContentOnResize: true))
        let narrow = canvas(["ab", "cd"])
        _ = encoder.encode(narrow, size: narrow.size)
        // The new columns may show anything (tmux shows cells kept from before a shrink):
        // they are written, blanks included.
        let wide = canvas(["ab  ", "cd x"])
        // From the pending wrap at the end of row 1, CR LF + CUF 2 and CUP 2;3 both cost 6: CUP.
        #expect(text(encoder.encode(wide, size: wide.size)) == "\u{1B}[1;3H  \u{1B}[2;3H x")
    }

    @Test func fewerRowsClear() {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(keepsContentOnResize: true))
        let tall = canvas(["ab", "cd", "ef"])
        _ = encoder.encode(tall, size: tall.size)
        let short = canvas(["ab", "cd"])
        // "ab" fills row 1, the wrap is pending: CR LF reaches row 2.
        #expect(text(encoder.encode(short, size: short.size)) == "\u{1B}[H\u{1B}[2Jab\r\ncd")
    }
}
