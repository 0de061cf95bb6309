import Testing
@testable import TerminalLayout

/// `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)` and
/// `timingCurve` (ANIM2): fractions worked out by hand for a linear curve
/// of one second.
struct AnimationRepeatTests {
    static let linear = Animation.linear(duration: 1)

    @Test("Repeated three times, reversing: forwards, back, forwards, then at the end",
          arguments: [(0.25, 0.25), (1.25, 0.75), (2.5, 0.5), (3.5, 1.0)])
    func repeatCountAutoreversing(_ elapsed: Double, _ fraction: Double) {
        let animation = Self.linear.repeatCount(3, autoreverses: true)
        #expect(animation.fraction(after: elapsed) == fraction)
        #expect(animation.totalDuration == 3)
    }

    @Test("Repeated without reversing: each run from the start", arguments: [(0.25, 0.25), (1.25, 0.25), (1.75, 0.75)])
    func repeatCountForwards(_ elapsed: Double, _ fraction: Double) {
        #expect(Self.linear.repeatCount(2, autoreverses: false).fraction(after: elapsed) == fraction)
    }

    @Test("For ever: runs on with no end", arguments: [(10.25, 0.25), (11.25, 0.75), (100.5, 0.5)])
    func forever(_ elapsed: Double, _ fraction: Double) {
        let animation = Self.linear.repeatForever()
        #expect(animation.fraction(after: elapsed) == fraction)
        #expect(animation.totalDuration == .infinity)
    }

    @Test("A count below one runs once")
    func atLeastOnce() {
        #expect(Self.linear.repeatCount(0).totalDuration == 1)
        #expect(Self.linear.repeatCount(-3).fraction(after: 0.5) == 0.5)
    }

    @Test("A timing curve: 0 at its start, 1 at its end, and halfway at half time when it is symmetric",
          arguments: [(0.0, 0.0, 1.0, 1.0, 0.5, 0.5), (0.42, 0.0, 0.58, 1.0, 0.5, 0.5),
                      (0.42, 0.0, 1.0, 1.0, 0.0, 0.0), (0.42, 0.0, 1.0, 1.0, 1.0, 1.0)])
    func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, _ time: Double, _ expected: Double) {
        let animation = Animation.timingCurve(p1x, p1y, p2x, p2y, duration: 1)
        #expect(abs(animation.fraction(after: time) - expected) < 1e-6)
    }

    @Test("An ease-in timing curve is behind the linear one halfway")
    func easeInLags() {
        let easeIn = Animation.timingCurve(0.42, 0, 1, 1, duration: 1)
        #expect(easeIn.fraction(after: 0.5) < 0.5)
        #expect(easeIn.fraction(after: 0.5) > 0.2)
    }
}
