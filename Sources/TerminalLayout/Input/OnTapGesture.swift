nonisolated extension View {
    /// Performs `action` when this view is "tapped": a terminal app reads
    /// keys, not a pointer, so the view becomes focusable (Tab reaches it)
    /// and Return or Space performs the action while it has focus, as for a
    /// `Button`; text inside it is bold while it has focus (TAP1). `count`
    /// (a double tap) cannot be typed: one key performs the action.
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TapGestureView(content: self, action: action)
    }

    /// Performs `action` with the tap's location when this view is
    /// "tapped" (iOS 17): a `SpatialTapGesture` — Return or Space while the
    /// view has focus, the location the view's centre in `coordinateSpace`
    /// (a key has no place on the screen, GES1). `count` changes nothing.
    public consuming func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                                       perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Performs `action` when this view is "pressed long": a key cannot be
    /// held for a time, so it is a tap — Return or Space while the view has
    /// focus (TAP1); `onPressingChanged` is not called.
    public consuming func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                             perform action: @escaping () -> Void,
                                             onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        _TapGestureView(content: self, action: action)
    }

    /// The iOS 13 form, `pressing:` before the action: as
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)` —
    /// a tap; `pressing` is not called (TAP1). Disfavoured: `onLongPressGesture { … }` is the current form.
    @_disfavoredOverload
    public consuming func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                             pressing: ((Bool) -> Void)? = nil,
                                             perform action: @escaping () -> Void) -> some View {
        _TapGestureView(content: self, action: action)
    }
}

/// A view that performs an action when "tapped" with Return or Space
/// while it has focus (`onTapGesture(count:perform:)`, TAP1).
nonisolated public struct _TapGestureView<Content: View>: View {
    let content: Content
    let action: () -> Void
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    /// A gesture above may have turned the gestures inside it off (`GestureMask`, GES1).
    @Environment(\.gestureContext) private var gestures

    public var body: some View {
        let enabled = isEnabled && gestures.subviewsEnabled
        let ancestors = gestures.ancestors, action = self.action
        return content
            .modifier(_EnvironmentModifier { [isFocused] environment in
                if isFocused { environment.isBold = true }
            })
            // A `highPriorityGesture` above is offered the tap first (GES1).
            .onKeyPress(keys: [.return, .space]) { _ in
                guard enabled else { return .ignored }
                for ancestor in ancestors where ancestor.priority == .high && ancestor.offer(.activate) { return .handled }
                return .ignored
            }
            .activatedByKeys(isEnabled: enabled, focus: $isFocused) {
                action()
                // A `simultaneousGesture` above sees the tap too (GES1).
                for ancestor in ancestors where ancestor.priority == .simultaneous { _ = ancestor.offer(.activate) }
            }
    }
}

nonisolated extension View {
    /// Calls `action` when the pointer enters (`true`) or leaves (`false`) this view, as in
    /// SwiftUI on macOS. A terminal app here reads no pointer (keys only, KEY2): the action is
    /// never called, and the view is laid out and drawn as it is.
    public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }
}
