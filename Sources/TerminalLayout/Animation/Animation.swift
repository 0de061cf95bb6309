/// How a change moves on screen, as in SwiftUI: a timing curve and a
/// duration. `withAnimation(.easeInOut(duration: 0.25)) { … }` (in an app,
/// `TerminalRenderer`) makes the frames of the views that move go from
/// where they were to where the new layout puts them; `animation(_:value:)`
/// does it for the views under it when a value changes (ANIM1).
///
/// ```
/// fraction   linear   t                                   t = elapsed / duration, 0…1
///            easeIn   t³
///            easeOut  1 − (1 − t)³
///            easeInOut 4t³ (t < ½), 1 − (2 − 2t)³ / 2
/// ```
///
/// The curves are cubic polynomials, not SwiftUI's Bézier timing curves:
/// on a grid of cells the difference cannot be seen. `default` is
/// `easeInOut` over 0.35 s (SwiftUI's `default` is a spring). Springs
/// (`spring`, `bouncy`, `smooth`, `snappy`, …) are damped springs that run
/// until they have settled, overshooting when their damping is below 1.
public struct Animation: Hashable, Sendable {
    /// The shape of an animation's progress over time.
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        /// A damped spring (`Animation.spring`): `response` is the period of
        /// its undamped oscillation in seconds, `dampingFraction` 1 for no
        /// overshoot, less to overshoot and settle (see `Animation+Spring.swift`).
        case spring(response: Double, dampingFraction: Double)
    }

    /// The timing curve.
    public var curve: Curve
    /// How long the curve runs, in seconds (for a spring: until it has
    /// settled within a thousandth of the way), before `delay` and `speed`.
    public var duration: Double
    /// Seconds to wait before moving (`delay(_:)`).
    public var delay: Double = 0
    /// How fast the curve is run: 2 takes half the time (`speed(_:)`).
    public var speed: Double = 1

    /// An animation along `curve` over `duration` seconds (negative durations are 0).
    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    }

    /// How long the animation runs in all, in seconds: its delay, then its
    /// duration at its speed.
    public var totalDuration: Double { delay + duration / speed }

    /// The same animation, started `delay` seconds later (negative or not
    /// finite: 0; delays add up).
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay.isFinite ? Swift.max(0, delay) : 0
        return copy
    }

    /// The same animation run `speed` times as fast (0, negative or not
    /// finite: as it was; speeds multiply).
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        if speed.isFinite && speed > 0 { copy.speed *= speed }
        return copy
    }

    /// Ease in and out over 0.35 s.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    /// Linear over 0.35 s.
    public static let linear = Animation(curve: .linear, duration: 0.35)
    /// Ease in over 0.35 s.
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    /// Ease out over 0.35 s.
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)

    /// Linear over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// How far along the way the animation is after `elapsed` seconds: 0 at the start, 1 from the end on.
    public func fraction(after elapsed: Double) -> Double {
        // The delay first, then the curve at its speed.
        let elapsed = (elapsed - delay) * speed
        if delay > 0 && elapsed < 0 { return 0 }
        guard duration > 0 else { return 1 }
        let t = Swift.min(1, Swift.max(0, elapsed / duration))
        switch curve {
        case let .spring(response, dampingFraction):
            return t >= 1 ? 1 : Self.springFraction(at: Swift.max(0, elapsed), response: response, dampingFraction: dampingFraction)
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = 2 - 2 * t
            return 1 - u * u * u / 2
        }
    }
}
