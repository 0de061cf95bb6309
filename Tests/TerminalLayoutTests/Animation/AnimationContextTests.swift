import Foundation
import Testing
@testable import TerminalLayout

/// A key holding a number, 7 until set.
private struct Seven: AnimationStateKey {
    static var defaultValue: Int { 7 }
}

/// A key holding an optional, `nil` until set.
private struct Maybe: AnimationStateKey {
    static var defaultValue: String? { nil }
}

/// Apple's pausable-state key, as its documentation writes it.
private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
    var paused = false
    var pauseTime: TimeInterval = 0.0
    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var pausableState: PausableState<Value> {
        get { state[PausableState<Value>.self] }
        set { state[PausableState<Value>.self] = newValue }
    }
}

private struct AnimationPausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var animationPaused: Bool {
        get { self[AnimationPausedKey.self] }
        set { self[AnimationPausedKey.self] = newValue }
    }
}

/// Apple's `PausableAnimation`, written as its documentation does: it runs
/// another `Animation` through `animate(value:time:context:)`, holding its
/// time while the environment says paused.
private struct PausableAnimation: CustomAnimation {
    let base: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let paused = context.environment.animationPaused
        let pausableState = context.pausableState
        var pauseTime = pausableState.pauseTime
        if pausableState.paused != paused {
            pauseTime = time - pauseTime
            context.pausableState = PausableState(paused: paused, pauseTime: pauseTime)
        }
        let effectiveTime = paused ? pauseTime : time - pauseTime
        return base.animate(value: value, time: effectiveTime, context: &context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.base as? Self else { return false }
        return base.shouldMerge(previous: previous.base, value: value, time: time, context: &context)
    }
}

/// `AnimationContext`, `AnimationState` and `AnimationStateKey` (ANIM6), and
/// Apple's documented example compiled as written.
struct AnimationContextTests {
    @Test("A key reads its default until set, then what was set; keys do not mix")
    func stateKeys() {
        var state = AnimationState<Double>()
        #expect(state[Seven.self] == 7 && state[Maybe.self] == nil)
        state[Seven.self] = 8
        state[Maybe.self] = "x"
        #expect(state[Seven.self] == 8 && state[Maybe.self] == "x")
        state[Maybe.self] = nil
        #expect(state[Maybe.self] == nil && state[Seven.self] == 8)
    }

    @Test("withState keeps the environment and the logical completion, with the state given")
    func withState() {
        var environment = EnvironmentValues()
        environment.animationPaused = true
        var context = AnimationContext<Double>(environment: environment)
        context.isLogicallyComplete = true
        var state = AnimationState<AnimatablePair<Double, Double>>()
        state[Seven.self] = 1
        let other = context.withState(state)
        #expect(other.environment.animationPaused && other.isLogicallyComplete && other.state[Seven.self] == 1)
        #expect(!AnimationContext<Double>().environment.animationPaused)
    }

    @Test("Apple's pausable animation: at the base's pace, held while paused (its state kept in the context)",
          arguments: [(false, [0.25, 0.5, 0.75]), (true, [0.25, 0.5, 0.5])])
    func pausable(paused: Bool, values: [Double]) {
        var environment = EnvironmentValues()
        var context = AnimationContext<Double>(environment: environment)
        let animation = Animation(PausableAnimation(base: .linear(duration: 1)))
        var seen = [animation.animate(value: 1.0, time: 0.25, context: &context)]
        // Paused (or not) from here on: the same state, another environment.
        environment.animationPaused = paused
        context = context.with(environment)
        seen += [0.5, 0.75].map { animation.animate(value: 1.0, time: $0, context: &context) }
        #expect(seen == values)
    }

    @Test("Apple's pausable animation merges as its base does, with another pausable one only")
    func pausableMerging() {
        var context = AnimationContext<Double>()
        let merging = Animation(PausableAnimation(base: Animation(MergingAnimation())))
        #expect(merging.shouldMerge(previous: merging, value: 1.0, time: 0, context: &context))
        #expect(!merging.shouldMerge(previous: Animation(MergingAnimation()), value: 1.0, time: 0, context: &context))
        let plain = Animation(PausableAnimation(base: .default))
        #expect(!plain.shouldMerge(previous: plain, value: 1.0, time: 0, context: &context))
    }
}

extension AnimationContext {
    /// This context with another environment (the app hands each animation one).
    fileprivate func with(_ environment: EnvironmentValues) -> AnimationContext {
        AnimationContext(state: state, environment: environment, isLogicallyComplete: isLogicallyComplete)
    }
}
