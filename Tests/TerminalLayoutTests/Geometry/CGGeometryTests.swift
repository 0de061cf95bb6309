import Testing
import TerminalLayout

/// The CoreGraphics additions Linux's Foundation lacks (CGVector, equalTo),
/// and the Foundation helpers layouts rely on, which must stay available
/// through `import TerminalLayout` alone.
@Suite struct CGGeometryTests {
    @Test func vector() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 1.5, dy: 2.0) == CGVector(dx: CGFloat(1.5), dy: 2))
        #expect(CGVector(dx: 2, dy: 1) != CGVector(dx: 1, dy: 2))
    }

    /// equalTo is ==, except that rectangles compare standardized.
    @Test func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(CGRect(x: 2, y: 0, width: -2, height: 1).equalTo(CGRect(x: 0, y: 0, width: 2, height: 1)))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.zero))
    }

    /// The rectangle helpers real layouts call, by hand: a 10×20 rectangle at (1, 2).
    @Test func foundationRectHelpers() {
        let r = CGRect(x: 1, y: 2, width: 10, height: 20)
        #expect(r.midX == 6 && r.midY == 12 && r.maxX == 11 && r.maxY == 22)
        #expect(r.insetBy(dx: 1, dy: 2) == CGRect(x: 2, y: 4, width: 8, height: 16))
        #expect(r.offsetBy(dx: -1, dy: -2).origin == .zero)
        #expect(r.divided(atDistance: 4, from: .minXEdge).slice == CGRect(x: 1, y: 2, width: 4, height: 20))
        #expect(r.union(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 0, y: 0, width: 11, height: 22))
        #expect(r.contains(CGPoint(x: 1, y: 2)) && !r.contains(CGPoint(x: 11, y: 2)))
    }
}
