import TerminalLayout

/// Runs `body` and animates what its state changes move, as in SwiftUI.
///
/// Inside a key handler of an app run by `TerminalApp.run()` (an
/// `onKeyPress` action, a `Button`'s action), the next frame starts with
/// every view where it was on screen and moves it to its new frame along
/// `animation` (see `FrameAnimation`). Outside a run (no app is handling
/// a key) the body runs and nothing is animated. `nil` animates nothing.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    if let animation, let sink = AnimationRequest.current { sink.animation = animation }
    return result
}

/// Runs `body` and animates what its state changes move, then runs `completion` when that
/// animation has finished (iOS 17, ANIM4).
///
/// In an app run by `TerminalApp`, `completion` runs after the last frame of the animation the
/// change started — or at once after the frame, when the change moved nothing or the animation
/// was replaced by another — on the main thread, in the run loop (state it sets draws the next
/// frame; a `withAnimation` in it animates). Outside a run it runs right after `body`. Both
/// criteria end at the same time here — frames stop moving when the animation is logically
/// complete — unless the animation says it is logically complete sooner: a `.logicallyComplete`
/// completion is then due after that frame (`logicallyComplete(after:)`, a custom animation's
/// `isLogicallyComplete`, ANIM6).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    guard let sink = AnimationRequest.current else {
        completion()
        return result
    }
    if let animation { sink.animation = animation }
    sink.completions.append(AnimationCompletion(logical: completionCriteria == .logicallyComplete, run: completion))
    return result
}

/// Internal: a `withAnimation` completion waiting for its animation (ANIM4).
struct AnimationCompletion {
    /// Whether it is due once the animation is logically complete, while the frames may go on
    /// (`.logicallyComplete`: after `Animation.logicallyComplete(after:)`'s time, or when a custom
    /// animation sets `isLogicallyComplete`, ANIM6); else at the end.
    let logical: Bool
    /// The completion.
    let run: () -> Void
}

/// Internal: where `withAnimation` leaves its animation for the app whose
/// key handler called it (a task-local, so apps on other threads — tests
/// run in parallel — never see each other's requests).
final class AnimationRequest: @unchecked Sendable {
    /// The animation asked for since the last frame, if any.
    var animation: Animation?
    /// What `withAnimation(_:completionCriteria:_:completion:)` asked to run when the animation
    /// its change starts is over (ANIM4).
    var completions: [AnimationCompletion] = []

    /// The request of the app handling a key on this thread or task, if any.
    @TaskLocal static var current: AnimationRequest?

    /// A request for an app; writes through a binding that carries a
    /// transaction (`$x.transaction = …`) run in it from now on.
    init() {
        BindingTransaction.install { transaction, body in withTransaction(transaction, body) }
    }

    /// The completions asked for, forgotten.
    func takeCompletions() -> [AnimationCompletion] {
        defer { completions = [] }
        return completions
    }

    /// The animation asked for, forgotten.
    func take() -> Animation? {
        defer { animation = nil }
        return animation
    }
}
