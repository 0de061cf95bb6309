nonisolated extension View {
    /// Adds actions to this row of a ``List`` that a swipe from `edge` reveals, as in SwiftUI
    /// (LIST3).
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions {
    ///         Button("Delete", role: .destructive) { delete(message) }
    ///     }
    /// ```
    ///
    /// In a terminal the row becomes focusable (Tab); ← on it reveals the leading edge's
    /// actions, → the trailing edge's, drawn at that edge of the row as plain buttons, reached
    /// with Tab; an action hides them after it runs, and Escape or the other arrow hide them.
    /// `allowsFullSwipe` is accepted: a full swipe is the first action, one Tab away. Outside a
    /// list the view is as it is.
    public consuming func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, actions: content()))
    }
}

/// The modifier `swipeActions` applies (LIST3): in a list's row, the row focusable, and the
/// actions at its `edge` while revealed.
nonisolated public struct _SwipeActionsModifier<Actions: View>: ViewModifier {
    let edge: HorizontalEdge
    let actions: Actions
    @State private var isRevealed = false
    @FocusState private var isFocused: Bool
    @Environment(\.isInList) private var isInList
    @Environment(\.isEnabled) private var isEnabled

    public func body(content: Content) -> some View {
        if isInList {
            let hide = MenuDismissAction { [$isRevealed] in $isRevealed.wrappedValue = false }
            let revealKey: KeyEquivalent = edge == .trailing ? .rightArrow : .leftArrow
            let hideKey: KeyEquivalent = edge == .trailing ? .leftArrow : .rightArrow
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                if isRevealed && edge == .leading { revealed(hide) }
                content
                    .modifier(_EnvironmentModifier { [isFocused] environment in
                        if isFocused { environment.isBold = true }
                    })
                if isRevealed && edge == .trailing {
                    Spacer(minLength: 0)
                    revealed(hide)
                }
            }
            .focusable(isEnabled)
            .focused($isFocused)
            .onKeyPress(keys: [revealKey, hideKey, .escape], phases: .down) { [$isRevealed] press in
                switch press.key {
                case revealKey where !$isRevealed.wrappedValue:
                    $isRevealed.wrappedValue = true
                    return .handled
                case hideKey where $isRevealed.wrappedValue, .escape where $isRevealed.wrappedValue:
                    $isRevealed.wrappedValue = false
                    return .handled
                default:
                    return .ignored
                }
            }
        } else {
            content
        }
    }

    /// The actions, as plain buttons that hide them after their action.
    private func revealed(_ hide: MenuDismissAction) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) { actions }
            .buttonStyle(.plain)
            .environment(\.menuDismiss, hide)
    }
}
