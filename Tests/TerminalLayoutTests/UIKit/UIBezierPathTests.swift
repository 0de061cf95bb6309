import Foundation
import Testing
@testable import TerminalLayout

/// `UIBezierPath`, `UIRectCorner` and `CGPath` as custom shapes on iOS use them (UIK1, CGPATH1).
struct UIBezierPathTests {
    /// The rounded-corner shape of countless iOS projects, as written there.
    struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                                    cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }

    static let rect = CGRect(x: 0, y: 0, width: 10, height: 8)

    @Test("Only the corners named are rounded: a point just inside a rounded corner is outside the path",
          arguments: [
              // (corners, top-left, top-right, bottom-left, bottom-right corner points inside?)
              (UIRectCorner.allCorners.rawValue, [false, false, false, false]),
              (UIRectCorner.topLeft.rawValue, [false, true, true, true]),
              (UIRectCorner([.topRight, .bottomLeft]).rawValue, [true, false, false, true]),
              (UIRectCorner().rawValue, [true, true, true, true]),
          ])
    func roundedCorners(_ raw: UInt, _ inside: [Bool]) {
        let path = RoundedCorner(radius: 4, corners: UIRectCorner(rawValue: raw)).path(in: Self.rect)
        let corners = [CGPoint(x: 0.3, y: 0.3), CGPoint(x: 9.7, y: 0.3), CGPoint(x: 0.3, y: 7.7), CGPoint(x: 9.7, y: 7.7)]
        #expect(corners.map { path.contains($0) } == inside)
        #expect(path.contains(CGPoint(x: 5, y: 4)))
        #expect(path.boundingRect == Self.rect)
    }

    @Test("The path through cgPath is SwiftUI's rounded rectangle with those corners")
    func sameAsSwiftUIs() {
        let made = Path(UIBezierPath(roundedRect: Self.rect, byRoundingCorners: [.topLeft, .bottomRight],
                                     cornerRadii: CGSize(width: 2, height: 2)).cgPath)
        let expected = Path(roundedRect: Self.rect, cornerRadii: RectangleCornerRadii(topLeading: 2, bottomTrailing: 2),
                            style: .circular)
        #expect(made == expected)
    }

    @Test("Built point by point, it round-trips through CGPath, bounding box and current point included")
    func pointByPoint() {
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 1, y: 1))
        bezier.addLine(to: CGPoint(x: 5, y: 1))
        bezier.addQuadCurve(to: CGPoint(x: 5, y: 5), controlPoint: CGPoint(x: 7, y: 3))
        bezier.addCurve(to: CGPoint(x: 1, y: 5), controlPoint1: CGPoint(x: 4, y: 6), controlPoint2: CGPoint(x: 2, y: 6))
        bezier.close()
        let cg = bezier.cgPath
        #expect(cg._elements.count == 5)
        #expect(cg.boundingBox == CGRect(x: 1, y: 1, width: 6, height: 5))
        #expect(cg.currentPoint == CGPoint(x: 1, y: 1))
        #expect(UIBezierPath(cgPath: cg).cgPath == cg)
        #expect(Path(cg).cgPath == cg)
        #expect(bezier.bounds == CGRect(x: 1, y: 1, width: 6, height: 5))
    }

    @Test("CGMutablePath: rectangles, lines, ellipses and arcs as Path draws them")
    func mutablePath() {
        let cg = CGMutablePath()
        cg.addRect(CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(Path(cg) == Path(CGRect(x: 0, y: 0, width: 4, height: 2)))
        let ellipse = CGMutablePath()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(Path(ellipse) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 4)))
        let arc = CGMutablePath()
        arc.move(to: CGPoint(x: 0, y: 0))
        arc.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        var expected = Path()
        expected.move(to: CGPoint(x: 0, y: 0))
        expected.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(Path(arc) == expected)
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull)
    }
}
