import TerminalLayout
import Testing
@testable import TerminalCanvas

/// The one-word cell: where a grapheme's bytes, its width and its style go, which
/// clusters are interned, and what the bounded tables do when full.
struct PackedCellTests {
    /// Graphemes of 1–4 UTF-8 bytes sit in the word, first byte lowest (bits 0–31, the
    /// length in bits 32–34).
    @Test(arguments: [
        ("a", 0x61 | 1 << 32),                              // 61
        ("\u{E9}", 0xA9_C3 | 2 << 32),                      // é: C3 A9
        ("─", 0x80_94_E2 | 3 << 32),                        // E2 94 80
        ("日", 0xA5_97_E6 | 3 << 32),                        // E6 97 A5
        ("e\u{301}", 0x81_CC_65 | 3 << 32),                 // 65 CC 81: two scalars, one cluster
        ("🙂", 0x82_99_9F_F0 | 4 << 32),                     // F0 9F 99 82
    ] as [(String, UInt64)])
    func shortGraphemesAreInline(_ text: String, _ packed: UInt64) {
        #expect(GraphemeStore.pack(Character(text)) == packed)
        #expect(GraphemeStore.unpack(packed) == Character(text))
        #expect(GraphemeStore.utf8Count(packed) == text.utf8.count)
    }

    /// Graphemes of 5 bytes or more are interned (length 7): the same cluster gets the same
    /// index again and comes back whole.
    @Test(arguments: [
        ("e\u{301}\u{302}", 5),
        ("❤️", 6),                                           // U+2764 U+FE0F
        ("🇫🇷", 8),                                          // two regional indicators
        ("👩🏽‍🚀", 15),
    ])
    func longGraphemesAreInterned(_ text: String, _ bytes: Int) throws {
        #expect(text.utf8.count == bytes)
        let packed = try #require(GraphemeStore.pack(Character(text)))
        #expect(GraphemeStore.length(packed) == GraphemeStore.internedLength)
        #expect(GraphemeStore.pack(Character(text)) == packed)
        #expect(GraphemeStore.unpack(packed) == Character(text))
        #expect(GraphemeStore.utf8Count(packed) == bytes)
        #expect(Cell(Character(text)).character == Character(text))
    }

    /// A cluster over 128 bytes is not interned: the cell holds a stand-in of the same
    /// width (U+FFFD for one column, U+3013 for two), so the row's columns do not move.
    @Test(arguments: [
        ("e", 63, 127, "e", 1),                              // 1 + 63 × 2 bytes: interned
        ("e", 64, 129, "\u{FFFD}", 1),                       // 1 + 64 × 2: too long
        ("🙂", 62, 128, "🙂", 2),                             // 4 + 62 × 2: interned
        ("日", 63, 129, "\u{3013}", 2),                       // 3 + 63 × 2: too long
    ] as [(String, Int, Int, String, Int)])
    func clustersOverTheLimitAreReplaced(_ base: String, _ marks: Int, _ bytes: Int, _ shown: String, _ width: Int) {
        let text = base + String(repeating: "\u{301}", count: marks)
        #expect(text.count == 1 && text.utf8.count == bytes)
        let cell = Cell(Character(text))
        #expect(cell.width == width)
        #expect(cell.character == (shown == base ? Character(text) : Character(shown)))
    }

    /// The stand-ins are as wide as what they replace.
    @Test(arguments: [(1, "\u{FFFD}"), (2, "\u{3013}")] as [(UInt64, String)])
    func replacementsHaveTheirWidth(_ columns: UInt64, _ text: String) {
        #expect(GraphemeStore.replacement(columns: columns) == GraphemeStore.pack(Character(text)))
        #expect(DisplayWidth.of(Character(text)) == Int(columns))
    }

