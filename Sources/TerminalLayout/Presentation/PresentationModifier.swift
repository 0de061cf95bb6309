/// Internal: what a presentation modifier (`sheet`, `fullScreenCover`, `alert`,
/// `confirmationDialog`) shows over the view it is applied to while its binding is true
/// (PRS1).
///
/// ```
///  presentation root around? ── register PresentationHost { presented } with its center
///  else:  content ── opacity 0 while presented (kept: its state stays)
///         overlay ── PresentationHost { presented }: dismiss, Escape, focus
/// ```
///
/// In an app (under the window's `_PresentationRoot`) a presentation shows over the whole
/// window, as in SwiftUI: the window's content is drawn at opacity 0 (so it takes no focus,
/// no key and no shortcut, FOCUS1, KBD1) and keeps its state. In a graph made without that
/// root it takes the place of the view it is presented from, the same way. A sheet is laid
/// out from the top leading corner, an alert or a dialog as a box in the middle. Focus goes to the first
/// focusable view of the presentation; Escape, or `dismiss()` from the environment inside
/// it, sets the binding to `false`. `onDismiss` runs whenever the binding goes from `true`
/// to `false`, whatever set it.
nonisolated struct _PresentationModifier<Presented: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let alignment: Alignment
    let presented: () -> Presented
    @Environment(\.presentationCenter) private var center
    @State private var token = PresentationToken()

    func body(content: Content) -> some View {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        return presenting(content, shown: shown, dismiss: { binding.wrappedValue = false })
            .onChange(of: shown) { [onDismiss] old, new in
                if old && !new { onDismiss?() }
            }
    }

    /// `content` with the presentation: over the window when there is a presentation root
    /// around it, else in its place.
    @ViewBuilder
    private func presenting(_ content: Content, shown: Bool, dismiss: @escaping () -> Void) -> some View {
        if let center {
            let _ = shown ? center.present(token, alignment: alignment, view: AnyView(PresentationHost(dismiss: dismiss, content: presented())))
                : center.withdraw(token)
            content
                .modifier(_EnvironmentModifier { [token] resolved in token.environment = resolved })
                .onDisappear { [center, token] in center.withdraw(token) }
        } else {
            content
                .opacity(shown ? 0 : 1)
                .overlay(alignment: alignment) {
                    if shown { PresentationHost(dismiss: dismiss, content: presented()) }
                }
        }
    }
}

/// Internal: a presented view with what every presentation gives it — `dismiss` in its
/// environment, Escape to dismiss it (a shortcut, KBD1), and focus on its first focusable view
/// when it appears.
nonisolated struct PresentationHost<Content: View>: View {
    let dismiss: () -> Void
    let content: Content
    @FocusState private var isFocused: Bool

    var body: some View {
        content
            .focused($isFocused)
            .modifier(_EnvironmentModifier { [dismiss] resolved in
                var values = EnvironmentValues(resolved)
                values.dismiss = DismissAction(dismiss)
                resolved = values.resolved
            })
            // Escape wherever focus is, when the focused views do not take it (a navigation
            // stack inside pops first) — also when nothing in the presentation can take focus.
            .triggered(by: .cancelAction, isEnabled: true, action: dismiss)
            .onAppear { isFocused = true }
    }
}

/// Internal: a binding to whether an optional item is there: `false` sets it to `nil`.
extension Binding {
    init<Item>(presenting item: Binding<Item?>) where Value == Bool {
        self.init(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}
