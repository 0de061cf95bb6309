import TerminalLayout
import Testing
@testable import TerminalCanvas

struct FrameBuffersTests {
    @Test func resetMakesABlankCanvasOfTheNewSize() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.drawBox(canvas.bounds, label: "ab", labelPlacement: .inside)
        for size in [CellSize(columns: 6, rows: 3), CellSize(columns: 4, rows: 2), CellSize(columns: 9, rows: 4),
                     CellSize(columns: -1, rows: 2)] {
            var reused = canvas
            reused.reset(to: size)
            #expect(reused == Canvas(size: size))
            #expect(!reused.isLabelCell(x: 2, y: 1))
        }
        #expect(canvas.lines == ["┌────┐", "│ ab │", "└────┘"])   // a copy is not touched
    }

    @Test func framesAlternateBetweenTwoCanvasesAndStayIndependentValues() {
        var buffers = FrameBuffers(size: CellSize(columns: 4, rows: 1))
        let first = buffers.draw(size: CellSize(columns: 4, rows: 1)) { $0.drawText("one", x: 0, y: 0) }
        buffers.swap()
        let second = buffers.draw(size: CellSize(columns: 4, rows: 1)) { $0.drawText("two", x: 0, y: 0) }
        buffers.swap()
        let third = buffers.draw(size: CellSize(columns: 3, rows: 1)) { $0.drawText("3", x: 0, y: 0) }
        #expect(first.lines == ["one "])
        #expect(second.lines == ["two "])
        #expect(third.lines == ["3  "])
        // Not swapped: the next frame reuses the same canvas, `third` keeps its content.
        let fourth = buffers.draw(size: CellSize(columns: 2, rows: 2)) { $0.drawText("4", x: 1, y: 1) }
        #expect(third.lines == ["3  "])
        #expect(fourth.lines == ["  ", " 4"])
    }

    @Test func equalityComparesCellsAndLabelFlags() {
        var a = Canvas(width: 5, height: 3)
        var b = a
        a.drawBox(a.bounds, label: "x", labelPlacement: .inside)
        #expect(a != b)
        b.drawBox(b.bounds)
        b.drawText("x", x: 2, y: 1)          // the same cells, but not a label
        #expect(a.lines == b.lines)
        #expect(a != b)
        b.drawBox(b.bounds, label: "x", labelPlacement: .inside)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Canvas(width: 2, height: 3) != Canvas(width: 3, height: 2))
    }

    /// Resetting with the frame before as a hint (what `FrameBuffers` does) gives the same
    /// blank canvas, whatever the hint's size and whatever either canvas wrote.
    @Test(arguments: [CellSize(columns: 12, rows: 4), CellSize(columns: 9, rows: 4), CellSize(columns: 12, rows: 0)])
    func resetWithAHintGivesABlankCanvas(_ hintSize: CellSize) {
        var hint = Canvas(size: hintSize)
        hint.drawBox(CellRect(x: 1, y: 0, width: 8, height: 3), label: "h", labelPlacement: .inside)
        var canvas = Canvas(width: 12, height: 4)
        canvas.drawText("partly", x: 3, y: 3)
        canvas.reset(to: canvas.size, expecting: hint)
        #expect(canvas == Canvas(width: 12, height: 4))
        CanvasInvariants.check(canvas)
        canvas.drawBox(CellRect(x: 0, y: 1, width: 5, height: 3), label: "ok", labelPlacement: .inside)
        #expect(canvas.lines == ["            ", "┌───┐       ", "│ok │       ", "└───┘       "])
    }

    /// One read per 64-byte line: cells 0, 8, 16… of the run.
    @Test(arguments: [(0, 0), (1, 1), (8, 1), (9, 2), (20, 3)])
    func touchReadsOneCellPerCacheLine(_ count: Int, _ lines: Int) {
        let cells = [Cell](repeating: .blank, count: 24)
        let sum = cells.withUnsafeBufferPointer { Canvas.touch($0.baseAddress!, count: count) }
        #expect(sum == UInt64(lines) &* Cell.blank.word)
    }
}