    /// A full table answers `nil` for a new value and keeps answering for the values it has.
    @Test func aFullTableTakesNoNewValues() {
        let table = InternTable<String>(capacity: 2)
        let interned: UInt64 = 7 << 32
        #expect(GraphemeStore.pack("❤️", in: table) == interned | 0)
        #expect(GraphemeStore.pack("🇫🇷", in: table) == interned | 1)
        #expect(GraphemeStore.pack("🇩🇪", in: table) == nil)
        #expect(GraphemeStore.pack("❤️", in: table) == interned | 0)
        #expect(GraphemeStore.pack("a", in: table) == 0x61 | 1 << 32)   // inline needs no table
        #expect(table.count == 2 && table[1] == "🇫🇷")
    }

    /// Styles without RGB are packed in place: each colour a 2-bit kind and a byte, then
    /// bold, dim, reverse; the plain style is 0.
    @Test(arguments: [
        (CellStyle.plain, 0),
        (CellStyle(foreground: .ansi(1)), 0x101 << 37),
        (CellStyle(background: .palette(17)), 0x211 << 47),
        (CellStyle(foreground: .palette(255), background: .ansi(0), bold: true), (0x2FF | 0x100 << 10 | 1 << 20) << 37),
        (CellStyle(dim: true, reverse: true), 0b110 << 57),
    ] as [(CellStyle, UInt64)])
    func stylesWithoutRGBArePackedInPlace(_ style: CellStyle, _ packed: UInt64) {
        #expect(PackedStyle.pack(style) == packed)
        #expect(PackedStyle.unpack(packed) == style)
        #expect(packed & PackedStyle.internedFlag == 0)
    }

