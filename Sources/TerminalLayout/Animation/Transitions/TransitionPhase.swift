/// Where a transition is: before the view appears, while it is shown, or
/// after it went (SwiftUI's `TransitionPhase`). Here a shown view is
/// always at `.identity` (TRN1).
@frozen public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted.
    case willAppear
    /// The view is in the hierarchy: its steady look.
    case identity
    /// The view has been removed.
    case didDisappear

    /// Whether this is `.identity`, where a transition should change nothing.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `willAppear`, 0 for `identity`, 1 for `didDisappear`: a factor for effects.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
