import TerminalLayout
import Testing

struct CellRectTests {
    @Test(arguments: [
        // a, b, intersection
        (CellRect(x: 0, y: 0, width: 4, height: 4), CellRect(x: 2, y: 2, width: 4, height: 4), CellRect(x: 2, y: 2, width: 2, height: 2)),
        (CellRect(x: 0, y: 0, width: 4, height: 4), CellRect(x: 1, y: 1, width: 2, height: 2), CellRect(x: 1, y: 1, width: 2, height: 2)),
        (CellRect(x: 0, y: 0, width: 2, height: 2), CellRect(x: 2, y: 0, width: 2, height: 2), CellRect(x: 2, y: 0, width: 0, height: 0)),
        (CellRect(x: 0, y: 0, width: 3, height: 3), .unbounded, CellRect(x: 0, y: 0, width: 3, height: 3)),
    ])
    func intersection(_ a: CellRect, _ b: CellRect, _ expected: CellRect) {
        #expect(a.intersection(b) == expected)
        #expect(b.intersection(a) == expected)
    }

    @Test func touchingRectanglesDoNotIntersect() {
        #expect(CellRect(x: 0, y: 0, width: 2, height: 2).intersection(CellRect(x: 0, y: 2, width: 2, height: 2)).isEmpty)
    }

    @Test(arguments: [
        (0, 0, false), (1, 1, true), (3, 2, true), (4, 2, false), (3, 3, false), (-1, 1, false),
    ] as [(Int, Int, Bool)])
    func contains(_ x: Int, _ y: Int, _ expected: Bool) {
        #expect(CellRect(x: 1, y: 1, width: 3, height: 2).contains(x: x, y: y) == expected)
    }

    @Test func insetAndEdges() {
        let rect = CellRect(x: 1, y: 2, width: 5, height: 3)
        #expect(rect.maxX == 6)
        #expect(rect.maxY == 5)
        #expect(rect.insetBy(1) == CellRect(x: 2, y: 3, width: 3, height: 1))
        #expect(rect.insetBy(2) == CellRect(x: 3, y: 4, width: 1, height: 0))
        #expect(rect.description == "1,2 5x3")
        #expect(CellRect(x: 0, y: 0, width: -1, height: 3).isEmpty)
    }
}