    /// A style with an RGB colour interns its colour pair (bit 63 and an index); the
    /// attributes stay inline, so styles that differ only in them share the pair.
    @Test(arguments: [
        CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3)),
        CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3), bold: true, reverse: true),
        CellStyle(foreground: .ansi(2), background: .rgb(red: 200, green: 0, blue: 9), dim: true),
        CellStyle(foreground: .rgb(red: 0, green: 0, blue: 0), background: .rgb(red: 255, green: 255, blue: 255)),
    ])
    func rgbStylesInternTheirColours(_ style: CellStyle) {
        let packed = PackedStyle.pack(style)
        #expect(packed & PackedStyle.internedFlag != 0)
        #expect(packed & ~PackedStyle.mask == 0)
        #expect(packed & ~(PackedStyle.colorMask | PackedStyle.attributeMask | PackedStyle.internedFlag) == 0)
        #expect(PackedStyle.pack(style) == packed)
        #expect(PackedStyle.unpack(packed) == style)
        #expect(PackedStyle.attributes(packed) == PackedStyle.pack(CellStyle(bold: style.bold, dim: style.dim, reverse: style.reverse)))
        var plainer = style
        plainer.bold.toggle()
        #expect(PackedStyle.pack(plainer) & PackedStyle.colorMask == packed & PackedStyle.colorMask)
    }

    /// Once the table is full, a new RGB pair is packed in place with each RGB colour as
    /// its nearest palette entry; the pairs already in the table stay interned.
    @Test(arguments: [
        (CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0)), CellStyle(foreground: .palette(196))),
        (CellStyle(background: .rgb(red: 0, green: 0, blue: 255), bold: true), CellStyle(background: .palette(21), bold: true)),
        (CellStyle(foreground: .ansi(3), background: .rgb(red: 128, green: 128, blue: 128)),
         CellStyle(foreground: .ansi(3), background: .palette(244))),
    ])
    func aFullColourTableFallsBackToThePalette(_ style: CellStyle, _ fallback: CellStyle) {
        let table = InternTable<UInt64>(capacity: 1)
        let first = CellStyle(foreground: .rgb(red: 9, green: 9, blue: 9))
        #expect(PackedStyle.packColors(first, in: table) == PackedStyle.internedFlag)   // index 0
        let attributes = PackedStyle.pack(CellStyle(bold: style.bold, dim: style.dim, reverse: style.reverse))
        #expect(PackedStyle.packColors(style, in: table) | attributes == PackedStyle.pack(fallback))
        #expect(PackedStyle.packColors(first, in: table) == PackedStyle.internedFlag)
    }

    /// The palette entry the fallback keeps is what a terminal is sent for the RGB colour,
    /// whatever its number of colours: the frames do not change.
    @Test(arguments: [0, 8, 16, 256])
    func theFallbackDrawsAsTheRGBColour(_ colors: Int) {
        for (r, g, b) in [(255, 0, 0), (0, 0, 255), (128, 128, 128), (1, 2, 3), (250, 250, 250), (95, 135, 175)] as [(UInt8, UInt8, UInt8)] {
            let rgb = TerminalColor.rgb(red: r, green: g, blue: b)
            let palette = TerminalColor.palette(UInt8(rgb.paletteIndex!))
            #expect(rgb.index(forTerminalWith: colors) == palette.index(forTerminalWith: colors))
        }
    }

    /// Cells are equal exactly when their bytes, width and style are: packed in place or
    /// interned, the comparison is one word.
    @Test(arguments: [
        (Cell("a"), Cell("a"), true),
        (Cell("a", style: CellStyle(foreground: .red)), Cell("a", style: CellStyle(foreground: .green)), false),
        (Cell("a", style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3))),
         Cell("a", style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3))), true),
        (Cell("a", style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3))),
         Cell("a", style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 4))), false),
        (Cell("a", style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3))),
         Cell("a", style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3), bold: true)), false),
        (Cell("e\u{301}"), Cell("\u{E9}"), false),           // the same text, other bytes
        (Cell("🇫🇷"), Cell("🇫🇷"), true),
        (Cell("🇫🇷"), Cell("🇩🇪"), false),
        (Cell.continuation(style: .plain), Cell.continuation(style: .plain), true),
        (Cell.continuation(style: .plain), Cell(" "), false),
    ])
    func equalityIsTheWord(_ a: Cell, _ b: Cell, _ equal: Bool) {
        #expect((a == b) == equal)
        #expect((a.word == b.word) == equal)
        if equal { #expect(a.hashValue == b.hashValue) }
    }

    /// The diff of two one-row canvases that differ in the cell at column 1: nothing when
    /// the cells are equal, the cell's column, or both columns of a wide character.
    @Test(arguments: [
        ("a", "a", CellStyle.plain, [Range<Int>]()),
        ("a", "b", .plain, [1..<2]),
        ("a", "a", CellStyle(foreground: .rgb(red: 0, green: 128, blue: 0)), [1..<2]),
        ("🇫🇷", "🇫🇷", .plain, []),
        ("🇫🇷", "🇩🇪", .plain, [1..<3]),
        ("日", "月", .plain, [1..<3]),
        ("日", "a", .plain, [1..<3]),                           // the continuation becomes a space
    ])
    func diffFollowsCellEquality(_ old: String, _ new: String, _ newStyle: CellStyle, _ spans: [Range<Int>]) {
        var before = Canvas(width: 4, height: 1)
        before.drawText(old, x: 1, y: 0)
        var after = Canvas(width: 4, height: 1)
        after.drawText(new, x: 1, y: 0, style: newStyle)
        #expect(after.diff(from: before).spans.map(\.columns) == spans)
        #expect((after == before) == spans.isEmpty)
    }

    /// The fields of a cell do not overlap: changing one leaves the others.
    @Test(arguments: [
        CellStyle.plain, CellStyle(foreground: .palette(255), background: .palette(255), bold: true, dim: true, reverse: true),
        CellStyle(background: .rgb(red: 255, green: 255, blue: 255), dim: true),
    ])
    func fieldsAreIndependent(_ style: CellStyle) {
        var cell = Cell("🙂", style: style)
        #expect(cell.width == 2 && cell.character == "🙂" && cell.style == style)
        cell.width = 1
        #expect(cell.width == 1 && cell.character == "🙂" && cell.style == style)
        cell.style = .plain
        #expect(cell.width == 1 && cell.character == "🙂" && cell.style == .plain)
        cell.style = style
        cell.content = .continuation
        #expect(cell.isContinuation && cell.width == 0 && cell.style == style)
    }
}
