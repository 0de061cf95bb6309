/// Actions assistive technology performs on a view, with SwiftUI's names
/// and forms. A terminal app has no assistive technology, so the ones a
/// key stands for are performed from the keyboard while the view has
/// focus (A11Y2): `.default` on Return or Space, `.escape` on Escape, an
/// adjustable action on the arrows. The others are accepted and never
/// performed. None changes layout or drawing (A11Y1).
nonisolated extension View {
    /// Performs `handler` for the accessibility action `actionKind`: in a
    /// terminal `.default` runs on Return or Space and `.escape` on Escape
    /// while the view has focus and is enabled (A11Y2); the others have no key.
    public consuming func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        _AccessibilityActionView(content: self, keys: _AccessibilityActionView<Self>.keys(for: actionKind)) { _ in
            handler()
        }
    }

    /// A custom action with a name; never performed in a terminal (A11Y2).
    public consuming func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// A custom action with a name from a string key; never performed in a terminal (A11Y2).
    public consuming func accessibilityAction(named nameKey: LocalizedStringKey,
                                              _ handler: @escaping () -> Void) -> some View { self }

    /// A custom action with a name from a string; never performed in a terminal (A11Y2).
    @_disfavoredOverload
    public consuming func accessibilityAction<S: StringProtocol>(named name: S,
                                                                 _ handler: @escaping () -> Void) -> some View { self }

    /// A custom action whose name is `label` (iOS 16); never performed in a
    /// terminal, and the label is not built (A11Y2).
    public consuming func accessibilityAction<Label: View>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View { self }

    /// Custom actions from the buttons and toggles in `content` (iOS 16);
    /// never performed in a terminal, and `content` is not built (A11Y2).
    public consuming func accessibilityActions<Content: View>(
        @ViewBuilder _ content: () -> Content
    ) -> some View { self }

    /// Makes the view adjustable: in a terminal ↑ and → call `handler` with
    /// `.increment`, ↓ and ← with `.decrement`, while the view has focus
    /// and is enabled (A11Y2).
    public consuming func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        _AccessibilityActionView(content: self, keys: [.upArrow, .rightArrow, .downArrow, .leftArrow]) { key in
            handler(key == .upArrow || key == .rightArrow ? .increment : .decrement)
        }
    }

    /// An action for assistive technology's scroll gesture; never performed
    /// in a terminal (the arrows scroll a scroll view already, A11Y2).
    public consuming func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// An action for assistive technology's zoom gesture; never performed
    /// in a terminal (A11Y2).
    public consuming func accessibilityZoomAction(
        _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
    ) -> some View { self }
}
