import Foundation
import Testing
@testable import TerminalLayout

/// `addRelativeArc` and `addArc(tangent1End:tangent2End:radius:)`, Core Graphics' other arcs
/// (PATH1): where they start and end, worked out by hand.
struct PathArcTests {
    /// `p` with its coordinates rounded to 1e-6 (arcs are sines and cosines).
    private static func rounded(_ p: CGPoint?) -> CGPoint? {
        p.map { CGPoint(x: ($0.x * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6) }
    }

    private static func firstPoint(_ path: Path) -> CGPoint? {
        switch path.elements.first {
        case .move(let p)?: p
        default: nil
        }
    }

    @Test("A relative arc starts at its start angle and ends a sweep later (y points down)", arguments: [
        // start°, sweep°, start point, end point — around (10, 10), radius 5
        (0.0, 90.0, CGPoint(x: 15, y: 10), CGPoint(x: 10, y: 15)),
        (0.0, -90.0, CGPoint(x: 15, y: 10), CGPoint(x: 10, y: 5)),
        (90.0, 180.0, CGPoint(x: 10, y: 15), CGPoint(x: 10, y: 5)),
        (180.0, 360.0, CGPoint(x: 5, y: 10), CGPoint(x: 5, y: 10)),
        (45.0, 0.0, CGPoint(x: 10 + 5 / 2.0.squareRoot(), y: 10 + 5 / 2.0.squareRoot()),
         CGPoint(x: 10 + 5 / 2.0.squareRoot(), y: 10 + 5 / 2.0.squareRoot())),
    ])
    func relativeArc(start: Double, sweep: Double, first: CGPoint, last: CGPoint) {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .degrees(start), delta: .degrees(sweep))
        #expect(Self.rounded(Self.firstPoint(path)) == Self.rounded(first))
        #expect(Self.rounded(path.currentPoint) == Self.rounded(last))
    }

    @Test("A quarter sweep from 0° stays in the quadrant below and right of the centre")
    func relativeArcBounds() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 4, startAngle: .zero, delta: .degrees(90))
        let box = path.boundingRect
        #expect(Self.rounded(box.origin) == .zero)
        #expect(abs(box.width - 4) < 1e-9 && abs(box.height - 4) < 1e-9)
    }

    @Test("A pie slice: move to the centre, the arc joined to it by a line, closed")
    func pieSlice() {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, delta: .degrees(90))
        path.closeSubpath()
        #expect(path.elements[1] == .line(to: CGPoint(x: 15, y: 10)))
        #expect(path.contains(CGPoint(x: 12, y: 12)))     // inside the quarter
        #expect(!path.contains(CGPoint(x: 8, y: 12)))     // the next quarter
        #expect(!path.contains(CGPoint(x: 12, y: 8)))     // the quarter before
    }

    @Test("Rounding a corner: a line to the first tangent point, an arc to the second", arguments: [
        // current point, corner, tangent2End, radius, first tangent point, end
        (CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), 2.0, CGPoint(x: 8, y: 0), CGPoint(x: 10, y: 2)),
        (CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 0), 3.0, CGPoint(x: 3, y: 10), CGPoint(x: 0, y: 7)),
        (CGPoint(x: 0, y: 5), CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0), 1.0, CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
    ])
    func tangentArc(current: CGPoint, corner: CGPoint, end: CGPoint, radius: Double, tangent: CGPoint, last: CGPoint) {
        var path = Path()
        path.move(to: current)
        path.addArc(tangent1End: corner, tangent2End: end, radius: radius)
        #expect(Self.rounded(path.elements.count > 1 ? { if case .line(let p) = path.elements[1] { p } else { nil } }() : nil)
                == Self.rounded(tangent))
        #expect(Self.rounded(path.currentPoint) == Self.rounded(last))
        // Every point of the arc is `radius` from the centre, which is `radius` from both
        // tangent points, so no arc point is nearer the corner than its tangent points are.
        let cornerDistance = hypot(tangent.x - corner.x, tangent.y - corner.y)
        for case .line(let p) in path.elements.dropFirst(2) {
            #expect(hypot(p.x - corner.x, p.y - corner.y) >= cornerDistance * (2.0.squareRoot() - 1) - 1e-9)
        }
    }

    @Test("A rounded rectangle drawn with tangent arcs holds its centre, not its corners")
    func roundedRectangleByTangents() {
        var path = Path()
        path.move(to: CGPoint(x: 2, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 6), radius: 2)
        path.addArc(tangent1End: CGPoint(x: 10, y: 6), tangent2End: CGPoint(x: 0, y: 6), radius: 2)
        path.addArc(tangent1End: CGPoint(x: 0, y: 6), tangent2End: CGPoint(x: 0, y: 0), radius: 2)
        path.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 5, y: 3)))
        for corner in [CGPoint(x: 0.2, y: 0.2), CGPoint(x: 9.8, y: 0.2), CGPoint(x: 9.8, y: 5.8), CGPoint(x: 0.2, y: 5.8)] {
            #expect(!path.contains(corner), "corner \(corner) is cut off")
        }
        let box = path.boundingRect
        #expect(Self.rounded(box.origin) == .zero && abs(box.width - 10) < 1e-9 && abs(box.height - 6) < 1e-9)
    }

    @Test("Where no arc is defined the corner is a line to tangent1End", arguments: [
        ("collinear", CGPoint(x: 5, y: 0), CGPoint(x: 9, y: 0), 2.0),
        ("doubling back", CGPoint(x: 5, y: 0), CGPoint(x: 1, y: 0), 2.0),
        ("radius 0", CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5), 0.0),
        ("radius NaN", CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5), Double.nan),
    ])
    func degenerate(_ name: String, corner: CGPoint, end: CGPoint, radius: Double) {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: corner, tangent2End: end, radius: radius)
        #expect(path.elements == [.move(to: .zero), .line(to: corner)])
    }

    @Test("On an empty path a tangent arc moves to tangent1End")
    func emptyPath() {
        var path = Path()
        path.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: CGPoint(x: 9, y: 9), radius: 1)
        #expect(path.elements == [.move(to: CGPoint(x: 3, y: 4))])
    }
}
