import Testing
@testable import TerminalCurses

/// ``ExitRestore``: the bytes a signal handler writes to give the terminal back without
/// `endwin()`, worked out from terminfo strings. (That they do give it back — same `stty -g`,
/// alternate screen left, nothing left on `vt100` — is checked in tmux by `SignalEndToEndTests`.)
struct ExitRestoreTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("Terminfo delays are removed; anything that is not one is kept",
          arguments: [
              ("\u{1B}[?1049l", "\u{1B}[?1049l"),
              ("\u{1B}[?5h$<100/>\u{1B}[?5l", "\u{1B}[?5h\u{1B}[?5l"),   // xterm's flash
              ("$<5>", ""),
              ("$<2.5*>x", "x"),
              ("$<10*/>ab", "ab"),
              ("a$<3>b$<4>c", "abc"),
              ("$<>", "$<>"),               // no digits
              ("$5", "$5"),
              ("$<1.2.3>", "$<1.2.3>"),     // two dots
              ("a$<3", "a$<3"),             // not closed
              ("$<3x>", "$<3x>"),
              ("$$<3>", "$"),
          ])
    func padding(capability: String, expected: String) {
        #expect(ExitRestore.withoutPadding(Self.bytes(capability)) == Self.bytes(expected))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let cnorm: String?
        let rmcup: String?
        let rmkx: String?
        let synchronizedOutput: Bool
        let expected: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        // What endwin() sends on tmux-256color, less the move to the last row.
        Case(name: "tmux-256color", cnorm: "\u{1B}[34h\u{1B}[?25h", rmcup: "\u{1B}[?1049l", rmkx: "\u{1B}[?1l\u{1B}>",
             synchronizedOutput: false, expected: "\u{1B}[m\u{1B}[34h\u{1B}[?25h\u{1B}[?1049l\r\u{1B}[?1l\u{1B}>"),
        Case(name: "with synchronized output", cnorm: "\u{1B}[?25h", rmcup: "\u{1B}[?1049l", rmkx: nil,
             synchronizedOutput: true, expected: "\u{1B}[?2026l\u{1B}[m\u{1B}[?25h\u{1B}[?1049l\r"),
        // No alternate screen and no cursor visibility: the rows are erased after these.
        Case(name: "vt100", cnorm: nil, rmcup: nil, rmkx: "\u{1B}[?1l\u{1B}>",
             synchronizedOutput: false, expected: "\u{1B}[m\u{1B}[?1l\u{1B}>"),
        Case(name: "empty rmcup", cnorm: nil, rmcup: "", rmkx: nil, synchronizedOutput: false, expected: "\u{1B}[m"),
    ])
    func sequence(_ c: Case) {
        let sequence = ExitRestore.sequence(cnorm: c.cnorm.map(Self.bytes), rmcup: c.rmcup.map(Self.bytes),
                                            rmkx: c.rmkx.map(Self.bytes), synchronizedOutput: c.synchronizedOutput)
        #expect(sequence == Self.bytes(c.expected))
        #expect(sequence.count <= ExitRestore.capacity)
    }

    /// Rows erased on a terminal without an alternate screen: `CSI row;1H CSI 2K` per row,
    /// then `CSI H`; fewer than one row counts as one, more than 1,000 as 1,000.
    @Test(arguments: [
        (1, "\u{1B}[1;1H\u{1B}[2K\u{1B}[H"),
        (3, "\u{1B}[1;1H\u{1B}[2K\u{1B}[2;1H\u{1B}[2K\u{1B}[3;1H\u{1B}[2K\u{1B}[H"),
        (0, "\u{1B}[1;1H\u{1B}[2K\u{1B}[H"),
        (-5, "\u{1B}[1;1H\u{1B}[2K\u{1B}[H"),
    ])
    func eraseRows(rows: Int, expected: String) {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: eraseCapacity)
        defer { buffer.deallocate() }
        let count = eraseRowsSequence(rows, into: buffer)
        #expect(Array(UnsafeBufferPointer(start: buffer, count: count)) == Self.bytes(expected))
    }

    /// The rows past 9 have two, three and four digits; 1,000 rows fill the buffer but for
    /// its spare bytes, and more are clamped to 1,000.
    @Test(arguments: [(1000, 1000), (5000, 1000), (24, 24)])
    func eraseRowsAtLength(rows: Int, erased: Int) {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: eraseCapacity)
        defer { buffer.deallocate() }
        let count = eraseRowsSequence(rows, into: buffer)
        let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
        let expected = (1...erased).map { "\u{1B}[\($0);1H\u{1B}[2K" }.joined() + "\u{1B}[H"
        #expect(text == expected)
        #expect(count <= eraseCapacity)
    }
}
