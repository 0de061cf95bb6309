/// A scale from and to `scale` about `anchor` (SwiftUI's `ScaleTransition`,
/// `.scale`). Cells cannot be scaled: at every phase the view is drawn at
/// its laid-out size, as `scaleEffect` draws it.
nonisolated public struct ScaleTransition: Transition {
    /// The amount the view is scaled by before it appears and after it goes.
    public var scale: Double
    /// The point the view is scaled about.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, at its size at `.identity` and scaled by `scale` otherwise.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// A scale from and to nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// A scale from and to `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
