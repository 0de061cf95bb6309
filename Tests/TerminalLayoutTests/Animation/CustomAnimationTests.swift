import Foundation
import Testing
@testable import TerminalLayout

/// Apple's WWDC23 example: linear over `duration`, finished after it.
struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval = 1
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        return value.scaled(by: time / duration)
    }
}

/// An easing of one second: `time²` of the way.
struct SquareEasing: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > 1 ? nil : value.scaled(by: time * time)
    }
}

/// Linear over a second that never says `nil`: it stays at the end.
struct EndlessAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: Swift.min(1, time))
    }
}

/// `result` of the way until `until` seconds, then `nil`.
struct ConstantAnimation: CustomAnimation {
    var result: Double
    var until = 1.0
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > until ? nil : value.scaled(by: result)
    }
}

/// Linear over a second that knows its velocity and merges with any animation.
struct MergingAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > 1 ? nil : value.scaled(by: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        true
    }
}

/// The WWDC example as an `Animation`: one second.
private let wwdc = Animation(MyLinearAnimation(duration: 1))

/// `CustomAnimation` and `Animation(_:)` (ANIM6): an animation's value, duration,
/// fraction, velocity and merging, worked out by hand.
struct CustomAnimationTests {
    @Test("The WWDC example's value over the unit change: the time, then nil after 1 s",
          arguments: [(0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (1.0, 1.0), (1.01, nil)] as [(Double, Double?)])
    func wwdcValues(time: Double, value: Double?) {
        var context = AnimationContext<Double>()
        #expect(wwdc.animate(value: 1.0, time: time, context: &context) == value)
    }

    @Test("Any vector moves: a pair of 4 and 8 is at 1 and 2 a quarter of the way")
    func vectorValues() {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let value = wwdc.animate(value: AnimatablePair(4.0, 8.0), time: 0.25, context: &context)
        #expect(value == AnimatablePair(1.0, 2.0))
    }

    @Test("A run's duration: the last 1/64 s at which it gave a value (at most 10 s)",
          arguments: [(wwdc, 1.0), (Animation(MyLinearAnimation(duration: 0.5)), 0.5),
                      (Animation(EndlessAnimation()), 10.0), (Animation(ConstantAnimation(result: .nan)), 0.0),
                      (Animation(MyLinearAnimation(duration: 0.3)), 19.0 / 64)])
    func durations(animation: Animation, duration: Double) {
        #expect(animation.duration == duration)
    }

    @Test("delay, speed and repeats add up in totalDuration as for the built-in curves",
          arguments: [(wwdc.delay(0.5), 1.5), (wwdc.speed(2), 0.5), (wwdc.delay(0.5).speed(2), 1.0),
                      (wwdc.repeatCount(3), 3.0), (wwdc.repeatForever(), .infinity)])
    func totalDurations(animation: Animation, total: Double) {
        #expect(animation.totalDuration == total)
    }

    @Test("fraction(after:) predicts from a fresh context: the square easing, and runs of a repeated one",
          arguments: [(Animation(SquareEasing()), 0.5, 0.25), (Animation(SquareEasing()), 0.75, 0.5625),
                      (Animation(SquareEasing()), 2, 1), (wwdc.repeatCount(3), 1.25, 0.75),
                      (wwdc.repeatCount(3), 2.5, 0.5), (wwdc.delay(0.5), 0.25, 0), (wwdc.speed(2), 0.25, 0.5)])
    func fractions(animation: Animation, elapsed: Double, fraction: Double) {
        #expect(animation.fraction(after: elapsed) == fraction)
    }

    @Test("Equal when the custom animations are: same type and value")
    func equality() {
        #expect(wwdc == Animation(MyLinearAnimation()))
        #expect(wwdc != Animation(MyLinearAnimation(duration: 2)))
        #expect(wwdc != .linear(duration: 1))
        #expect(wwdc != Animation(ConstantAnimation(result: 1)))
        #expect(Set([wwdc, Animation(MyLinearAnimation()), .linear(duration: 1)]).count == 2)
    }

    @Test("base is the custom animation; with modifiers, or for a curve, one that animates the same")
    func base() {
        #expect(wwdc.base as? MyLinearAnimation == MyLinearAnimation())
        #expect(wwdc.delay(1).base as? MyLinearAnimation == nil)
        #expect(Animation(wwdc.delay(1).base) == wwdc.delay(1))
        #expect(Animation(Animation.easeIn(duration: 2).base) == .easeIn(duration: 2))
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 2).base.animate(value: 1.0, time: 0.5, context: &context) == 0.25)
    }

    @Test("A built-in curve animates as its fraction until its total duration",
          arguments: [(0.25, 0), (1.0, 0.125), (1.25, 0.421875), (1.5, nil)] as [(Double, Double?)])
    func builtInValues(time: Double, value: Double?) {
        var context = AnimationContext<Double>()
        #expect(Animation.easeIn(duration: 1).delay(0.5).animate(value: 1.0, time: time, context: &context) == value)
    }

    @Test("logicallyComplete(after:) sets the context's isLogicallyComplete from its time on",
          arguments: [(0.25, false), (0.5, true), (0.75, true)])
    func logicalCompletion(time: Double, complete: Bool) {
        for animation in [Animation.linear(duration: 1), wwdc] {
            var context = AnimationContext<Double>()
            _ = animation.logicallyComplete(after: 0.5).animate(value: 1.0, time: time, context: &context)
            #expect(context.isLogicallyComplete == complete)
        }
    }

    @Test("velocity: nil by default; a custom one's times the speed, zero in the delay; a curve's slope")
    func velocity() {
        let context = AnimationContext<Double>()
        #expect(wwdc.velocity(value: 1.0, time: 0.5, context: context) == nil)
        #expect(Animation(MergingAnimation()).speed(2).velocity(value: 3.0, time: 0.25, context: context) == 6)
        #expect(Animation(MergingAnimation()).delay(1).velocity(value: 3.0, time: 0.5, context: context) == 0)
        let slope = Animation.linear(duration: 2).velocity(value: 1.0, time: 0.5, context: context)
        #expect(abs((slope ?? 0) - 0.5) < 1e-9)
        #expect(Animation.linear(duration: 2).velocity(value: 1.0, time: 2, context: context) == nil)
    }

    @Test("shouldMerge: false by default and for the curves; a custom animation's own answer")
    func shouldMerge() {
        var context = AnimationContext<Double>()
        #expect(!wwdc.shouldMerge(previous: .default, value: 1.0, time: 0, context: &context))
        #expect(!Animation.spring.shouldMerge(previous: .spring, value: 1.0, time: 0, context: &context))
        #expect(Animation(MergingAnimation()).shouldMerge(previous: .default, value: 1.0, time: 0, context: &context))
    }
}
