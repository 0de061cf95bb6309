import Foundation
import Testing
@testable import TerminalLayout

/// How many times the animation was asked, in its state.
private struct Calls: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// A tenth of the way more at every call (its count kept in the context), for a second.
private struct CountingAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Calls.self] += 1
        return time > 1 ? nil : value.scaled(by: Double(context.state[Calls.self]) / 10)
    }
}

/// Linear over a second, logically complete from half a second on.
private struct HalfwayComplete: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= 0.5 { context.isLogicallyComplete = true }
        return time > 1 ? nil : value.scaled(by: time)
    }
}

private struct LengthKey: EnvironmentKey {
    static let defaultValue = 1.0
}

/// Linear over as many seconds as the environment of the view that started it says.
private struct EnvironmentLength: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let length = context.environment[LengthKey.self]
        return time > length ? nil : value.scaled(by: time / length)
    }
}

/// `AnimationRun` (ANIM6): an animation's progress at the frames' times, a
/// custom animation asked at each with its context kept. Every number is
/// worked out by hand (`nil`: finished).
struct AnimationRunTests {
    /// The progress of a fresh run of `animation` at each of `times`, in order.
    func progress(_ animation: Animation, at times: [Double], environment: EnvironmentValues = EnvironmentValues()) -> [Double?] {
        let run = AnimationRun(animation, environment: environment)
        return times.map { run.progress(at: $0) }
    }

    @Test("The WWDC example: a quarter, half way, at the end at 1 s, finished after",
          arguments: [([0.25, 0.5, 1.0, 1.05], [0.25, 0.5, 1.0, nil]), ([0.5, 2], [0.5, nil])] as [([Double], [Double?])])
    func wwdc(times: [Double], expected: [Double?]) {
        #expect(progress(Animation(MyLinearAnimation(duration: 1)), at: times) == expected)
    }

    @Test("A custom easing, time²: 1/16 at ¼ s, ¼ at ½ s, 9/16 at ¾ s")
    func squareEasing() {
        #expect(progress(Animation(SquareEasing()), at: [0.25, 0.5, 0.75, 1, 1.5]) == [0.0625, 0.25, 0.5625, 1, nil])
    }

    @Test("The context's state persists from frame to frame; a time asked twice is asked once")
    func statePersists() {
        #expect(progress(Animation(CountingAnimation()), at: [0, 0.25, 0.25, 0.5, 0.75, 1.5]) == [0.1, 0.2, 0.2, 0.3, 0.4, nil])
    }

    @Test("nil finishes: the run is logically complete then")
    func nilFinishes() {
        let run = AnimationRun(Animation(MyLinearAnimation(duration: 0.5)))
        #expect(run.progress(at: 0.5) == 1 && !run.isLogicallyComplete)
        #expect(run.progress(at: 0.75) == nil && run.isLogicallyComplete)
    }

    @Test("A custom animation that never says nil is cut after 10 s of its own time",
          arguments: [(1.0, [1, 1, nil]), (2, [1, nil, nil]), (0.5, [1, 1, 1])] as [(Double, [Double?])])
    func capped(speed: Double, expected: [Double?]) {
        #expect(progress(Animation(EndlessAnimation()).speed(speed), at: [5, 10, 10.5]) == expected)
    }

    @Test("A value that is not finite ends the animation; a finite one is drawn within −1…2",
          arguments: [(Double.nan, nil), (.infinity, nil), (-.infinity, nil), (1e300, nil), (1e6, 2), (-5, -1), (1.5, 1.5),
                      (-0.5, -0.5)] as [(Double, Double?)])
    func sanitised(result: Double, expected: Double?) {
        #expect(progress(Animation(ConstantAnimation(result: result)), at: [0.5]) == [expected])
    }

    @Test("delay holds the start (asked at time 0), speed runs faster; together: delay first, in seconds",
          arguments: [(Animation(MyLinearAnimation()).delay(0.5), [0.25, 1, 1.5, 1.55], [0, 0.5, 1, nil]),
                      (Animation(MyLinearAnimation()).speed(2), [0.25, 0.5, 0.55], [0.5, 1, nil]),
                      (Animation(MyLinearAnimation()).delay(0.5).speed(2), [0.5, 0.75, 1, 1.05], [0, 0.5, 1, nil]),
                      (Animation(MyLinearAnimation()).speed(2).delay(0.5), [0.75, 1.05], [0.5, nil])]
                      as [(Animation, [Double], [Double?])])
    func delayAndSpeed(animation: Animation, times: [Double], expected: [Double?]) {
        #expect(progress(animation, at: times) == expected)
    }

    @Test("Repeats: a run ends at the frame that gets nil, showing its end; the next starts there, backwards when reversing",
          arguments: [(true, [0.5, 1, 1.25, 1.75, 2.25, 2.5], [0.5, 1, 1, 0.5, 0, nil]),
                      (false, [0.5, 1.25, 1.75, 2.5], [0.5, 1, 0.5, nil])] as [(Bool, [Double], [Double?])])
    func repeats(autoreverses: Bool, times: [Double], expected: [Double?]) {
        #expect(progress(Animation(MyLinearAnimation()).repeatCount(2, autoreverses: autoreverses), at: times) == expected)
    }

    @Test("Repeating for ever: run after run, never finished")
    func forever() {
        let times = [0.5, 1.25, 1.75, 2.5, 3.0, 100.0, 100.5]
        #expect(progress(Animation(MyLinearAnimation()).repeatForever(autoreverses: false), at: times) == [0.5, 1, 0.5, 1, 0.5, 1, 0.5])
    }

    @Test("Logical completion: when the context says so, or at logicallyComplete(after:)'s time, or at the end",
          arguments: [(Animation(HalfwayComplete()), [0.25: false, 0.5: true, 0.75: true]),
                      (Animation(MyLinearAnimation()).logicallyComplete(after: 0.75), [0.5: false, 0.75: true]),
                      (Animation(MyLinearAnimation()), [0.75: false, 1: false, 1.5: true]),
                      (Animation.linear(duration: 1), [0.75: false, 1: true])] as [(Animation, [Double: Bool])])
    func logicalCompletion(animation: Animation, expected: [Double: Bool]) {
        let run = AnimationRun(animation)
        for (time, complete) in expected.sorted(by: { $0.key < $1.key }) {
            _ = run.progress(at: time)
            #expect(run.isLogicallyComplete == complete, "at \(time)")
        }
    }

    @Test("The context reads the environment the run was started with", arguments: [(1.0, 0.5), (2, 0.25), (4, 0.125)])
    func environment(length: Double, halfSecond: Double) {
        var environment = EnvironmentValues()
        environment[LengthKey.self] = length
        #expect(progress(Animation(EnvironmentLength()), at: [0.5], environment: environment) == [halfSecond])
    }

    @Test("A built-in curve's run is its fraction until its total duration")
    func builtIn() {
        #expect(progress(.easeOut(duration: 1), at: [0.5, 0.75, 1]) == [0.875, 0.984375, nil])
        #expect(progress(.linear(duration: 1).repeatCount(2), at: [1.25, 2]) == [0.75, nil])
    }
}
