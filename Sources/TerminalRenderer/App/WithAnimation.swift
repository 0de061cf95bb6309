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

/// Internal: where `withAnimation` leaves its animation for the app whose
/// key handler called it (a task-local, so apps on other threads — tests
/// run in parallel — never see each other's requests).
final class AnimationRequest: @unchecked Sendable {
    /// The animation asked for since the last frame, if any.
    var animation: Animation?

    /// The request of the app handling a key on this thread or task, if any.
    @TaskLocal static var current: AnimationRequest?

    /// The animation asked for, forgotten.
    func take() -> Animation? {
        defer { animation = nil }
        return animation
    }
}
