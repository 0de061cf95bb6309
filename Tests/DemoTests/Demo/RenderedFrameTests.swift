import Testing
import TerminalRenderer
@testable import LayoutDemoCore

/// What `render` prints from a canvas.
@Suite struct RenderedFrameTests {
    var canvas: Canvas {
        var canvas = Canvas(width: 6, height: 3)
        canvas.drawText("ab", x: 0, y: 0)
        canvas.drawText("cd", x: 2, y: 1, style: CellStyle(bold: true))
        canvas.drawText("status", x: 0, y: 2)
        return canvas
    }

    @Test func plainDropsTheStatusRowAndTrailingSpaces() {
        #expect(RenderedFrame.lines(canvas, status: false, ansi: false) == ["ab", "  cd"])
    }

    @Test func statusKeepsTheLastRow() {
        #expect(RenderedFrame.lines(canvas, status: true, ansi: false) == ["ab", "  cd", "status"])
    }

    @Test func ansiKeepsFullRowsWithStyles() {
        #expect(RenderedFrame.lines(canvas, status: false, ansi: true) == ["ab    ", "  \u{1B}[0;1mcd\u{1B}[0m  "])
    }
}
