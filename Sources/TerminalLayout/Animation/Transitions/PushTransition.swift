/// A push: in from an edge and out to the opposite one, fading (SwiftUI's
/// `PushTransition`, `.push(from:)`); shown, the view is opaque and where it
/// is laid out (TRN1).
nonisolated public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Creates a transition that pushes the view in from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, past `edge` and transparent before it appears, past the
    /// opposite edge and transparent after it goes, as it is at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let to: Edge? = switch phase {
        case .willAppear: edge
        case .identity: nil
        case .didDisappear: edge.opposite
        }
        return content.modifier(_TransitionEdgeOffset(edge: to)).opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == PushTransition {
    /// A push in from `edge`, out to the opposite one.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
