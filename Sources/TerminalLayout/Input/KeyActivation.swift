nonisolated extension View {
    /// Internal: a control reached from the keyboard (`Button` BTN1, `Toggle`
    /// TGL1, `onTapGesture` TAP1): focusable while enabled (FOCUS1), its
    /// focus bound to `focus`, and Return or Space perform `action` while it
    /// has focus and is enabled (KEY1).
    func activatedByKeys(isEnabled: Bool, focus: FocusState<Bool>.Binding, action: @escaping () -> Void) -> some View {
        focusable(isEnabled)
            .focused(focus)
            .onKeyPress(keys: [.return, .space]) { _ in
                guard isEnabled else { return .ignored }
                action()
                return .handled
            }
    }
}
