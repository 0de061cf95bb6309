import TerminalLayout
import Testing
@testable import TerminalRenderer

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

    /// One changed cell costs a cursor move and the cell.
    @Test(arguments: [
        (5, 1, "\u{1B}[2;6Hx"),   // CUP row 2, column 6
        (0, 2, "\u{1B}[3Hx"),     // CUP, column 1 left out
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
        // CUP to column 2, "X", then "c" re-sent (1 byte) instead of a cursor move, "Y".
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[1;2HXcY")
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

    @Test(arguments: [(true, "─\u{1B}[9b"), (false, String(repeating: "─", count: 10))])
    func repeatsARunWhenTheTerminalHasREP(_ rep: Bool, _ expectedRow: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(repeatCharacter: rep))
        let frame = canvas([String(repeating: "─", count: 10)])
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[m\(Self.esc)[H\(Self.esc)[2J" + expectedRow)
    }

    @Test(arguments: [(true, "\u{1B}[1;2H\u{1B}[K"), (false, "\u{1B}[1;2H       ")])
    func erasesToTheEndOfTheLineWhenTheTerminalHasEL(_ el: Bool, _ expected: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(eraseLine: el))
        var frame = canvas(["abcdefgh"])
        _ = encoder.encode(frame, size: frame.size)
        frame = canvas(["a       "])
        #expect(text(encoder.encode(frame, size: frame.size)) == expected)
    }

    @Test(arguments: [(true, "\u{1B}[1;2H\u{1B}[6Xx"), (false, "\u{1B}[1;2H      x")])
    func erasesABlankRunWhenTheTerminalHasECH(_ ech: Bool, _ expected: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(eraseCharacters: ech))
        var frame = canvas(["abcdefgh"])
        _ = encoder.encode(frame, size: frame.size)
        frame = canvas(["a      x"])
        // ECH leaves the cursor where it is: the "x" then needs a move (CUF 6 costs 4).
        let expectedECH = "\(Self.esc)[1;2H\(Self.esc)[6X\(Self.esc)[6Cx"
        #expect(text(encoder.encode(frame, size: frame.size)) == (ech ? expectedECH : expected))
    }

    @Test func wideCharacterInTheLastColumnIsASpace() {
        var encoder = FrameEncoder()
        var frame = canvas(["ab", "  "])
        _ = encoder.encode(frame, size: frame.size)
        frame[x: 1, y: 1] = Cell("日")
        #expect(text(encoder.encode(frame, size: frame.size)) == "\(Self.esc)[2;2H ")
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
