import TerminalLayout
import Testing
@testable import TerminalCanvas

/// `Cell`: the inline grapheme storage and the width shortcut.
struct CellTests {
    /// The scalars `Cell.isNarrowByRange` answers for without measuring must be the ones
    /// `DisplayWidth` measures as one column.
    @Test(arguments: [0x20...0x7E, 0x2500...0x259F])
    func narrowByRangeAgreesWithDisplayWidth(_ range: ClosedRange<UInt32>) {
        for value in range {
            let character = Character(Unicode.Scalar(value)!)
            #expect(Cell.isNarrowByRange(character), "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(character) == 1, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: ["\u{1F}", "\u{7F}", "e\u{301}", "日", "─\u{301}", "\u{25A0}", "\u{2460}"])
    func otherCharactersAreMeasured(_ text: String) {
        #expect(!Cell.isNarrowByRange(Character(text)))
    }

    /// Up to 4 UTF-8 bytes inline, longer clusters interned: either way the character
    /// and its width come back unchanged.
    @Test(arguments: ["a", " ", "─", "日", "🙂", "e\u{301}", "❤️", "e\u{301}\u{302}", "👨‍👩‍👧", "👩🏽‍🚀", "🏳️‍🌈"])
    func characterRoundTrips(_ text: String) {
        let character = Character(text)
        let cell = Cell(character, style: CellStyle(foreground: .red))
        #expect(cell.character == character)
        #expect(cell.content == .character(character))
        #expect(cell.utf8Count == text.utf8.count)
        #expect(cell.withUTF8 { Array($0) } == Array(text.utf8))
        #expect(cell == Cell(character, style: CellStyle(foreground: .red)))
        #expect(cell.width == min(2, max(1, DisplayWidth.of(character))))
    }

    /// One word, no padding: equal cells are equal bytes, which the canvas diff relies on
    /// to skip rows.
    @Test func cellIsEightBytesWithoutPadding() {
        #expect(MemoryLayout<Cell>.size == 8)
        #expect(MemoryLayout<Cell>.stride == 8)
    }

    /// Every kind of colour and attribute survives packing.
    @Test(arguments: [
        CellStyle.plain, CellStyle(foreground: .ansi(15), background: .ansi(0)),
        CellStyle(foreground: .ansi(200)),   // kept as given (index() masks it when drawn)
        CellStyle(foreground: .palette(255), background: .palette(16), bold: true),
        CellStyle(foreground: .rgb(red: 255, green: 128, blue: 1), background: .rgb(red: 0, green: 0, blue: 0),
                  bold: true, dim: true, reverse: true),
        CellStyle(background: .red, dim: true), CellStyle(reverse: true),
    ])
    func stylesRoundTrip(_ style: CellStyle) {
        var cell = Cell("日", style: style)
        #expect(cell.style == style)
        #expect(cell.width == 2)
        cell.style = .plain
        #expect(cell.style == .plain && cell.width == 2 && cell.character == "日")
        #expect(Cell.continuation(style: style).style == style)
    }

    /// Two canvases drawn the same way are equal byte for byte, row by row.
    @Test func equalRowsAreBitwiseEqual() {
        func draw() -> Canvas {
            var canvas = Canvas(width: 30, height: 4)
            canvas.drawBox(CellRect(x: 1, y: 0, width: 12, height: 4), border: .rounded, label: "日本 #1",
                           style: CellStyle(foreground: .ansi(3), background: .palette(17), bold: true))
            canvas.drawText("x─y", x: 16, y: 1, style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3)))
            return canvas
        }
        let (a, b) = (draw(), draw())
        for y in 0..<a.height { #expect(a.rowIsBitwiseEqual(y, to: b), "row \(y)") }
    }

    @Test func continuationHasNoCharacter() {
        let cell = Cell.continuation(style: .plain)
        #expect(cell.isContinuation && cell.character == nil && cell.width == 0 && cell.content == .continuation)
        #expect(cell != Cell.blank)
    }

    @Test func settingContentKeepsTheStyle() {
        var cell = Cell("a", style: CellStyle(bold: true))
        cell.content = .character("日")
        #expect(cell == Cell("日", style: CellStyle(bold: true)))
        cell.content = .continuation
        #expect(cell == Cell.continuation(style: CellStyle(bold: true)))
    }
}
