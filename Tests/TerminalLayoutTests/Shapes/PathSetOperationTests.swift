import Foundation
import Testing
@testable import TerminalLayout

/// `Path`'s set operations (SHP4): the fills of two paths combined, as
/// polygons, checked by their vertices, their areas (the shoelace formula)
/// and which points they contain against the set's definition.
struct PathSetOperationTests {
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
        Path(CGRect(x: x, y: y, width: w, height: h))
    }

    /// Each subpath's points (a move, then its lines), and whether it is closed.
    static func subpaths(_ path: Path) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        path.forEach { element in
            switch element {
            case .move(let p): result.append(([p], false))
            case .line(let p): result[result.count - 1].points.append(p)
            case .closeSubpath: result[result.count - 1].closed = true
            case .quadCurve, .curve: Issue.record("a result has lines only")
            }
        }
        return result
    }

    /// The closed polygons' points, as (x, y) pairs.
    static func loops(_ path: Path) -> [[[CGFloat]]] {
        subpaths(path).map { $0.points.map { [$0.x, $0.y] } }
    }

    /// The signed area of the fill's outline (clockwise on screen positive):
    /// shoelace over each closed subpath.
    static func area(_ path: Path) -> CGFloat {
        var total: CGFloat = 0
        for (a, b) in path.flattened(closing: true).segments { total += a.x * b.y - b.x * a.y }
        return total / 2
    }

    // MARK: Two rectangles, by hand

    /// A = (0, 0, 10, 10), B = (5, 5, 10, 10): they overlap in (5, 5, 5, 5).
    static let a = rect(0, 0, 10, 10), b = rect(5, 5, 10, 10)

    @Test func unionOfTwoOverlappingRectanglesIsAnEightPointOutline() {
        let union = Self.a.union(Self.b)
        #expect(Self.loops(union) == [[[0, 0], [10, 0], [10, 5], [15, 5], [15, 15], [5, 15], [5, 10], [0, 10]]])
        let closed = Self.subpaths(union).map(\.closed)
        #expect(closed == [true])
        #expect(Self.area(union) == 175)
    }

    @Test func intersectionIsTheOverlap() {
        #expect(Self.loops(Self.a.intersection(Self.b)) == [[[5, 5], [10, 5], [10, 10], [5, 10]]])
        #expect(Self.area(Self.a.intersection(Self.b)) == 25)
    }

    @Test func subtractingCutsTheCornerOut() {
        #expect(Self.loops(Self.a.subtracting(Self.b)) == [[[0, 0], [10, 0], [10, 5], [5, 5], [5, 10], [0, 10]]])
        #expect(Self.area(Self.a.subtracting(Self.b)) == 75)
        #expect(Self.area(Self.b.subtracting(Self.a)) == 75)
    }

    @Test func symmetricDifferenceIsBothCutCorners() {
        let xor = Self.a.symmetricDifference(Self.b)
        #expect(Self.loops(xor) == [[[0, 0], [10, 0], [10, 5], [5, 5], [5, 10], [0, 10]],
                                   [[10, 5], [15, 5], [15, 15], [5, 15], [5, 10], [10, 10]]])
        #expect(Self.area(xor) == 150)
    }

    @Test("Rectangles side by side, apart, the same, nested", arguments: [
        // Sharing the side x = 5: one rectangle, the side gone.
        ("side by side: union", rect(0, 0, 5, 5).union(rect(5, 0, 5, 5)), [[[0, 0], [10, 0], [10, 5], [0, 5]]], 50),
        ("side by side: intersection", rect(0, 0, 5, 5).intersection(rect(5, 0, 5, 5)), [], 0),
        ("side by side: subtracting", rect(0, 0, 5, 5).subtracting(rect(5, 0, 5, 5)), [[[0, 0], [5, 0], [5, 5], [0, 5]]], 25),
        ("apart: union", rect(0, 0, 2, 2).union(rect(5, 5, 2, 2)), [[[0, 0], [2, 0], [2, 2], [0, 2]], [[5, 5], [7, 5], [7, 7], [5, 7]]], 8),
        ("apart: intersection", rect(0, 0, 2, 2).intersection(rect(5, 5, 2, 2)), [], 0),
        ("apart: subtracting", rect(0, 0, 2, 2).subtracting(rect(5, 5, 2, 2)), [[[0, 0], [2, 0], [2, 2], [0, 2]]], 4),
        ("the same: union", a.union(a), [[[0, 0], [10, 0], [10, 10], [0, 10]]], 100),
        ("the same: subtracting", a.subtracting(a), [], 0),
        ("the same: symmetric difference", a.symmetricDifference(a), [], 0),
        // A hole: the outer outline clockwise, the hole the other way.
        ("nested: subtracting", a.subtracting(rect(2, 2, 4, 4)),
         [[[0, 0], [10, 0], [10, 10], [0, 10]], [[2, 2], [2, 6], [6, 6], [6, 2]]], 84),
        ("nested: intersection", a.intersection(rect(2, 2, 4, 4)), [[[2, 2], [6, 2], [6, 6], [2, 6]]], 16),
        ("with an empty path: union", a.union(Path()), [[[0, 0], [10, 0], [10, 10], [0, 10]]], 100),
        ("with an empty path: intersection", a.intersection(Path()), [], 0),
        ("empty minus a rectangle", Path().subtracting(a), [], 0),
    ] as [(String, Path, [[[CGFloat]]], CGFloat)])
    func rectangles(_ name: String, _ result: Path, _ loops: [[[CGFloat]]], _ area: CGFloat) {
        #expect(Self.loops(result) == loops, "\(name)")
        #expect(Self.area(result) == area, "\(name)")
        #expect(loops.isEmpty == result.isEmpty, "\(name)")
    }

    @Test func anOpenSubpathIsClosedForTheFill() {
        // Three sides of a square, not closed: its fill is the square.
        let open = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)]) }
        #expect(Self.loops(open.union(Path())) == [[[0, 0], [4, 0], [4, 4], [0, 4]]])
    }

    // MARK: Fill rules

    /// Two squares in one path, wound the same way, overlapping in (2, 2, 2, 2).
    static let overlapping = Path { p in
        p.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        p.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
    }

    /// A square with a square inside, wound the same way.
    static let nested = Path { p in
        p.addRect(CGRect(x: 0, y: 0, width: 6, height: 6))
        p.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
    }

    @Test("Even-odd and non-zero on self-overlapping paths", arguments: [
        // Non-zero: the overlap is inside (16 + 16 − 4); even-odd: not (− 4 more).
        ("overlapping, non-zero", overlapping.normalized(eoFill: false), 28),
        ("overlapping, even-odd", overlapping.normalized(eoFill: true), 24),
        ("nested, non-zero", nested.normalized(eoFill: false), 36),
        ("nested, even-odd", nested.normalized(eoFill: true), 32),
        ("nested, even-odd by default", nested.normalized(), 32),
        ("intersection with a cover, non-zero", nested.intersection(rect(-1, -1, 9, 9), eoFill: false), 36),
        ("intersection with a cover, even-odd", nested.intersection(rect(-1, -1, 9, 9), eoFill: true), 32),
        ("union with the hole's square, even-odd", nested.union(rect(2, 2, 2, 2), eoFill: true), 36),
    ] as [(String, Path, CGFloat)])
    func fillRules(_ name: String, _ result: Path, _ area: CGFloat) {
        #expect(Self.area(result) == area, "\(name)")
    }

    @Test func overlappingSquaresUnderNonZeroAreOneOutline() {
        #expect(Self.loops(Self.overlapping.normalized(eoFill: false))
            == [[[0, 0], [4, 0], [4, 2], [6, 2], [6, 6], [2, 6], [2, 4], [0, 4]]])
        // Even-odd: two pieces touching at their corners, and no overlap.
        #expect(Self.subpaths(Self.overlapping.normalized(eoFill: true)).count == 2)
    }

    // MARK: Curves

    @Test func aCircleLessItsRightHalfIsHalfTheFlattenedCircle() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let polygon = Self.area(circle)
        let half = circle.subtracting(Self.rect(10, -1, 20, 22))
        #expect(abs(Self.area(half) - polygon / 2) < 1e-4)
        #expect(abs(Self.area(half) - 50 * .pi) < 1) // the flattened circle is a little smaller
        #expect(half.boundingRect.maxX == 10 && half.boundingRect.minX == 0)
        // A circle within a rectangle: the rectangle's corners are left.
        let corners = Self.rect(0, 0, 20, 20).subtracting(circle)
        #expect(abs(Self.area(corners) - (400 - polygon)) < 1e-4)
        #expect(Self.subpaths(corners).count == 4)
    }

    // MARK: Containment against the set definitions

    static let operands: [(String, Path, Path)] = [
        ("rectangles", a, b),
        ("circle and rectangle", Path(ellipseIn: CGRect(x: 0, y: 0, width: 12, height: 12)), rect(6, 3, 9, 4)),
        ("two ellipses", Path(ellipseIn: CGRect(x: 0, y: 2, width: 14, height: 6)), Path(ellipseIn: CGRect(x: 4, y: 0, width: 6, height: 12))),
        ("a star and a rounded rectangle",
         Path { $0.addLines([CGPoint(x: 7, y: 0), CGPoint(x: 11, y: 13), CGPoint(x: 0, y: 5), CGPoint(x: 14, y: 5),
                             CGPoint(x: 3, y: 13)]); $0.closeSubpath() },
         Path(roundedRect: CGRect(x: 2, y: 3, width: 10, height: 6), cornerRadius: 2)),
        ("overlapping squares and nested squares", overlapping, nested.offsetBy(dx: 1, dy: 1)),
    ]

    nonisolated(unsafe) static let operations: [(String, (Path, Path, Bool) -> Path, (Bool, Bool) -> Bool)] = [
        ("union", { $0.union($1, eoFill: $2) }, { $0 || $1 }),
        ("intersection", { $0.intersection($1, eoFill: $2) }, { $0 && $1 }),
        ("subtracting", { $0.subtracting($1, eoFill: $2) }, { $0 && !$1 }),
        ("symmetricDifference", { $0.symmetricDifference($1, eoFill: $2) }, { $0 != $1 }),
    ]

    @Test("Every sample point is in the result exactly when the set says so, under either rule of the result",
          arguments: 0..<operands.count, [false, true])
    func containment(_ pair: Int, _ eoFill: Bool) {
        let (name, a, b) = Self.operands[pair]
        for (operation, apply, keeps) in Self.operations {
            let result = apply(a, b, eoFill)
            var wrong = 0
            // A grid a little off the operands' lines (0.37, 0.61 past each point).
            for i in -2..<32 {
                for j in -2..<30 {
                    let p = CGPoint(x: CGFloat(i) / 2 + 0.37, y: CGFloat(j) / 2 + 0.61)
                    let expected = keeps(a.contains(p, eoFill: eoFill), b.contains(p, eoFill: eoFill))
                    if result.contains(p, eoFill: false) != expected || result.contains(p, eoFill: true) != expected {
                        wrong += 1
                    }
                }
            }
            #expect(wrong == 0, "\(name), \(operation), eoFill \(eoFill)")
        }
    }

    // MARK: Lines

    static let line = Path { $0.addLines([CGPoint(x: -5, y: 5), CGPoint(x: 15, y: 5)]) }

    @Test func aLineAcrossASquare() {
        #expect(Self.loops(Self.line.lineIntersection(Self.a)) == [[[0, 5], [10, 5]]])
        #expect(Self.loops(Self.line.lineSubtraction(Self.a)) == [[[-5, 5], [0, 5]], [[10, 5], [15, 5]]])
        let closed = Self.subpaths(Self.line.lineSubtraction(Self.a)).map(\.closed)
        #expect(closed == [false, false])
    }

    @Test func aClosedOutlineKeptWholeStaysClosedCutItIsOpen() {
        let whole = Self.a.lineIntersection(Self.rect(-1, -1, 20, 20))
        #expect(Self.loops(whole) == [[[0, 0], [10, 0], [10, 10], [0, 10]]])
        #expect(Self.subpaths(whole).map(\.closed) == [true])
        #expect(Self.a.lineSubtraction(Self.rect(-1, -1, 20, 20)).isEmpty)
        // Cut by (5, −5, 10, 10): the part outside is one run from where
        // the right side leaves it, round to where the top side enters it.
        let cut = Self.a.lineSubtraction(Self.rect(5, -5, 10, 10))
        #expect(Self.loops(cut) == [[[10, 5], [10, 10], [0, 10], [0, 0], [5, 0]]])
        #expect(Self.subpaths(cut).map(\.closed) == [false])
        let inside = Self.a.lineIntersection(Self.rect(5, -5, 10, 10))
        #expect(Self.loops(inside) == [[[5, 0], [10, 0], [10, 5]]])
    }

    @Test func aLineAlongTheOutlineCountsAsInside() {
        let edge = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]) }
        #expect(Self.loops(edge.lineIntersection(Self.a)) == [[[0, 0], [10, 0]]])
        #expect(edge.lineSubtraction(Self.a).isEmpty)
    }

    @Test("A line's fill rule is the other path's", arguments: [(false, [[[0, 3], [6, 3]]]),
                                                                (true, [[[0, 3], [2, 3]], [[4, 3], [6, 3]]])])
    func lineFillRule(_ eoFill: Bool, _ expected: [[[CGFloat]]]) {
        let across = Path { $0.addLines([CGPoint(x: -1, y: 3), CGPoint(x: 7, y: 3)]) }
        #expect(Self.loops(across.lineIntersection(Self.nested, eoFill: eoFill)) == expected)
    }

    @Test func lineOperationsWithEmptyPaths() {
        #expect(Path().lineIntersection(Self.a).isEmpty)
        #expect(Self.loops(Self.line.lineSubtraction(Path())) == [[[-5, 5], [15, 5]]])
        #expect(Self.line.lineIntersection(Path()).isEmpty)
    }
}
