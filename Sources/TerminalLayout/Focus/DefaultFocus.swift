/// `defaultFocus`, `focusable(_:interactions:)`, `focusSection()` and
/// `focusEffectDisabled(_:)` — the rest of SwiftUI's focus vocabulary (rule FOCUS3).
nonisolated extension View {
    /// Gives focus to the view `binding` marks with `value` when this view appears and
    /// nothing `binding` tracks has focus (`binding` still at its reset value: `false`, or
    /// `nil`) — the first focus of a screen, as in SwiftUI (FOCUS3).
    public consuming func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                                    priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        modifier(_DefaultFocusModifier(binding: binding, value: value, priority: priority))
    }

    /// Makes the view focusable (FOCUS1); `interactions` says what focus is for in SwiftUI
    /// (activation, editing) and changes nothing here: a focused view takes keys either way
    /// (FOCUS3).
    public consuming func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        focusable(isFocusable)
    }

    /// Marks a group for directional focus moves on macOS and tvOS. A terminal moves focus
    /// with Tab in view order, which a section does not change (FOCUS3).
    public consuming func focusSection() -> some View { self }

    /// Turns off the platform's focus effect (the ring around a focused view) for the views
    /// inside: `EnvironmentValues.isFocusEffectEnabled` reads `false` there. A built-in
    /// control's focused look here is its own state, not a ring, and stays (FOCUS3).
    public consuming func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { if disabled { $0 = false } }
    }
}

/// The modifier `defaultFocus(_:_:priority:)` applies.
nonisolated struct _DefaultFocusModifier<V: Hashable>: ViewModifier {
    let binding: FocusState<V>.Binding
    let value: V
    let priority: DefaultFocusEvaluationPriority

    func body(content: Content) -> some View {
        content.onAppear { [binding, value, priority] in
            guard !priority.isUserInitiatedOnly, binding.wrappedValue == binding.resetValue else { return }
            binding.wrappedValue = value
        }
    }
}

private struct FocusEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the platform's focus effect is drawn around focused views (`false` below
    /// `focusEffectDisabled()`), as in SwiftUI.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }
}
