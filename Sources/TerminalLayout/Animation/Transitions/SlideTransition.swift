/// A slide in from the leading edge and out to the trailing one (SwiftUI's
/// `SlideTransition`, `.slide`); shown, the view is where it is laid out (TRN1).
nonisolated public struct SlideTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content, past the leading edge before it appears, past the
    /// trailing edge after it goes, in place at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge: Edge? = switch phase {
        case .willAppear: .leading
        case .identity: nil
        case .didDisappear: .trailing
        }
        return content.modifier(_TransitionEdgeOffset(edge: edge))
    }
}

extension Transition where Self == SlideTransition {
    /// A slide in from the leading edge and out to the trailing one.
    public static var slide: SlideTransition { SlideTransition() }
}
