/// The transition that changes nothing (SwiftUI's `IdentityTransition`, `.identity`).
nonisolated public struct IdentityTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content as it is, at every phase.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }

    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == IdentityTransition {
    /// The transition that changes nothing.
    public static var identity: IdentityTransition { IdentityTransition() }
}
