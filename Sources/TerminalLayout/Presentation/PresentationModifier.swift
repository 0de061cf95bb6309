/// Internal: what a presentation modifier (`sheet`, `fullScreenCover`, `alert`,
/// `confirmationDialog`) shows over the view it is applied to while its binding is true
/// (PRS1).
///
/// ```
///  content ── opacity 0 while presented (kept: its state stays) ──┐
///  overlay ── PresentationHost { presented }: dismiss, Escape, focus
/// ```
///
/// In a terminal a presentation takes the place of the view it is presented from: that view
/// is drawn at opacity 0 (so it takes no focus, no key and no shortcut, FOCUS1, KBD1) and
/// keeps its state, and the presented view is laid out in its frame — a sheet from the top
/// leading corner, an alert or a dialog as a box in the middle. (So a presentation is as
/// large as the view it is applied to: apply it to the screen's root, a `NavigationStack`
/// or a `List`, not to a small button — SwiftUI presents at the window; see PRS1.) Focus goes to the first
/// focusable view of the presentation; Escape, or `dismiss()` from the environment inside
/// it, sets the binding to `false`. `onDismiss` runs whenever the binding goes from `true`
/// to `false`, whatever set it.
struct _PresentationModifier<Presented: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let alignment: Alignment
    let presented: () -> Presented

    func body(content: Content) -> some View {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        return content
            .opacity(shown ? 0 : 1)
            .overlay(alignment: alignment) {
                if shown {
                    PresentationHost(dismiss: { binding.wrappedValue = false }, content: presented())
                }
            }
            .onChange(of: shown) { [onDismiss] old, new in
                if old && !new { onDismiss?() }
            }
    }
}

/// Internal: a presented view with what every presentation gives it — `dismiss` in its
/// environment, Escape to dismiss it (a shortcut, KBD1), and focus on its first focusable view
/// when it appears.
struct PresentationHost<Content: View>: View {
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
