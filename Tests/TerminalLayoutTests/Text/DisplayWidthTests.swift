import Testing
import TerminalLayout

/// Hand-checkable display widths; the exhaustive agreement with glibc `wcwidth` lives in
/// `TerminalRendererTests/Text/DisplayWidthAgreementTests.swift`.
struct DisplayWidthTests {
    struct ScalarCase: CustomTestStringConvertible, Sendable {
        let name: String
        let scalar: Unicode.Scalar
        let width: Int
        var testDescription: String { "\(name) U+\(String(scalar.value, radix: 16, uppercase: true)) = \(width)" }
    }

    static let scalarCases: [ScalarCase] = [
        .init(name: "letter a", scalar: "a", width: 1),
        .init(name: "space", scalar: " ", width: 1),
        .init(name: "tilde", scalar: "~", width: 1),
        .init(name: "NUL drawn as ␀", scalar: "\u{00}", width: 1),
        .init(name: "ESC drawn as ␛", scalar: "\u{1B}", width: 1),
        .init(name: "newline", scalar: "\n", width: 1),
        .init(name: "DEL drawn as ␡", scalar: "\u{7F}", width: 1),
        .init(name: "C1 CSI drawn as �", scalar: "\u{9B}", width: 1),
        .init(name: "e acute", scalar: "é", width: 1),
        .init(name: "soft hyphen", scalar: "\u{AD}", width: 1),
        .init(name: "Latin Extended-A Ł", scalar: "Ł", width: 1),
        .init(name: "light horizontal", scalar: "─", width: 1),
        .init(name: "heavy corner", scalar: "┏", width: 1),
        .init(name: "double corner", scalar: "╝", width: 1),
        .init(name: "rounded corner", scalar: "╭", width: 1),
        .init(name: "combining acute", scalar: "\u{301}", width: 0),
        .init(name: "ZWJ", scalar: "\u{200D}", width: 0),
        .init(name: "ZWNJ", scalar: "\u{200C}", width: 0),
        .init(name: "zero width space", scalar: "\u{200B}", width: 0),
        .init(name: "VS16", scalar: "\u{FE0F}", width: 0),
        .init(name: "VS15", scalar: "\u{FE0E}", width: 0),
        .init(name: "CJK 日", scalar: "日", width: 2),
        .init(name: "CJK 本", scalar: "本", width: 2),
        .init(name: "Hiragana あ", scalar: "あ", width: 2),
        .init(name: "Hangul 한", scalar: "한", width: 2),
        .init(name: "Hangul jamo ᄀ", scalar: "\u{1100}", width: 2),
        .init(name: "fullwidth Ａ", scalar: "Ａ", width: 2),
        .init(name: "ideographic space", scalar: "\u{3000}", width: 2),
        .init(name: "halfwidth katakana ｱ", scalar: "ｱ", width: 1),
        .init(name: "slightly smiling face", scalar: "🙂", width: 2),
        .init(name: "thumbs up", scalar: "👍", width: 2),
        .init(name: "skin tone modifier", scalar: "\u{1F3FD}", width: 2),
        .init(name: "heavy black heart (text presentation)", scalar: "❤", width: 1),
        .init(name: "CJK Extension B 𠀀", scalar: "\u{20000}", width: 2),
        .init(name: "private use", scalar: "\u{E000}", width: 1),
    ]

    @Test(arguments: scalarCases)
    func scalarWidth(_ c: ScalarCase) {
        #expect(DisplayWidth.of(c.scalar) == c.width)
    }

    @Test(arguments: [
        ("a", 1),
        ("日", 2),
        ("e\u{301}", 1),      // e + combining acute, one cluster
        ("❤️", 1),            // U+2764 U+FE0F: 1 + 0
        ("👍🏽", 4),            // thumbs up + skin tone: 2 + 2
        ("👨‍👩‍👧", 6),         // 2 + 0 + 2 + 0 + 2
        ("\r\n", 2),          // one cluster of two controls
    ] as [(Character, Int)])
    func characterWidth(_ character: Character, _ width: Int) {
        #expect(DisplayWidth.of(character) == width)
    }

    @Test(arguments: [
        ("", 0),
        ("Hello", 5),
        ("日本語", 6),
        ("Box 日本", 8),
        ("한국어 OK", 9),
        ("\u{1B}[31mred", 8),  // ESC counts 1 (drawn as ␛)
        ("a\u{200B}b", 2),
        ("ＡＢ", 4),
    ] as [(String, Int)])
    func stringWidth(_ string: String, _ width: Int) {
        #expect(DisplayWidth.of(string) == width)
        #expect(DisplayWidth.of(string[...]) == width)
    }
}
