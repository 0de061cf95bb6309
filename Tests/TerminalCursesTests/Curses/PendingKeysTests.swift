import CNcurses
import Testing
@testable import TerminalCanvas
@testable import TerminalCurses

/// ``PendingKeys``: the keys ``QuitWatcher`` read during a slow frame, handed out in order,
/// however many (curses' `ungetch` FIFO held 137 and lost the rest of a longer paste).
struct PendingKeysTests {
    /// Everything `next()` answers until the queue is empty.
    static func drain(_ queue: inout PendingKeys) -> [PendingKeys.Next] {
        var result: [PendingKeys.Next] = []
        while let next = queue.next() { result.append(next) }
        #expect(queue.isEmpty)
        return result
    }

    static func units(_ text: String) -> [Int32] { text.utf8.map { Int32($0) } }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let units: [Int32]
        let expected: [PendingKeys.Next]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ASCII", units: units("ab]"), expected: [.key(.character("a")), .key(.character("b")), .key(.character("]"))]),
        Case(name: "controls", units: [9, 13, 10, 27, 127], expected: [.key(.tab), .key(.enter), .key(.enter), .key(.escape), .key(.backspace)]),
        // é is C3 A9, 漢 E6 BC A2, 👩 F0 9F 91 A9: one key each, as wget_wch joins them.
        Case(name: "UTF-8", units: units("é漢👩"), expected: [.key(.character("é")), .key(.character("漢")), .key(.character("👩"))]),
        // Key codes (escape sequences decoded by QuitWatcher.keyUnits) between bytes.
        Case(name: "key codes", units: [KEY_UP, 0x61, KEY_NPAGE, cn_key_f(5)],
             expected: [.key(.up), .key(.character("a")), .key(.pageDown), .key(.function(5))]),
        // The start of 漢 whose last byte is still in the terminal: given to curses to join.
        Case(name: "cut-off character", units: units("a") + [0xE6, 0xBC],
             expected: [.key(.character("a")), .incomplete([0xE6, 0xBC])]),
        // Bytes that cannot be UTF-8: a stray continuation, a lead byte followed by ASCII,
        // an overlong form (C0 80), an encoded surrogate (ED A0 80): each lead byte unknown.
        Case(name: "stray continuation", units: [0x80, 0x61], expected: [.key(.unknown(0x80)), .key(.character("a"))]),
        Case(name: "lead then ASCII", units: [0xC3, 0x61], expected: [.key(.unknown(0xC3)), .key(.character("a"))]),
        Case(name: "overlong", units: [0xC0, 0x80], expected: [.key(.unknown(0xC0)), .key(.unknown(0x80))]),
        Case(name: "surrogate", units: [0xED, 0xA0, 0x80, 0x62],
             expected: [.key(.unknown(0xED)), .key(.unknown(0xA0)), .key(.unknown(0x80)), .key(.character("b"))]),
        // A key code inside a character: the lead byte alone is unknown, the key is kept.
        Case(name: "key code inside a character", units: [0xC3, KEY_UP, 0xA9],
             expected: [.key(.unknown(0xC3)), .key(.up), .key(.unknown(0xA9))]),
    ]

    @Test(arguments: cases)
    func decodesLikeCurses(_ c: Case) {
        var queue = PendingKeys()
        queue.append(c.units)
        #expect(queue.count == c.units.count)
        #expect(Self.drain(&queue) == c.expected)
    }

    /// 10,000 keys — far more than ncurses' FIFO of 137 — come out all, in order, with
    /// appends between reads.
    @Test func keepsEveryKeyOfALongPaste() {
        let text = String(repeating: "xé漢]", count: 2_500)
        var queue = PendingKeys()
        var keys: [KeyEvent] = []
        let units = Self.units(text)
        for start in stride(from: 0, to: units.count, by: 1_000) {
            queue.append(Array(units[start..<min(start + 1_000, units.count)]))
            // Read some, leaving the rest for after the next append (chunks cut characters;
            // a cut one is whole once its rest is appended).
            for _ in 0..<100 {
                if case .key(let key)? = queue.next() { keys.append(key) }
            }
        }
        for next in Self.drain(&queue) {
            if case .key(let key) = next { keys.append(key) }
        }
        #expect(keys.count == 10_000)
        #expect(keys == text.map { KeyEvent.character($0) })
    }

    @Test func emptyQueueAnswersNil() {
        var queue = PendingKeys()
        #expect(queue.next() == nil)
        queue.append([0x61])
        #expect(queue.next() == .key(.character("a")))
        #expect(queue.next() == nil)
        #expect(queue.isEmpty && queue.count == 0)
    }
}
