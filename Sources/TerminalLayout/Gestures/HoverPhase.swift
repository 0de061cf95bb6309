/// Where a hovering pointer is (SwiftUI's `HoverPhase`,
/// `onContinuousHover(coordinateSpace:perform:)`). A terminal app reads
/// keys, not a pointer: the action is never called (APR1).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

nonisolated extension View {
    /// Nothing hovers in a terminal: `action` is never called and the view
    /// is drawn as it is (APR1).
    public consuming func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                            perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Nothing hovers in a terminal: `action` is never called and the view
    /// is drawn as it is (APR1). (SwiftUI's first form, deprecated for the
    /// one taking a `CoordinateSpaceProtocol`.)
    public consuming func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                            perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}
