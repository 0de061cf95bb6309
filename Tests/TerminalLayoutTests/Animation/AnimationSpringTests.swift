import Foundation
import Testing
@testable import TerminalLayout

/// Springs, `delay(_:)` and `speed(_:)` (SwiftUI's `Animation` API): the
/// curves by hand, where they settle, and how the named springs map.
struct AnimationSpringTests {
    @Test("A critically damped spring: x(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = 2π/response",
          arguments: [0.0, 0.05, 0.1, 0.25, 0.5])
    func criticallyDamped(t: Double) {
        let spring = Animation.spring(response: 1, dampingFraction: 1)
        let w = 2 * Double.pi
        #expect(abs(spring.fraction(after: t) - (1 - exp(-w * t) * (1 + w * t))) < 1e-12)
    }

    @Test("Settled within a thousandth at its duration, exactly 1 from then on; a spring under 1 overshoots",
          arguments: [(0.5, 0.3), (0.5, 0.825), (0.3, 1.0), (1.0, 2.0), (0.15, 0.86)])
    func settles(response: Double, damping: Double) {
        let spring = Animation.spring(response: response, dampingFraction: damping)
        let end = spring.duration
        #expect(end > 0 && end <= 10)
        #expect(abs(1 - spring.fraction(after: end * 0.999)) <= 0.0011)
        #expect(spring.fraction(after: end) == 1 && spring.fraction(after: end + 5) == 1)
        #expect(spring.fraction(after: 0) == 0)
        let samples = stride(from: 0.0, through: end, by: end / 400).map { spring.fraction(after: $0) }
        if damping < 1 {
            #expect(samples.max()! > 1, "a spring damped below 1 overshoots")
        } else {
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "no overshoot: it only rises")
        }
    }

    @Test("The named springs are SwiftUI's: spring(duration:bounce:) is response = duration, damping = 1 − bounce")
    func namedSprings() {
        #expect(Animation.spring(duration: 0.4, bounce: 0.2) == .spring(response: 0.4, dampingFraction: 0.8))
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy(duration: 0.3, extraBounce: 0.1) == .spring(duration: 0.3, bounce: 0.4))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.86))
        // ω₀ = √(k/m) = 10, ζ = c / (2√(km)) = 1.
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 20) == .spring(response: 2 * .pi / 10, dampingFraction: 1))
    }

    @Test("Values that cannot be a spring are sanitised: NaN, ∞, zero or negative response; no damping",
          arguments: [(Double.nan, 0.5), (-1, 0.5), (0, 0.5), (.infinity, 0.5), (0.5, 0), (0.5, -3), (0.5, .nan)])
    func sanitised(response: Double, damping: Double) {
        let spring = Animation.spring(response: response, dampingFraction: damping)
        #expect(spring.duration.isFinite && spring.duration > 0 && spring.duration <= 10)
        #expect((0...100).allSatisfy { spring.fraction(after: Double($0) / 10).isFinite })
    }

    @Test("delay(_:) waits, speed(_:) runs faster: linear over 1 s, delayed 0.5 s, at speed 2",
          arguments: [(0.0, 0.0), (0.25, 0.0), (0.5, 0.0), (0.75, 0.5), (1.0, 1.0), (2.0, 1.0)])
    func delayAndSpeed(elapsed: Double, fraction: Double) {
        let animation = Animation.linear(duration: 1).delay(0.5).speed(2)
        #expect(animation.totalDuration == 1)
        #expect(abs(animation.fraction(after: elapsed) - fraction) < 1e-12)
    }

    @Test("Delays add up, speeds multiply; a bad delay or speed changes nothing")
    func composing() {
        let a = Animation.easeIn(duration: 2).delay(1).delay(0.5).speed(2).speed(2)
        #expect(a.delay == 1.5 && a.speed == 4 && a.totalDuration == 2)
        let b = Animation.easeIn(duration: 2).delay(-1).delay(.nan).speed(0).speed(-2).speed(.infinity)
        #expect(b == .easeIn(duration: 2))
    }
}
