import Foundation
import Testing
@testable import TerminalLayout

/// `Spring` and `UnitCurve` (ANIM3): SwiftUI's values, checked by hand.
struct SpringValueTests {
    @Test("The perceptual and the physical forms agree",
          arguments: [(0.5, 0.0, 1.0), (0.5, 0.3, 0.7), (1.0, 0.15, 0.85), (0.5, -0.5, 2.0)])
    func forms(_ duration: Double, _ bounce: Double, _ ratio: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(abs(spring.duration - duration) < 1e-12 && abs(spring.response - duration) < 1e-12)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        // k = (2π/response)², c = 4π ζ / response, m = 1.
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / duration, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * ratio / duration) < 1e-9)
        let physical = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
        #expect(abs(physical.dampingRatio - ratio) < 1e-12 && abs(physical.response - duration) < 1e-12)
    }

    @Test("Without allowOverDamping the damping is at most critical")
    func overDamping() {
        #expect(abs(Spring(stiffness: 100, damping: 50).damping - 20) < 1e-12)
        #expect(Spring(stiffness: 100, damping: 50, allowOverDamping: true).damping == 50)
    }

    @Test("Critically damped, 1 s: 1 − e^(−2πt)(1 + 2πt) of the way; velocity (2π)² t e^(−2πt)")
    func criticalValues() {
        let spring = Spring(response: 1, dampingRatio: 1)
        let w = 2 * Double.pi
        for t in [0.0, 0.1, 0.5, 1] {
            #expect(abs(spring.value(target: 100.0, time: t) - 100 * (1 - exp(-w * t) * (1 + w * t))) < 1e-9)
            #expect(abs(spring.velocity(target: 100.0, time: t) - 100 * w * w * t * exp(-w * t)) < 1e-9)
        }
        // With an initial velocity: at t = 0 the value is 0 and the velocity the one given.
        #expect(spring.value(target: 1.0, initialVelocity: 5, time: 0) == 0)
        #expect(abs(spring.velocity(target: 1.0, initialVelocity: 5, time: 0) - 5) < 1e-12)
    }

    @Test("Under- and over-damped springs start at rest and end at the target", arguments: [0.3, 1.0, 2.5])
    func motion(_ ratio: Double) {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        #expect(abs(spring.value(target: 10.0, time: 0)) < 1e-12)
        #expect(abs(spring.velocity(target: 10.0, time: 0)) < 1e-9)
        #expect(abs(spring.value(target: 10.0, time: 30) - 10) < 1e-6)
        // The settling duration: within a thousandth of a unit move from then on.
        let settle = spring.settlingDuration
        #expect(settle > 0 && settle < 10)
        #expect(abs(spring.value(target: 1.0, time: settle) - 1) <= 0.00101)
    }

    @Test("update(value:velocity:) in steps follows value(target:time:)")
    func update() {
        let spring = Spring.bouncy
        var value = 0.0, velocity = 0.0
        for _ in 0..<10 { spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.05) }
        #expect(abs(value - spring.value(target: 1.0, time: 0.5)) < 1e-9)
        #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.5)) < 1e-9)
        // The force: k (target − x) − c v, over m.
        #expect(abs(spring.force(target: 1.0, position: 0, velocity: 0) - spring.stiffness) < 1e-9)
    }

    @Test("From one value to another, Animatable values")
    func animatable() {
        let spring = Spring(response: 1, dampingRatio: 1)
        let point = spring.value(fromValue: CGPoint(x: 10, y: 0), toValue: CGPoint(x: 20, y: 10), initialVelocity: .zero, time: 0.5)
        let fraction = 1 - exp(-Double.pi) * (1 + Double.pi)
        #expect(abs(point.x - (10 + 10 * fraction)) < 1e-9 && abs(point.y - 10 * fraction) < 1e-9)
    }

    @Test("settlingDuration(dampingRatio:) gives back the settling duration asked for")
    func settlingInit() {
        let spring = Spring(settlingDuration: 2, dampingRatio: 0.8)
        #expect(abs(spring.settlingDuration - 2) < 1e-6)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    @Test("Animation.spring(_:) runs the spring's response and damping")
    func animationFromSpring() {
        guard case let .spring(response, damping) = Animation.spring(Spring(duration: 0.4, bounce: 0.2)).curve else {
            Issue.record("not a spring")
            return
        }
        #expect(abs(response - 0.4) < 1e-12 && abs(damping - 0.8) < 1e-12)
    }

    @Test("Unit curves by hand", arguments: [
        (UnitCurve.linear, 0.3, 0.3),
        (UnitCurve.circularEaseIn, 0.6, 0.2),     // 1 − √(1 − 0.36)
        (UnitCurve.circularEaseOut, 0.2, 0.6),    // √(1.8 · 0.2)
        (UnitCurve.circularEaseInOut, 0.3, 0.1),  // (1 − √(1 − 0.36)) / 2
        (UnitCurve.circularEaseInOut, 0.7, 0.9),
        (UnitCurve.easeInOut, 0.5, 0.5),          // symmetric
        (UnitCurve.easeIn, 0, 0), (UnitCurve.easeIn, 1, 1), (UnitCurve.easeOut, 2, 1),
    ])
    func unitCurve(_ curve: UnitCurve, _ progress: Double, _ expected: Double) {
        #expect(abs(curve.value(at: progress) - expected) < 1e-9)
    }

    @Test("Velocities and inverses")
    func unitCurveVelocityInverse() {
        #expect(abs(UnitCurve.linear.velocity(at: 0.4) - 1) < 1e-9)
        // d/dx (1 − √(1 − x²)) = x / √(1 − x²): 0.6 / 0.8.
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-4)
        // easeIn starts flat; easeOut starts at 1 / 0.58.
        #expect(abs(UnitCurve.easeIn.velocity(at: 0)) < 1e-4)
        #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-3)
        #expect(abs(UnitCurve.circularEaseIn.inverse.value(at: 0.2) - 0.6) < 1e-9)
        for curve in [UnitCurve.easeIn, .easeInOut, .circularEaseInOut,
                      .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.1), endControlPoint: UnitPoint(x: 0.6, y: 0.9))] {
            for x in [0.1, 0.3, 0.8] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6)
            }
        }
        #expect(UnitCurve.easeIn.inverse.inverse == .easeIn)
    }
}
