import Testing
import TerminalLayout

struct VisibleTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("日本語 🙂", "日本語 🙂"),
        ("\u{1B}[31mred", "␛[31mred"),
        ("\u{07}", "␇"),
        ("a\u{9B}b", "a\u{FFFD}b"),
        ("\u{00}", "␀"),
        ("tab\there", "tab␉here"),
        ("cr\r", "cr␍"),
        ("del\u{7F}", "del␡"),
        ("\u{1F}", "␟"),
        ("\u{80}\u{9F}", "\u{FFFD}\u{FFFD}"),
        ("\u{A0}", "\u{A0}"),                 // no-break space is printable, kept
        ("two\nlines", "two\nlines"),         // sanitized keeps \n
        ("\r\n", "␍\n"),
    ] as [(String, String)])
    func sanitized(_ input: String, _ expected: String) {
        #expect(VisibleText.sanitized(input) == expected)
    }

    @Test(arguments: [
        ("two\nlines", "two␊lines"),
        ("\u{1B}[31mred\n", "␛[31mred␊"),
        ("a\u{9B}b", "a\u{FFFD}b"),
        ("plain", "plain"),
    ] as [(String, String)])
    func sanitizedLine(_ input: String, _ expected: String) {
        #expect(VisibleText.sanitizedLine(input) == expected)
    }

    @Test func noControlScalarSurvives() {
        let everyControl = String(String.UnicodeScalarView(
            (0x00...0x1F).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0x7F)!] + (0x80...0x9F).map { Unicode.Scalar($0)! }))
        let line = VisibleText.sanitizedLine(everyControl)
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(line.unicodeScalars.count == 65)
        let text = VisibleText.sanitized(everyControl)
        #expect(text.unicodeScalars.filter { $0.properties.generalCategory == .control } == ["\n"])
    }

    @Test(arguments: ["\u{1B}[31mred", "\u{07}", "a\u{9B}b", "x\ty\u{7F}"])
    func widthIsUnchangedBySanitizing(_ input: String) {
        // Every control counts 1 column and its stand-in is 1 column too.
        #expect(DisplayWidth.of(VisibleText.sanitizedLine(input)) == DisplayWidth.of(input))
    }
}
