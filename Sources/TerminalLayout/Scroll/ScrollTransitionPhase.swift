/// Where a view with a `scrollTransition` is, against the visible region of
/// the scroll view around it (SwiftUI's `ScrollTransitionPhase`, SC11).
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Short of the threshold at the top (vertical) or leading (horizontal) edge.
    case topLeading
    /// Visible, past the threshold: its steady look.
    case identity
    /// Short of the threshold at the bottom (vertical) or trailing (horizontal) edge.
    case bottomTrailing

    /// Whether this is `.identity`, where the effect should change nothing.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`: a factor for effects.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
