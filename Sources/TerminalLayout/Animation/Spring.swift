import Foundation

/// A damped spring, as in SwiftUI (iOS 17): a mass on a spring with
/// friction, given physically (`mass`, `stiffness`, `damping`) or
/// perceptually (`duration` and `bounce`, or `response` and
/// `dampingRatio`). `SpringKeyframe` moves along one; `value(target:…)`
/// and `velocity(target:…)` evaluate it.
///
/// ```
/// x″ = (k (target − x) − c x′) / m          k stiffness, c damping, m mass
/// ω₀ = √(k/m)   ζ = c / (2√(k m))            response = 2π/ω₀, dampingRatio = ζ
/// duration = response; bounce = 1 − ζ (ζ ≤ 1), 1/ζ − 1 (ζ > 1)
/// ```
///
/// The motion is the exact solution (under-, critically or over-damped),
/// not a numerical integration.
public struct Spring: Hashable, Sendable {
    /// The mass at the end of the spring.
    public let mass: Double
    /// The spring's stiffness: force per unit of displacement.
    public let stiffness: Double
    /// The friction: force per unit of velocity.
    public let damping: Double

    /// A spring that takes about `duration` seconds and bounces by `bounce`
    /// (0 none, up to 1; negative: damped more than critically).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = bounce.isFinite ? Swift.min(1, Swift.max(-0.99, bounce)) : 0
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring whose undamped period is `response` seconds, damped by
    /// `dampingRatio` (1: critically, no overshoot).
    public init(response: Double, dampingRatio: Double) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isFinite ? Swift.max(0, dampingRatio) : 1
        mass = 1
        stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
        damping = 4 * Double.pi * ratio / response
    }

    /// A spring from its physical properties; unless `allowOverDamping`,
    /// `damping` is at most the critical damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        let critical = 2 * (stiffness * mass).squareRoot()
        let damping = damping.isFinite ? Swift.max(0, damping) : critical
        self.mass = mass
        self.stiffness = stiffness
        self.damping = allowOverDamping ? damping : Swift.min(damping, critical)
    }

    /// A spring with `dampingRatio` that settles within `epsilon` (of a
    /// unit move) in `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = dampingRatio.isFinite ? Swift.max(0.001, dampingRatio) : 1
        let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        // Settling time scales with the response for one damping ratio.
        let unit = Spring(response: 1, dampingRatio: ratio).settlingTime(epsilon: epsilon)
        let wanted = settlingDuration.isFinite && settlingDuration > 0 ? settlingDuration : 1
        self.init(response: unit > 0 ? wanted / unit : wanted, dampingRatio: ratio)
    }

    /// The undamped angular frequency ω₀.
    var omega: Double { (stiffness / mass).squareRoot() }

    /// The period of the undamped spring, in seconds.
    public var response: Double { 2 * Double.pi / omega }
    /// How damped the spring is: 1 critically, less bounces, more creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration: `response`.
    public var duration: TimeInterval { response }
    /// The perceptual bounce: 1 − `dampingRatio`, or 1/`dampingRatio` − 1 when over-damped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
    /// When a unit move has settled within a thousandth, in seconds.
    public var settlingDuration: TimeInterval { settlingTime(epsilon: 0.001) }

    /// A spring without bounce: `Spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Spring { smooth() }
    /// A spring with a hint of bounce: `Spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Spring { snappy() }
    /// A spring with a little bounce: `Spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Spring { bouncy() }

    /// A spring without bounce (plus `extraBounce`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a hint of bounce (0.15 plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a little bounce (0.3 plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Evaluation

    /// The value at `time` of a spring moving from zero to `target`,
    /// starting with `initialVelocity` (units per second).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let m = motion(at: time)
        // Displacement from the target: −target at first.
        return target + combine(target, -m.a, initialVelocity, m.b)
    }

    /// The velocity at `time` of a spring moving from zero to `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let m = motion(at: time)
        return combine(target, -m.da, initialVelocity, m.db)
    }

    /// Moves a spring at `value` with `velocity` towards `target` by `deltaTime` seconds.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let m = motion(at: deltaTime)
        let displacement = value - target
        value = target + combine(displacement, m.a, velocity, m.b)
        velocity = combine(displacement, m.da, velocity, m.db)
    }

    /// The acceleration of a spring at `position` with `velocity` pulled
    /// towards `target`, in units per second squared.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        combine(target - position, stiffness / mass, velocity, -damping / mass)
    }

    /// When a move to `target` starting with `initialVelocity` stays
    /// within `epsilon` of it, in seconds (at most a minute).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        let step = 1.0 / 240, longest = 60.0
        var last = 0.0, t = 0.0
        while t <= longest {
            if (value(target: target, initialVelocity: initialVelocity, time: t) - target).magnitudeSquared > epsilon * epsilon {
                last = t + step
            }
            t += step
        }
        return Swift.min(longest, last)
    }

    /// The value at `time` of a spring moving from `fromValue` to `toValue`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData,
                    initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of a spring moving from `fromValue` to `toValue`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// When a move from `fromValue` to `toValue` stays within `epsilon` of it.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// The acceleration of a spring at `position` with `velocity` moving from `fromValue` to `toValue`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = toValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }

    // MARK: The solution

    /// `a·x + b·y`.
    private func combine<V: VectorArithmetic>(_ x: V, _ a: Double, _ y: V, _ b: Double) -> V {
        var x = x, y = y
        x.scale(by: a)
        y.scale(by: b)
        return x + y
    }

    /// The displacement at time `t` from a unit displacement at rest (`a`)
    /// and from a unit velocity at the target (`b`), and their rates.
    func motion(at t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let t = t.isFinite ? Swift.max(0, t) : 0
        let w = omega, zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            let e = exp(-w * t)
            return (e * (1 + w * t), t * e, -w * w * t * e, e * (1 - w * t))
        }
        if zeta < 1 {
            let alpha = zeta * w, wd = w * (1 - zeta * zeta).squareRoot()
            let e = exp(-alpha * t), c = cos(wd * t), s = sin(wd * t)
            return (e * (c + alpha / wd * s), e * s / wd, -e * s * w * w / wd, e * (c - alpha / wd * s))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t), d = r1 - r2
        return ((-r2 * e1 + r1 * e2) / d, (e1 - e2) / d, (-r2 * r1 * e1 + r1 * r2 * e2) / d, (r1 * e1 - r2 * e2) / d)
    }

    /// When a unit move from rest stays within `epsilon`: the envelope when
    /// it bounces, else by bisection (it then creeps in from one side).
    func settlingTime(epsilon: Double) -> Double {
        let w = omega, zeta = dampingRatio
        if zeta < 1 {
            if zeta <= 0 { return .infinity }
            return Swift.max(0, log(1 / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * w))
        }
        var high = 1.0
        while abs(motion(at: high).a) >= epsilon, high < 1e6 { high *= 2 }
        var low = 0.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if abs(motion(at: mid).a) < epsilon { high = mid } else { low = mid }
        }
        return high
    }
}

extension Animation {
    /// An animation along `spring` (SwiftUI's `Animation.spring(_:blendDuration:)`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// An animation along `spring`; `initialVelocity` is accepted (frames start at rest).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio)
    }
}
