/// A move from and to an offset (SwiftUI's `OffsetTransition`, `.offset`):
/// before the view appears and after it goes it is drawn moved by `offset`;
/// shown, where it is laid out (TRN1).
nonisolated public struct OffsetTransition: Transition {
    /// How far the view is moved before it appears and after it goes.
    public var offset: CGSize

    /// Creates a transition that moves the view by `offset`.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// The content, moved by `offset` except at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// A move from and to `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// A move from and to `x`, `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
