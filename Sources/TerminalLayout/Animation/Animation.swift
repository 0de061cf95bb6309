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
/// `Animation(_:)` runs a `CustomAnimation` of your own (ANIM6).
public struct Animation: Hashable, Sendable {
    /// The shape of an animation's progress over time.
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        /// A damped spring (`Animation.spring`): `response` is the period of
        /// its undamped oscillation in seconds, `dampingFraction` 1 for no
        /// overshoot, less to overshoot and settle (see `Animation+Spring.swift`).
        case spring(response: Double, dampingFraction: Double)
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through the
        /// control points (`p1x`, `p1y`) and (`p2x`, `p2y`)
        /// (`Animation.timingCurve`).
        case timingCurve(Double, Double, Double, Double)
    }

    /// The timing curve (`.linear`, unused, for a custom animation: its
    /// base gives the progress).
    public var curve: Curve
    /// How long the curve runs, in seconds (for a spring: until it has
    /// settled within a thousandth of the way; for a custom animation: as
    /// long as it gave values from a fresh context, asked every 1/64 s, at
    /// most 10 s — ANIM6), before `delay` and `speed`.
    public var duration: Double
    /// Seconds to wait before moving (`delay(_:)`).
    public var delay: Double = 0
    /// How fast the curve is run: 2 takes half the time (`speed(_:)`).
    public var speed: Double = 1
    /// How many times the curve runs (`repeatCount(_:autoreverses:)`);
    /// `nil`: for ever (`repeatForever(autoreverses:)`).
    var runs: Int? = 1
    /// Whether every other run goes back (`autoreverses`).
    var autoreverses = false
    /// Seconds after its start (its delay included) by which the animation
    /// counts as logically complete, if sooner than its end
    /// (`logicallyComplete(after:)`, ANIM4).
    package var logicalCompletionTime: Double?
    /// The custom animation that gives the progress in place of `curve`
    /// (`Animation(_:)`, ANIM6).
    var custom: AnyCustomAnimation?

    /// An animation along `curve` over `duration` seconds (negative durations are 0).
    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    }

    /// How long the animation runs in all, in seconds: its delay, then its
    /// duration at its speed.
    public var totalDuration: Double {
        guard let runs else { return duration > 0 ? .infinity : delay }
        return delay + duration * Double(runs) / speed
    }

    /// The same animation run `repeatCount` times (at least once), every
    /// other run backwards when `autoreverses`: it ends where the change
    /// put the views (ANIM2).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.runs = Swift.max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    /// The same animation run for ever, every other run backwards when
    /// `autoreverses`: the app keeps drawing it until another change
    /// replaces it (ANIM2).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.runs = nil
        copy.autoreverses = autoreverses
        return copy
    }

    /// The same animation, started `delay` seconds later (negative or not
    /// finite: 0; delays add up).
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay.isFinite ? Swift.max(0, delay) : 0
        return copy
    }

    /// The same animation, counting as logically complete `duration`
    /// seconds after it starts if it has not before (iOS 17): a
    /// `withAnimation(_:completionCriteria: .logicallyComplete, _:completion:)`
    /// completion then runs by that time, while the frames go on to the
    /// end (ANIM4). Negative or not finite: 0.
    public func logicallyComplete(after duration: Double) -> Animation {
        var copy = self
        let after = duration.isFinite ? Swift.max(0, duration) : 0
        copy.logicalCompletionTime = Swift.min(copy.logicalCompletionTime ?? after, after)
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
    /// An animation along the cubic Bézier timing curve with control points
    /// (`p1x`, `p1y`) and (`p2x`, `p2y`), as in SwiftUI (x values clamped to
    /// 0…1, non-finite ones 0).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: Double = 0.35) -> Animation {
        func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
        return Animation(curve: .timingCurve(Swift.min(1, Swift.max(0, clean(p1x))), clean(p1y),
                                             Swift.min(1, Swift.max(0, clean(p2x))), clean(p2y)), duration: duration)
    }

    /// How far along the way the animation is after `elapsed` seconds: 0 at the start, 1 from the end on.
    /// A custom animation's is predicted from a fresh context each time, its runs `duration` long; the
    /// frames of an app ask it with its context kept (`AnimationRun`, ANIM6).
    public func fraction(after elapsed: Double) -> Double {
        // The delay first, then the curve at its speed.
        var elapsed = (elapsed - delay) * speed
        if delay > 0 && elapsed < 0 { return 0 }
        guard duration > 0 else { return 1 }
        // A repeated animation: which run, and how far into it; after the
        // last, where the change put the views.
        var backwards = false
        if runs != 1, elapsed > 0 {
            let run = (elapsed / duration).rounded(.down)
            if let runs, run >= Double(runs) { return 1 }
            elapsed -= run * duration
            backwards = autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
        }
        let forwards = curveFraction(elapsed)
        return backwards ? 1 - forwards : forwards
    }

    /// The curve's fraction `elapsed` seconds (at speed) into one run.
    private func curveFraction(_ elapsed: Double) -> Double {
        if let custom { return elapsed >= duration ? 1 : customFraction(custom, at: elapsed) }
        let t = Swift.min(1, Swift.max(0, elapsed / duration))
        switch curve {
        case let .spring(response, dampingFraction):
            return t >= 1 ? 1 : Self.springFraction(at: Swift.max(0, elapsed), response: response, dampingFraction: dampingFraction)
        case .linear: return t
        case let .timingCurve(p1x, p1y, p2x, p2y):
            return Self.bezier(at: t, p1x, p1y, p2x, p2y)
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

    /// The timing curve's progress at time `x` (0…1): the curve's
    /// parameter for `x` found by bisection (x grows with the parameter when
    /// the control points' x are in 0…1), then its y.
    static func bezier(at x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
        func coordinate(_ u: Double, _ a: Double, _ b: Double) -> Double {
            let v = 1 - u
            return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if coordinate(mid, p1x, p2x) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, p1y, p2y)
    }
}
