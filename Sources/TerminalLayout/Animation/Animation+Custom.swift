import Foundation

/// Custom animations (iOS 17): `Animation(_:)` of a `CustomAnimation`, and
/// every animation's value, velocity and merging as SwiftUI asks for them
/// (ANIM6).
///
/// ```
/// animate(value, time)   built-in curve   value · fraction(after: time); nil from totalDuration on
///                        custom           τ = max(0, time − delay) · speed; the base at τ − run start;
///                                         nil (or a run past 10 s, or a value that is not finite)
///                                         ends the run: the next starts at τ, or the animation ends
/// ```
///
/// A repeated custom animation's runs are counted in the context's state, so
/// a run ends when the base first says `nil` — at the frame that asks, as in
/// SwiftUI —, every other run backwards (`value − v`) when reversing.
extension Animation {
    /// The longest a run of a custom animation lasts, in seconds of its own
    /// time (after `speed`): asked past it, the run is over, whatever the
    /// base would say — so a custom animation that never returns `nil`
    /// cannot keep an app drawing frames for ever (ANIM6).
    package static let customAnimationTimeLimit = 10.0

    /// An animation that moves along `base` (iOS 17, ANIM6). Its `duration`
    /// is how long `base` runs from a fresh context, found by asking it every
    /// 1/64 s (at most 10 s); `delay`, `speed`, `repeatCount`,
    /// `repeatForever` and `logicallyComplete(after:)` apply to it as to the
    /// built-in curves.
    public init<A: CustomAnimation>(_ base: A) {
        if let wrapped = base as? WrappedAnimation {
            self = wrapped.animation
            return
        }
        let custom = AnyCustomAnimation(base)
        self.init(curve: .linear, duration: custom.runLength())
        self.custom = custom
    }

    /// The custom animation this animation runs: the one `Animation(_:)` was
    /// given, or — for a built-in curve, or with a delay, a speed, repeats or
    /// a logical completion time — one that animates as this animation does.
    public var base: any CustomAnimation {
        if let custom, delay == 0, speed == 1, runs == 1, logicalCompletionTime == nil { return custom.base }
        return WrappedAnimation(animation: self)
    }

    /// The animation's value `time` seconds after it began, moving towards
    /// `value` from zero; `nil` once it has finished (ANIM6). Sets
    /// `context.isLogicallyComplete` from the time `logicallyComplete(after:)`
    /// names on.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if let logicalCompletionTime, time >= logicalCompletionTime { context.isLogicallyComplete = true }
        guard let custom else {
            return time < totalDuration ? value.scaled(by: fraction(after: time)) : nil
        }
        let local = Swift.max(0, time - delay) * speed
        var run = context.state[CustomRun.self]
        if let runs, run.index >= runs { return nil }
        let backwards = autoreverses && run.index % 2 == 1
        if let current = custom.animate(value: value, time: local - run.start, context: &context) {
            return backwards ? value - current : current
        }
        // The run is over: the next one starts now; this frame shows the run's end.
        run.index += 1
        run.start = local
        context.state[CustomRun.self] = run
        if let runs, run.index >= runs { return nil }
        return backwards ? .zero : value
    }

    /// How fast the animation's value moves `time` seconds after it began,
    /// per second; `nil` once finished. A custom animation's is its base's
    /// (zero during the delay; times `speed`, reversed on a backward run); a
    /// built-in curve's the slope of its fraction over a millisecond.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let custom else {
            guard time < totalDuration else { return nil }
            let (before, after) = (Swift.max(0, time - 0.0005), time + 0.0005)
            return value.scaled(by: (fraction(after: after) - fraction(after: before)) / (after - before))
        }
        let run = context.state[CustomRun.self]
        if let runs, run.index >= runs { return nil }
        if time < delay { return .zero }
        let local = (time - delay) * speed
        guard let velocity = custom.base.velocity(value: value, time: local - run.start, context: context) else { return nil }
        return velocity.scaled(by: autoreverses && run.index % 2 == 1 ? -speed : speed)
    }

    /// Whether this animation, started while `previous` runs, should take
    /// over its state: a custom animation's base decides; the built-in
    /// curves do not merge. The engine here never merges (ANIM6).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        guard let custom else { return false }
        return custom.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// Whether the animation is a custom one's (`Animation(_:)`).
    package var isCustom: Bool { custom != nil }

    /// A custom animation's progress as frames draw it: within −1…2 (a
    /// spring passes its target by less than the whole way; a frame drawn
    /// further would be off the screen, and the cell edges stay far from
    /// overflowing).
    static func drawableProgress(_ progress: Double) -> Double {
        Swift.min(2, Swift.max(-1, progress))
    }

    /// The fraction of the way a custom animation is `elapsed` seconds into
    /// a run, predicted from a fresh context: its value over the unit change
    /// (the run's end, 1, once it says `nil`).
    func customFraction(_ custom: AnyCustomAnimation, at elapsed: Double) -> Double {
        var context = AnimationContext<Double>()
        return Self.drawableProgress(custom.animate(value: 1.0, time: Swift.max(0, elapsed), context: &context) ?? 1)
    }
}

/// Internal: which run of a repeated custom animation is going, and when (in
/// the animation's own time) it started.
private struct CustomRun: AnimationStateKey {
    var index = 0
    var start = 0.0
    static var defaultValue: CustomRun { CustomRun() }
}
