import TerminalLayout
import Testing
@testable import TerminalCanvas

struct CanvasTextTests {
    private func line(width: Int, _ body: (inout Canvas) -> Void) -> String {
        var canvas = Canvas(width: width, height: 1)
        body(&canvas)
        CanvasInvariants.check(canvas)
        return canvas.lines[0]
    }

    @Test(arguments: [
        // text, maxColumns, expected line on a 10-column canvas
        ("Hello", nil, "Hello     "),
        ("Hello", 5, "Hello     "),
        ("Hello", 4, "Hel…      "),
        ("Hello", 1, "…         "),
        ("Hello", 0, "          "),
        ("日本語です", 6, "日本…     "),
        ("日本語です", 5, "日本…     "),
        ("日本語です", 4, "日…       "),
        ("a日本", 4, "a日…      "),
        ("Hello, world!", nil, "Hello, wor"),
    ] as [(String, Int?, String)])
    func truncatesByColumnsWithEllipsis(_ text: String, _ maxColumns: Int?, _ expected: String) {
        #expect(line(width: 10) { $0.drawText(text, x: 0, y: 0, maxColumns: maxColumns) } == expected)
    }

    @Test func returnsTheColumnsTheTextSpans() {
        var canvas = Canvas(width: 4, height: 1)
        #expect(canvas.drawText("日本語", x: 0, y: 0) == 6)
        #expect(canvas.drawText("日本語", x: 0, y: 0, maxColumns: 4) == 3)
        #expect(Canvas.columns(of: "日本語", maxColumns: 4) == 3)
    }

    @Test(arguments: [
        // x where "日本" starts on a 5-column canvas
        (0, "日本 "),
        (1, " 日本"),
        (2, "  日 "),     // 本 would straddle the right canvas edge: a space
        (4, "     "),     // 日 straddles the edge
        (-1, " 本  "),    // 日 straddles the left edge: a space in column 0
    ] as [(Int, String)])
    func wideCharactersAtTheCanvasEdge(_ x: Int, _ expected: String) {
        #expect(line(width: 5) { $0.drawText("日本", x: x, y: 0) } == expected)
    }

    @Test(arguments: [
        // clip x, clip width, expected line when "日本語" is drawn at 0 on a dotted 8-column canvas
        (0, 6, "日本語.."),
        (0, 5, "日本 ..."),
        (1, 4, ". 本 ..."),
        (2, 2, "..本...."),
        (1, 1, ". ......"),
    ] as [(Int, Int, String)])
    func wideCharactersAtTheClipEdge(_ clipX: Int, _ clipWidth: Int, _ expected: String) {
        let result = line(width: 8) {
            $0.drawText("........", x: 0, y: 0)
            $0.drawText("日本語", x: 0, y: 0, clip: CellRect(x: clipX, y: 0, width: clipWidth, height: 1))
        }
        #expect(result == expected)
    }

    @Test(arguments: [
        // overwrite "日本語" (at 0) with "x" at column …
        (0, "x 本語"),
        (1, " x本語"),
        (2, "日x 語"),
        (3, "日 x語"),
        (5, "日本 x"),
    ] as [(Int, String)])
    func overwritingHalfOfAWideCharacterClearsTheOtherHalf(_ x: Int, _ expected: String) {
        #expect(line(width: 6) {
            $0.drawText("日本語", x: 0, y: 0)
            $0.drawText("x", x: x, y: 0)
        } == expected)
    }

    @Test func wideOverWideAtAnOffsetLeavesNoOrphans() {
        #expect(line(width: 6) {
            $0.drawText("日本語", x: 0, y: 0)
            $0.drawText("한", x: 1, y: 0)
        } == " 한 語")
    }

    @Test func aCellWhoseOtherHalfIsOutsideTheClipIsLeftAlone() {
        let result = line(width: 6) {
            $0.drawText("日本語", x: 0, y: 0)
            // The clip starts in the middle of 本: its right half cannot be cleared
            // without touching column 2, so column 3 keeps 本.
            $0.drawText("xyz", x: 3, y: 0, clip: CellRect(x: 3, y: 0, width: 3, height: 1))
        }
        #expect(result == "日本yz")
    }

    @Test func fillClearsWideCharactersItCuts() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.drawText("日本語", x: 0, y: 0)
        canvas.drawText("日本語", x: 0, y: 1)
        canvas.fill(CellRect(x: 1, y: 0, width: 2, height: 1), style: .plain)
        canvas.fill(CellRect(x: 3, y: 1, width: 3, height: 1), style: .plain, clip: CellRect(x: 4, y: 1, width: 2, height: 1))
        CanvasInvariants.check(canvas)
        #expect(canvas.lines == ["    語", "日本  "])
    }

    @Test(arguments: [
        ("e\u{301}x", "e\u{301}x  "),        // combining mark stays with its base
        ("\u{301}x", "x   "),               // a combining mark with no base draws nothing
        ("a\u{200B}b", "ab  "),              // zero width space draws nothing
        ("❤️!", "❤️!  "),                    // U+2764 U+FE0F is one 1-column cell
        ("👍🏽", "👍🏽"),                      // 4 columns: thumbs up, then the skin tone
        ("\u{1B}[1m", "␛[1m"),
    ] as [(String, String)])
    func clustersBecomeTerminalCells(_ text: String, _ expected: String) {
        #expect(line(width: 4) { $0.drawText(text, x: 0, y: 0) } == expected)
    }

    @Test func zwjSequencesAreDrawnAsTheirSeparateEmoji() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.drawText("👨‍👩‍👧", x: 0, y: 0)
        CanvasInvariants.check(canvas)
        #expect(canvas.lines == ["👨👩👧"])
        #expect(canvas[x: 0, y: 0].character == "👨")
        #expect(canvas[x: 2, y: 0].character == "👩")
        #expect(canvas[x: 4, y: 0].character == "👧")
    }

    @Test func textKeepsItsStyle() {
        var canvas = Canvas(width: 3, height: 1)
        let red = CellStyle(foreground: .red, bold: true)
        canvas.drawText("日a", x: 0, y: 0, style: red)
        #expect(canvas[x: 0, y: 0] == Cell("日", style: red))
        #expect(canvas[x: 1, y: 0] == .continuation(style: red))
        #expect(canvas[x: 2, y: 0].style == red)
    }

    @Test func rowsOutsideTheCanvasOrClipAreIgnored() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.drawText("abc", x: 0, y: -1)
        canvas.drawText("abc", x: 0, y: 2)
        canvas.drawText("abc", x: 0, y: 1, clip: CellRect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas.lines == ["   ", "   "])
    }
}
