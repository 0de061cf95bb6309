import TerminalLayout
import Testing
@testable import TerminalCanvas

struct CanvasTests {
    @Test(arguments: [(0, 0), (1, 1), (2, 1), (1, 2), (4, 3)])
    func newCanvasIsBlank(_ width: Int, _ height: Int) {
        let canvas = Canvas(width: width, height: height)
        #expect(canvas.lines == Array(repeating: String(repeating: " ", count: width), count: height))
        #expect(canvas.bounds == CellRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func negativeSizesCountAsZero() {
        let canvas = Canvas(width: -3, height: 2)
        #expect(canvas.width == 0)
        #expect(canvas.lines == ["", ""])
    }

    @Test func subscriptIgnoresWritesOutsideAndReadsBlank() {
        var canvas = Canvas(width: 2, height: 2)
        canvas[x: 1, y: 1] = Cell("z")
        canvas[x: 2, y: 0] = Cell("x")
        canvas[x: -1, y: 0] = Cell("x")
        canvas[x: 0, y: 5] = Cell("x")
        #expect(canvas.lines == ["  ", " z"])
        #expect(canvas[x: 9, y: 9] == .blank)
    }

    @Test func linesKeepTrailingSpacesAndOmitContinuations() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.drawText("日x", x: 0, y: 0)
        #expect(canvas.lines == ["日x  "])
        #expect(canvas[x: 1, y: 0].isContinuation)
        #expect(canvas[x: 1, y: 0].width == 0)
        #expect(canvas[x: 0, y: 0].width == 2)
    }

    @Test func fillPaintsStyleInsideClipOnly() {
        var canvas = Canvas(width: 4, height: 2)
        let blue = CellStyle(background: .blue)
        canvas.fill(CellRect(x: -2, y: 0, width: 10, height: 1), style: blue, clip: CellRect(x: 1, y: 0, width: 2, height: 5))
        #expect((0..<4).map { canvas[x: $0, y: 0].style == blue } == [false, true, true, false])
        #expect((0..<4).allSatisfy { canvas[x: $0, y: 1].style == .plain })
    }

    @Test func canvasesCompareByContent() {
        var a = Canvas(width: 3, height: 1)
        var b = Canvas(width: 3, height: 1)
        a.drawText("ab", x: 0, y: 0)
        #expect(a != b)
        b.drawText("ab", x: 0, y: 0)
        #expect(a == b)
    }
}
