import Testing
@testable import TerminalLayout

/// `VectorArithmetic`'s `scaled(by:)`, `interpolate(towards:amount:)` and `interpolated(towards:amount:)`.
struct VectorArithmeticTests {
    @Test("interpolated is self + (other − self) × amount, not clamped", arguments: [
        (CGFloat(10), CGFloat(20), 0.0, CGFloat(10)), (10, 20, 0.25, 12.5), (10, 20, 1, 20), (10, 20, 1.5, 25), (20, 10, 0.5, 15),
    ])
    func interpolated(from: CGFloat, to: CGFloat, amount: Double, expected: CGFloat) {
        #expect(from.interpolated(towards: to, amount: amount) == expected)
        var value = from
        value.interpolate(towards: to, amount: amount)
        #expect(value == expected)
    }

    @Test("On a pair each component moves; scaled multiplies each")
    func pair() {
        let a = AnimatablePair(CGFloat(0), 10.0), b = AnimatablePair(CGFloat(4), 20.0)
        #expect(a.interpolated(towards: b, amount: 0.5) == AnimatablePair(CGFloat(2), 15.0))
        #expect(b.scaled(by: 2) == AnimatablePair(CGFloat(8), 40.0))
        #expect(Double(3).scaled(by: -1) == -3)
    }
}
