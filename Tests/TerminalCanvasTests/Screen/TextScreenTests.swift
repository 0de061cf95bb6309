import Testing
import TerminalCanvas

struct TextScreenTests {
    @Test func startsBlankAtItsSize() {
        let screen = TextScreen(size: CellSize(columns: 3, rows: 2))
        #expect(screen.lines == ["   ", "   "])
        #expect(screen.text == "   \n   ")
        #expect(screen.presentCount == 0)
    }

    @Test func keepsThePresentedFrame() {
        var screen = TextScreen(size: CellSize(columns: 10, rows: 3))
        var canvas = Canvas(size: screen.size)
        canvas.drawBox(canvas.bounds, border: .rounded, label: "日本")
        screen.present(canvas)
        #expect(screen.text == """
        ╭─ 日本 ─╮
        │        │
        ╰────────╯
        """)
        #expect(screen.presentCount == 1)
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 1), (1, 2)])
    func tinySizes(_ columns: Int, _ rows: Int) {
        var screen = TextScreen(size: CellSize(columns: columns, rows: rows))
        var canvas = Canvas(size: screen.size)
        canvas.drawBox(canvas.bounds, label: "Label")
        screen.present(canvas)
        let expected: [String] = switch (columns, rows) {
        case (0, 0): []
        case (1, 1): ["…"]
        case (2, 1): ["L…"]
        default: ["…", " "]
        }
        #expect(screen.lines == expected)
    }

    @Test func cutsOrPadsCanvasesOfAnotherSize() {
        var screen = TextScreen(size: CellSize(columns: 3, rows: 2))
        var wide = Canvas(width: 5, height: 1)
        wide.drawText("ab日", x: 0, y: 0)
        screen.present(wide)
        #expect(screen.lines == ["ab ", "   "])   // 日 would cross the right edge
        var small = Canvas(width: 1, height: 1)
        small.drawText("z", x: 0, y: 0)
        screen.present(small)
        #expect(screen.lines == ["z  ", "   "])
    }

    @Test func ansiLinesCarryStyles() {
        var screen = TextScreen(size: CellSize(columns: 5, rows: 1))
        var canvas = Canvas(size: screen.size)
        canvas.drawText("ab", x: 0, y: 0, style: CellStyle(foreground: .red, bold: true))
        canvas.drawText("c", x: 2, y: 0)
        canvas.drawText("d", x: 3, y: 0, style: CellStyle(background: .palette(200), reverse: true))
        screen.present(canvas)
        #expect(screen.ansiLines == ["\u{1B}[0;1;31mab\u{1B}[0mc\u{1B}[0;7;48;5;200md\u{1B}[0m "])
    }

    @Test(arguments: [
        (CellStyle.plain, "\u{1B}[0m"),
        (CellStyle(foreground: .ansi(9)), "\u{1B}[0;91m"),
        (CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3), background: .blue, dim: true), "\u{1B}[0;2;38;2;1;2;3;44m"),
        (CellStyle(background: .ansi(15)), "\u{1B}[0;107m"),
    ])
    func sgrSequences(_ style: CellStyle, _ expected: String) {
        #expect(SGR.sequence(for: style) == expected)
    }

    @Test func worksThroughTheScreenProtocol() {
        func draw<S: Screen>(on screen: inout S) {
            var canvas = Canvas(size: screen.size)
            canvas.drawText("hi", x: 0, y: 0)
            screen.present(canvas)
        }
        var screen = TextScreen(size: CellSize(columns: 2, rows: 1))
        draw(on: &screen)
        #expect(screen.text == "hi")
    }
}
