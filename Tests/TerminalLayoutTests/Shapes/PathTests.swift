import Foundation
import Testing
@testable import TerminalLayout

/// `Path` as a value: building, reading, transforming (PATH1).
struct PathTests {
    @Test("Bounding rectangles of paths built each way", arguments: [
        ("rect", Path(CGRect(x: 1, y: 2, width: 3, height: 4)), CGRect(x: 1, y: 2, width: 3, height: 4)),
        ("ellipse", Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)), CGRect(x: 0, y: 0, width: 4, height: 2)),
        ("rounded", Path(roundedRect: CGRect(x: 0, y: 0, width: 6, height: 4), cornerRadius: 1),
         CGRect(x: 0, y: 0, width: 6, height: 4)),
        ("lines", Path { $0.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 3), CGPoint(x: 2, y: 0)]) },
         CGRect(x: 1, y: 0, width: 4, height: 3)),
        ("offset", Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 3, dy: -1), CGRect(x: 3, y: -1, width: 2, height: 2)),
        ("scaled", Path(CGRect(x: 1, y: 1, width: 2, height: 2)).applying(CGAffineTransform(scaleX: 2, y: 3)),
         CGRect(x: 2, y: 3, width: 4, height: 6)),
        ("empty", Path(), CGRect.null),
    ])
    func bounds(_ name: String, path: Path, expected: CGRect) {
        #expect(path.boundingRect == expected)
    }

    @Test func emptyAndCurrentPoint() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.addLine(to: CGPoint(x: 2, y: 2)) // no current point: a move
        #expect(path.currentPoint == CGPoint(x: 2, y: 2) && !path.isEmpty)
        path.addLine(to: CGPoint(x: 4, y: 2))
        path.addQuadCurve(to: CGPoint(x: 4, y: 6), control: CGPoint(x: 6, y: 4))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 2, y: 2))
    }

    @Test("contains: non-zero fills a hole wound the same way, even-odd leaves it", arguments: [
        (CGPoint(x: 1, y: 1), false, true), (CGPoint(x: 1, y: 1), true, true),
        (CGPoint(x: 3, y: 2), false, true), (CGPoint(x: 3, y: 2), true, false),
        (CGPoint(x: 7, y: 2), false, false), (CGPoint(x: 7, y: 2), true, false),
    ])
    func containment(point: CGPoint, eoFill: Bool, inside: Bool) {
        let path = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 6, height: 4))
            p.addRect(CGRect(x: 2, y: 1, width: 2, height: 2))
        }
        #expect(path.contains(point, eoFill: eoFill) == inside)
    }

    @Test func trimmedPathKeepsTheFractionOfTheLength() {
        let line = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]) }
        #expect(line.trimmedPath(from: 0.2, to: 0.5).boundingRect == CGRect(x: 2, y: 0, width: 3, height: 0))
        #expect(line.trimmedPath(from: 0.5, to: 0.2).isEmpty)
        // A square's outline of length 16: the first half is two sides.
        let half = Path(CGRect(x: 0, y: 0, width: 4, height: 4)).trimmedPath(from: 0, to: 0.5)
        #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(half.currentPoint == CGPoint(x: 4, y: 4))
    }

    @Test func arcEndsWhereItsAnglesSay() {
        var path = Path()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let end = path.currentPoint!
        #expect(abs(end.x - 5) < 1e-9 && abs(end.y - 7) < 1e-9)
    }

    @Test("Points that are not finite are dropped when flattened, never a trap", arguments: [CGFloat.nan, .infinity, -.infinity])
    func notFinite(_ bad: CGFloat) {
        let path = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: bad, y: 3))
            p.addLine(to: CGPoint(x: 3, y: 3))
            p.addLine(to: CGPoint(x: 3, y: 0))
            p.addCurve(to: CGPoint(x: 0, y: bad), control1: .zero, control2: .zero)
        }
        #expect(path.flattened().segments.count == 1)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func curvesFlattenIntoBoundedSegments() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 1e6, height: 1e6))
        #expect(circle.flattened().segments.count == 4 * Path.maxCurveSteps)
        // A quarter of a unit circle's control polygon is ≈ 0.87 long: two segments.
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1)).flattened().segments.count == 4 * 2)
    }

    @Test("The built-in shapes' paths", arguments: [
        (AnyShape(Rectangle()), CGRect(x: 0, y: 0, width: 8, height: 4)),
        (AnyShape(Circle()), CGRect(x: 2, y: 0, width: 4, height: 4)),
        (AnyShape(Ellipse()), CGRect(x: 0, y: 0, width: 8, height: 4)),
        (AnyShape(Capsule()), CGRect(x: 0, y: 0, width: 8, height: 4)),
        (AnyShape(RoundedRectangle(cornerRadius: 1)), CGRect(x: 0, y: 0, width: 8, height: 4)),
    ])
    func builtinPaths(shape: AnyShape, bounds: CGRect) {
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(path.boundingRect == bounds)
        #expect(path.contains(CGPoint(x: 4, y: 2)))
    }
}
