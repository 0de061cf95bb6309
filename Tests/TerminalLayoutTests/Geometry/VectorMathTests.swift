import Testing
import TerminalLayout

/// Angle, UnitPoint and EdgeInsets are Animatable with SwiftUI's
/// animatable data, and Angle and EdgeInsets have SwiftUI's vector math.
@Suite struct VectorMathTests {
    @Test func angle() {
        var a = Angle.degrees(90)
        #expect(a.animatableData == .pi / 2)
        a.animatableData = .pi
        #expect(a.degrees == 180)
        #expect((-a).radians == -.pi && (-a).magnitude == .pi)
        a *= 2
        #expect(a.radians == 2 * .pi)
        a /= 4
        #expect(a.radians == .pi / 2)
        a.negate()
        #expect(a.radians == -.pi / 2)
        a += .radians(.pi)
        #expect(a == .radians(.pi / 2))
    }

    @Test func unitPoint() {
        var p = UnitPoint.bottomTrailing
        #expect(p.animatableData == AnimatablePair(1, 1))
        p.animatableData = AnimatablePair(0.25, 0.75)
        #expect(p == UnitPoint(x: 0.25, y: 0.75))
    }

    /// (1, 2, 3, 4) and (4, 3, 2, 1), edge by edge.
    @Test func edgeInsets() {
        let a = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let b = EdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
        #expect(a + b == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(a - b == EdgeInsets(top: -3, leading: -1, bottom: 1, trailing: 3))
        #expect(a * 2 == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        #expect(b / 2 == EdgeInsets(top: 2, leading: 1.5, bottom: 1, trailing: 0.5))
        #expect(-a == EdgeInsets(top: -1, leading: -2, bottom: -3, trailing: -4))
        #expect(EdgeInsets(top: 3, leading: 4, bottom: 0, trailing: 0).magnitude == 5)
        var c = a
        c += b
        c -= a
        c *= 3
        c /= 3
        c.negate()
        #expect(c == -b)
        c.animatableData = a.animatableData
        #expect(c == a)
        #expect(a.animatableData.second.second.first == 3)
    }
}
