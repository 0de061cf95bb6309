/// A move in from and out to an edge (SwiftUI's `MoveTransition`,
/// `.move(edge:)`): before the view appears and after it goes, it is drawn
/// past `edge` by its own size; shown, where it is laid out (TRN1).
nonisolated public struct MoveTransition: Transition {
    /// The edge the view moves in from and out to.
    public var edge: Edge

    /// Creates a transition that moves the view in from and out to `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved past `edge` except at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEdgeOffset(edge: phase.isIdentity ? nil : edge))
    }
}

extension Transition where Self == MoveTransition {
    /// A move in from and out to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
