import Testing
@testable import TerminalLayout

/// Hostile text (issue #13, item 1): grapheme clusters over the cap are drawn as `�`, and the
/// faster `TextLayout.lines` (early stop at the line limit, whole paragraphs that fit, lines
/// filled in place) gives exactly the lines of the straightforward algorithm it replaced.
struct TextInputCostTests {
    static let marks32 = String(repeating: "\u{301}", count: 32)
    static let marks33 = String(repeating: "\u{301}", count: 33)
    /// © (U+00A9) is an emoji base: 17 of them joined by 16 ZWJs are one cluster of 33 scalars.
    static let copyrightChain = Array(repeating: "©", count: 17).joined(separator: "\u{200D}")

    @Test(arguments: [
        ("e" + String(repeating: "\u{301}", count: 31), "e" + String(repeating: "\u{301}", count: 31)),   // 32 scalars: kept
        ("e" + marks32, "\u{FFFD}"),                         // 33 scalars: replaced
        ("ab" + "e" + marks32 + "cd", "ab\u{FFFD}cd"),      // 33 scalars: replaced
        (marks33, "\u{FFFD}"),                               // marks with no base are one cluster too
        (copyrightChain, "\u{FFFD}"),
        ("👩‍👩‍👧‍👦", "👩‍👩‍👧‍👦"),                          // 7 scalars: kept
        (String(repeating: "漢", count: 1000), String(repeating: "漢", count: 1000)),
        // A control's stand-in is a base: ESC + 31 marks becomes ␛ + 31 marks (32, kept),
        // ESC + 32 marks becomes 33 scalars (replaced), so sanitising twice changes nothing.
        ("\u{1B}" + String(repeating: "\u{301}", count: 31), "␛" + String(repeating: "\u{301}", count: 31)),
        ("\u{1B}" + marks32, "\u{FFFD}"),
        ("x\n" + "e" + marks33 + "\ny", "x\n\u{FFFD}\ny"),
    ] as [(String, String)])
    func clustersOverTheCapAreReplaced(input: String, expected: String) {
        #expect(VisibleText.sanitized(input) == expected)
        #expect(VisibleText.sanitized(VisibleText.sanitized(input)) == expected)
        #expect(VisibleText.sanitizedLine(input) == expected.replacingOccurrences(of: "\n", with: "␊"))
    }

    @Test func theCapIs32Scalars() {
        #expect(VisibleText.maximumClusterScalars == 32)
    }

    @Test func aHugeClusterIsOneReplacementCell() {
        let text = "x " + "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(TextLayout.lines(text, width: nil, maxLines: nil) == ["x \u{FFFD}"])
        #expect(TextLayout.lines(text, width: 2, maxLines: nil) == ["x", "\u{FFFD}"])
    }

    @Test(arguments: [
        // 1,000,000 lines "a": only the first and the start of the rest matter.
        (5 as Int?, 2 as Int?, ["a", "a a…"]),
        (nil, 2, ["a", "…"]),             // ideal width 1: the truncated line keeps 0 columns
        (3, 1, ["a…"]),
        (1, 3, ["a", "a", "…"]),
    ])
    func aMillionLinesWithALimit(width: Int?, maxLines: Int?, expected: [String]) {
        let text = String(repeating: "a\n", count: 1_000_000)
        #expect(TextLayout.lines(text, width: width, maxLines: maxLines) == expected)
    }

    @Test func aMillionLinesWithoutALimitAreAllThere() {
        let lines = TextLayout.lines(String(repeating: "ab\n", count: 1_000_000), width: 80, maxLines: nil)
        #expect(lines.count == 1_000_001)
        #expect(lines.first == "ab" && lines.last == "")
    }

    /// Long texts are remembered (a few of them): asking again gives the same lines, and a
    /// text that differs only in its last character, or another width, is not confused with it.
    @Test func rememberedLinesAreNeverAnotherText() {
        let a = String(repeating: "word ", count: 400) + "a"
        let b = String(repeating: "word ", count: 400) + "b"
        #expect(a.utf8.count >= TextLayout.rememberedBytes)
        // Two words a line (a third would make 14 columns); "a" fits after the last two.
        let first = TextLayout.lines(a, width: 12, maxLines: nil)
        #expect(first.count == 200 && first.last == "word word a")
        #expect(TextLayout.lines(a, width: 12, maxLines: nil) == first)
        #expect(TextLayout.lines(b, width: 12, maxLines: nil).last == "word word b")
        // T3: the second line is the rest cut to 11 columns, plus "…".
        #expect(TextLayout.lines(a, width: 12, maxLines: 2) == ["word word", "word word w…"])
        #expect(TextLayout.lines(a, width: 4, maxLines: nil).count == 401)
        #expect(TextLayout.lines(a, width: 12, maxLines: nil) == TextLayout.computeLines(a, width: 12, maxLines: nil))
    }

    // MARK: Same lines as before

    /// The algorithm before issue #13, kept as the reference.
    enum Reference {
        static func lines(_ string: String, width: Int?, maxLines: Int?) -> [String] {
            if string.isEmpty { return [] }
            let paragraphs = VisibleText.sanitized(string).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let wrapWidth: Int
            var lines: [String] = []
            if let width {
                wrapWidth = Swift.max(1, width)
                for paragraph in paragraphs { wrap(paragraph, width: wrapWidth, into: &lines) }
            } else {
                lines = paragraphs
                wrapWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
            }
            let limit = Swift.max(1, maxLines ?? Int.max)
            guard lines.count > limit else { return lines }
            let rest = lines[(limit - 1)...].joined(separator: " ")
            var kept = Array(lines[..<(limit - 1)])
            kept.append(TextLayout.truncate(rest, to: wrapWidth))
            return kept
        }

        static func wrap(_ paragraph: String, width: Int, into lines: inout [String]) {
            var current: String? = nil
            var currentWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = DisplayWidth.of(word)
                if let line = current {
                    if currentWidth + 1 + wordWidth <= width {
                        current = line + " " + word
                        currentWidth += 1 + wordWidth
                        continue
                    }
                    lines.append(line)
                }
                var chunk = ""
                var chunkWidth = 0
                for character in word {
                    let w = DisplayWidth.of(character)
                    if chunkWidth + w > width && !chunk.isEmpty {
                        lines.append(chunk)
                        chunk = ""
                        chunkWidth = 0
                    }
                    chunk.append(character)
                    chunkWidth += w
                }
                current = chunk
                currentWidth = chunkWidth
            }
            lines.append(current ?? "")
        }
    }

    /// SplitMix64, so that a failing case can be rebuilt from its seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet = ["a", "b", "c", " ", " ", " ", "\n", "\n", "日", "é", "e\u{301}", "\u{301}", "\r\n", "\u{600}", "👩‍👧", "\t", "\u{200B}", "xyz"]

    @Test(arguments: 0..<8)
    func randomTextGivesTheSameLinesAsBefore(seed: UInt64) {
        var generator = Generator(state: seed)
        for _ in 0..<250 {
            let length = Int(generator.next() % 40)
            var text = ""
            for _ in 0..<length { text += Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] }
            for width in [nil, 0, 1, 2, 3, 4, 7, 12] as [Int?] {
                for maxLines in [nil, 0, 1, 2, 3, 6] as [Int?] {
                    let new = TextLayout.lines(text, width: width, maxLines: maxLines)
                    let old = Reference.lines(text, width: width, maxLines: maxLines)
                    #expect(new == old, "seed \(seed): \(text.debugDescription) width \(String(describing: width)) maxLines \(String(describing: maxLines))")
                }
            }
        }
    }
}
