import Foundation

/// An animation of your own, as in SwiftUI (iOS 17): how a value moves over
/// time, given by `animate(value:time:context:)`; run it with
/// `Animation(_:)`.
///
/// ```swift
/// struct MyLinearAnimation: CustomAnimation {
///     var duration: TimeInterval = 1
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         if time > duration { return nil }
///         return value.scaled(by: time / duration)
///     }
/// }
/// withAnimation(Animation(MyLinearAnimation(duration: 1))) { isActive.toggle() }
/// ```
///
/// Frames move whole views here (ANIM1), so the engine asks for one number:
/// the value over the unit change, `animate(value: 1.0, time: t, context:)`,
/// is how far along the way the views are drawn at `t` (ANIM6):
///
/// ```
/// t (s)       0     0.25   0.5    1      1.05
/// returned    0     0.25   0.5    1      nil          MyLinearAnimation(duration: 1)
/// drawn       from  ¼      ½      to     to; finished, completions run
/// ```
///
/// `nil` finishes the animation. The context's state persists from frame to
/// frame. A run lasts at most 10 s of its own time, and a value whose squared
/// magnitude is not finite (NaN, ±∞) ends it, as `nil` does; the progress
/// drawn is kept within −1…2.
@preconcurrency
public protocol CustomAnimation: Hashable, Sendable {
    /// The value `time` seconds after the animation began, moving towards
    /// `value` (from zero); `nil` once it has finished. State to keep from
    /// one call to the next goes in `context.state`.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// How fast the value moves `time` seconds after the animation began;
    /// `nil` (the default) when not known or finished.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, started while `previous` runs, takes over its
    /// state rather than running beside it (default `false`). The engine
    /// here never merges: a new animation replaces the running one (ANIM4).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// Internal: a custom animation as `Animation` stores it — any one, equal when
/// its type and value are, with the engine's guards around its answers (ANIM6).
package struct AnyCustomAnimation: Hashable, Sendable {
    /// The animation.
    let base: any CustomAnimation

    init(_ base: any CustomAnimation) {
        self.base = base
    }

    package static func == (a: AnyCustomAnimation, b: AnyCustomAnimation) -> Bool {
        AnyHashable(a.base) == AnyHashable(b.base)
    }

    package func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }

    /// The base's value at `time` of a run, `nil` once the run is over: past
    /// the time limit, when the base says so, or when the value's squared
    /// magnitude is not finite (ANIM6).
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time <= Animation.customAnimationTimeLimit,
              let current = base.animate(value: value, time: time, context: &context),
              current.magnitudeSquared.isFinite else { return nil }
        return current
    }

    /// How long a run lasts from a fresh context: the last time, on a grid
    /// of 1/64 s (about an app's frame), at which the base still gives a
    /// value; at most the time limit.
    func runLength() -> Double {
        let step = 1.0 / 64
        var context = AnimationContext<Double>()
        for k in 0...Int(Animation.customAnimationTimeLimit / step) {
            guard animate(value: 1.0, time: Double(k) * step, context: &context) != nil else {
                return Double(Swift.max(0, k - 1)) * step
            }
        }
        return Animation.customAnimationTimeLimit
    }
}

/// Internal: an `Animation` as a custom animation (what `Animation.base` is
/// for the built-in curves, or with delay, speed or repeats): it animates as
/// the animation does.
struct WrappedAnimation: CustomAnimation {
    /// The animation.
    let animation: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        animation.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
