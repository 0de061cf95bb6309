import Testing
@testable import TerminalLayout

/// R1: edges are rounded (nearest, ties up) in absolute coordinates; sizes
/// are the difference of rounded edges.
struct CellMetricsTests {
    @Test("R1: three 10/3-wide columns become 3, 4, 3 cells and stay contiguous")
    func thirds() {
        let w = 10.0 / 3
        let cells = (0..<3).map { CellMetrics.cells.cellRect(for: rect(CGFloat($0) * w, 0, w, 1)) }
        #expect(cells.map(\.x) == [0, 3, 7])
        #expect(cells.map(\.width) == [3, 4, 3])
        #expect(cells[0].maxX == cells[1].x && cells[1].maxX == cells[2].x)
    }

    @Test("R1: roundEdge is nearest with ties up", arguments: [
        (0.5, 1), (1.5, 2), (2.49, 2), (-0.5, 0), (-1.5, -1), (-1.51, -2), (3.0, 3), (-2.4, -2),
        (Double.nan, 0), (Double.infinity, 0),
    ] as [(Double, Int)])
    func roundEdge(_ value: Double, _ expected: Int) {
        #expect(CellMetrics.roundEdge(CGFloat(value)) == expected)
    }

    @Test("R1: negative coordinates round per edge", arguments: [
        (rect(-2.4, -0.5, 3, 1), CellRect(x: -2, y: 0, width: 3, height: 1)),   // edges -2.4→-2, 0.6→1; -0.5→0, 0.5→1
        (rect(-1.5, 0, 1, 2.5), CellRect(x: -1, y: 0, width: 1, height: 3)),    // -1.5→-1, -0.5→0; 0, 2.5→3
        (rect(0.2, 0.2, 0.2, 0.2), CellRect(x: 0, y: 0, width: 0, height: 0)),  // 0.2→0, 0.4→0: empty
    ] as [(CGRect, CellRect)])
    func negative(_ frame: CGRect, _ expected: CellRect) {
        #expect(CellMetrics.cells.cellRect(for: frame) == expected)
    }

    @Test("R1 with .points metrics (8×16): edges divided by the cell size first", arguments: [
        (rect(12, 8, 16, 16), CellRect(x: 2, y: 1, width: 2, height: 1)),   // 1.5→2, 3.5→4; 0.5→1, 1.5→2
        (rect(0, 0, 20, 40), CellRect(x: 0, y: 0, width: 3, height: 3)),    // 2.5→3; 2.5→3
        (rect(-4, -8, 8, 16), CellRect(x: 0, y: 0, width: 1, height: 1)),   // -0.5→0, 0.5→1
    ] as [(CGRect, CellRect)])
    func points(_ frame: CGRect, _ expected: CellRect) {
        #expect(CellMetrics.points.cellRect(for: frame) == expected)
    }

    @Test("CellMetrics: invalid sizes become 1; columns(in:) and rows(in:) floor with tolerance")
    func metrics() {
        #expect(CellMetrics(column: 0, row: .nan) == .cells)
        #expect(CellMetrics.points.columns(in: 20) == 2)
        #expect(CellMetrics.points.rows(in: 47.9) == 2)
        #expect(CellMetrics.cells.columns(in: 2.9999999999) == 3)
        #expect(CellMetrics.cells.columns(in: -3) == 0)
        #expect(CellMetrics.points.points(columns: 3, rows: 2) == CGSize(width: 24, height: 32))
    }
}
