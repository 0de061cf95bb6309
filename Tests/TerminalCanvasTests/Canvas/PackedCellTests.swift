import TerminalLayout
import Testing
@testable import TerminalCanvas

/// The one-word cell: where a grapheme's bytes, its width and its style go, and which
/// styles and clusters are interned.
struct PackedCellTests {
    /// Graphemes of up to 4 UTF-8 bytes sit in the word (bits 0–31, length in 32–34);
    /// longer ones are interned (length 7).
    @Test(arguments: [
        ("a", 0x61 | 1 << 32),
        ("─", 0x80_94_E2 | 3 << 32),                       // E2 94 80
        ("日", 0xA5_97_E6 | 3 << 32),                       // E6 97 A5
        ("🙂", 0x82_99_9F_F0 | 4 << 32),                    // F0 9F 99 82
        ("e\u{301}", 0x81_CC_65 | 3 << 32),                 // 65 CC 81
    ] as [(String, UInt64)])
    func shortGraphemesAreInline(_ text: String, _ packed: UInt64) {
        #expect(GraphemeStore.pack(Character(text)) == packed)
    }

    @Test(arguments: ["❤️", "e\u{301}\u{302}", "👩🏽‍🚀"])   // 6, 5 and 15 bytes
    func longGraphemesAreInterned(_ text: String) {
        let packed = GraphemeStore.pack(Character(text))
        #expect(GraphemeStore.length(packed) == GraphemeStore.internedLength)
        #expect(GraphemeStore.pack(Character(text)) == packed)   // the same index again
        #expect(GraphemeStore.unpack(packed) == Character(text))
        #expect(GraphemeStore.utf8Count(packed) == text.utf8.count)
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

    /// A style with an RGB colour is interned: the same style gives the same bits, another
    /// style other bits, and the attributes alone come out as a style packed in place.
    @Test func rgbStylesAreInterned() {
        let style = CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3), bold: true, reverse: true)
        let other = CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3), background: .rgb(red: 0, green: 0, blue: 0))
        let packed = PackedStyle.pack(style)
        #expect(packed & PackedStyle.internedFlag != 0)
        #expect(packed & ~PackedStyle.mask == 0)
        #expect(PackedStyle.pack(style) == packed)
        #expect(PackedStyle.pack(other) != packed)
        #expect(PackedStyle.unpack(packed) == style)
        #expect(PackedStyle.attributes(packed) == PackedStyle.pack(CellStyle(bold: true, reverse: true)))
        #expect(Cell("x", style: style) == Cell("x", style: style))
        #expect(Cell("x", style: style) != Cell("x", style: other))
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
