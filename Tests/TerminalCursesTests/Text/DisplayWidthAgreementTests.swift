import CNcurses
import Testing
import TerminalLayout
#if canImport(Glibc)
import Glibc
#endif

/// `DisplayWidth` must agree with glibc `wcwidth` under C.UTF-8 (the tables were
/// generated from it). Two deliberate differences: C0/C1 controls and DEL (where
/// `wcwidth` says -1, or 0 for NUL) count 1, because they are drawn as one-column
/// stand-ins; and other scalars `wcwidth` rejects with -1 (unassigned) count 1.
struct DisplayWidthAgreementTests {
    struct NamedRange: CustomTestStringConvertible, Sendable {
        let name: String
        let range: ClosedRange<UInt32>
        var testDescription: String {
            "\(name) U+\(String(range.lowerBound, radix: 16, uppercase: true))…U+\(String(range.upperBound, radix: 16, uppercase: true))"
        }
    }

    static let ranges: [NamedRange] = [
        .init(name: "ASCII printable", range: 0x20...0x7E),
        .init(name: "Latin-1 Supplement printable", range: 0xA0...0xFF),
        .init(name: "Latin Extended-A", range: 0x100...0x17F),
        .init(name: "Latin Extended-B", range: 0x180...0x24F),
        .init(name: "Latin Extended Additional", range: 0x1E00...0x1EFF),
        .init(name: "Box Drawing", range: 0x2500...0x257F),
        .init(name: "Combining Diacritical Marks", range: 0x300...0x36F),
        .init(name: "Combining Diacritical Marks Supplement", range: 0x1DC0...0x1DFF),
        .init(name: "Combining Marks for Symbols", range: 0x20D0...0x20FF),
        .init(name: "Combining Half Marks", range: 0xFE20...0xFE2F),
        .init(name: "General Punctuation (ZWSP, ZWNJ, ZWJ, marks)", range: 0x2000...0x206F),
        .init(name: "Variation Selectors", range: 0xFE00...0xFE0F),
        .init(name: "Variation Selectors Supplement", range: 0xE0100...0xE01EF),
        .init(name: "Hangul Jamo", range: 0x1100...0x11FF),
        .init(name: "Hangul Syllables", range: 0xAC00...0xD7A3),
        .init(name: "CJK Symbols and Punctuation", range: 0x3000...0x303F),
        .init(name: "Hiragana and Katakana", range: 0x3040...0x30FF),
        .init(name: "CJK Unified Ideographs Extension A", range: 0x3400...0x4DBF),
        .init(name: "CJK Unified Ideographs", range: 0x4E00...0x9FFF),
        .init(name: "Halfwidth and Fullwidth Forms", range: 0xFF00...0xFFEF),
        .init(name: "Miscellaneous Symbols and Pictographs", range: 0x1F300...0x1F5FF),
        .init(name: "Emoticons", range: 0x1F600...0x1F64F),
        .init(name: "Transport and Map Symbols", range: 0x1F680...0x1F6FF),
        .init(name: "Supplemental Symbols and Pictographs", range: 0x1F900...0x1F9FF),
        .init(name: "CJK Unified Ideographs Extension B", range: 0x20000...0x2A6DF),
        .init(name: "every scalar value", range: 0x0...0x10FFFF),
    ]

    /// glibc's answer under C.UTF-8, with controls and -1 read as 1 (see the type's doc comment).
    private static func glibcWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return 1 }
        let width = Int(cn_wcwidth(wchar_t(bitPattern: scalar.value)))
        return width < 0 ? 1 : width
    }

    @Test(arguments: ranges)
    func agreesWithGlibcWcwidth(_ named: NamedRange) throws {
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil, "the C.UTF-8 locale is missing")
        #expect(cn_wcwidth(0x65E5) == 2, "wcwidth is not in UTF-8 mode")   // 日
        var mismatches: [String] = []
        for value in named.range {
            guard let scalar = Unicode.Scalar(value) else { continue }   // surrogates
            let ours = DisplayWidth.of(scalar)
            let glibc = Self.glibcWidth(scalar)
            if ours != glibc && mismatches.count < 10 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): ours \(ours), glibc \(glibc)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "; "))")
    }

    @Test(arguments: [0x00...0x1F, 0x7F...0x9F] as [ClosedRange<UInt32>])
    func controlsCountOneColumnWhereGlibcSaysMinusOneOrZero(_ range: ClosedRange<UInt32>) {
        for value in range {
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 1)
        }
    }

    @Test(arguments: [
        ("❤️", 1), ("👍🏽", 4), ("日本", 4), ("e\u{301}", 1), ("🙂", 2),
    ] as [(String, Int)])
    func stringsAgreeWithWcswidthSums(_ string: String, _ expected: Int) throws {
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        let glibc = string.unicodeScalars.reduce(0) { $0 + Self.glibcWidth($1) }
        #expect(glibc == expected)
        #expect(DisplayWidth.of(string) == expected)
    }
}
