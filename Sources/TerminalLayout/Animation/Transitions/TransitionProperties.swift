/// What a transition does, for the system (SwiftUI's `TransitionProperties`):
/// whether it moves the view, which reduced motion may replace.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view.
    public var hasMotion: Bool

    /// Creates the properties (with motion by default).
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
