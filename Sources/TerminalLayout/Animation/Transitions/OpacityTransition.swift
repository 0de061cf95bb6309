/// A fade: transparent before the view appears and after it goes (SwiftUI's
/// `OpacityTransition`, `.opacity`). Shown, the view is opaque (TRN1).
nonisolated public struct OpacityTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content, opaque at `.identity` and transparent otherwise.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
    /// A fade in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
