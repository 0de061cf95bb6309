import Testing
import TerminalLayout

/// CoreGraphics' C-style constructors, which Linux's Foundation lacks:
/// each is the memberwise initialiser.
@Suite struct CGGeometryMakeTests {
    @Test("CGPointMake and CGVectorMake", arguments: [(0.0, 0.0), (1, 2), (-3.5, 4.25)] as [(CGFloat, CGFloat)])
    func pointAndVector(_ a: CGFloat, _ b: CGFloat) {
        #expect(CGPointMake(a, b) == CGPoint(x: a, y: b))
        #expect(CGVectorMake(a, b) == CGVector(dx: a, dy: b))
    }

    @Test("CGSizeMake and CGRectMake", arguments: [(0.0, 0.0, 0.0, 0.0), (1, 2, 3, 4), (-1, 0.5, 10, -2)]
          as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func sizeAndRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        #expect(CGSizeMake(width, height) == CGSize(width: width, height: height))
        let rect = CGRectMake(x, y, width, height)
        #expect(rect == CGRect(x: x, y: y, width: width, height: height))
        #expect(rect.origin == CGPointMake(x, y) && rect.size == CGSizeMake(width, height))
    }

    @Test("By hand: the rectangle at (1, 2) of 3 × 4 ends at (4, 6)")
    func byHand() {
        let rect = CGRectMake(1, 2, 3, 4)
        #expect(rect.maxX == 4 && rect.maxY == 6)
        #expect(CGPointMake(1, 2).x == 1 && CGSizeMake(3, 4).height == 4 && CGVectorMake(5, 6).dy == 6)
    }
}
