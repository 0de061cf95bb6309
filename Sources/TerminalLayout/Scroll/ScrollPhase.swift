/// What a scroll view is doing (iOS 18), for `onScrollPhaseChange(_:)`.
///
/// A terminal's scroll views move a whole step on a key, with no finger to track and no
/// momentum, so they stay `.idle` and the action is never called (SC10).
public enum ScrollPhase: Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// A touch is down and may start scrolling.
    case tracking
    /// Scrolling under the user's touch.
    case interacting
    /// Scrolling on after the touch lifted.
    case decelerating
    /// Scrolling programmatically, animated.
    case animating

    /// Whether the scroll view is moving (`.interacting`, `.decelerating`, `.animating`).
    public var isScrolling: Bool {
        switch self {
        case .idle, .tracking: false
        case .interacting, .decelerating, .animating: true
        }
    }
}

/// What an `onScrollPhaseChange(_:)` action is told besides the phases (iOS 18).
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// How fast it was moving, if known.
    public var velocity: CGVector?
}

nonisolated extension View {
    /// Runs `action` when a scroll view's phase changes: never in a terminal, whose scroll views
    /// stay `.idle` (SC10); use `onScrollGeometryChange` to follow the offset.
    public consuming func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }

    /// Runs `action` with the context when a scroll view's phase changes: never here (SC10).
    public consuming func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        self
    }
}
