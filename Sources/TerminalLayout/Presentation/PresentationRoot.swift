/// Internal: the presentations shown over a whole window (PRS1), in the order they were made,
/// kept by the window's `_PresentationRoot` and handed to every view in its environment.
///
/// ```
///  _PresentationRoot ─ content (opacity 0 while a presentation shows)
///        │          └ one PresentationSlot per entry (only the last at opacity 1)
///        ▼ environment
///  _PresentationModifier (anywhere in content or a slot): present(token, view) / withdraw(token)
/// ```
///
/// A presenting modifier registers its presentation while its binding is true and withdraws
/// it when the binding is false or the modifier goes away. Adding or withdrawing one has the
/// root evaluated again (it shows or hides the window's content); a new view for one already
/// shown has only its slot evaluated again — so the presenting view, evaluated again with
/// the root, registering the same presentation again, causes no further round.
final class PresentationCenter {
    /// One presentation: whose (its modifier's token), where in the window, what.
    struct Entry {
        /// The modifier's token, by identity.
        let id: ObjectIdentifier
        /// The token itself, for the environment it records — weakly: the token's environment
        /// holds this center, which would hold the token (a cycle kept alive by a graph
        /// released while something is presented).
        weak var token: PresentationToken?
        var alignment: Alignment
        var view: AnyView
        /// Dismisses it (sets its modifier's binding to `false`).
        var dismiss: (() -> Void)?
    }

    /// The presentations shown, the first made first.
    private(set) var entries: [Entry] = []
    /// Has the root evaluated again (set by the root).
    var rootChanged: (() -> Void)?
    /// Have a slot evaluated again, by its presentation's token (set by the slots).
    var slotChanged: [ObjectIdentifier: () -> Void] = [:]

    /// Shows `view` for the modifier whose token is `token`, or replaces what it shows.
    func present(_ token: PresentationToken, alignment: Alignment, view: AnyView, dismiss: (() -> Void)? = nil) {
        if let index = entries.firstIndex(where: { $0.id == ObjectIdentifier(token) }) {
            entries[index].alignment = alignment
            entries[index].view = view
            entries[index].dismiss = dismiss
            slotChanged[ObjectIdentifier(token)]?()
        } else {
            entries.append(Entry(id: ObjectIdentifier(token), token: token, alignment: alignment, view: view, dismiss: dismiss))
            rootChanged?()
        }
    }

    /// Stops showing the presentation of the modifier whose token is `token`, if it shows one.
    func withdraw(_ token: PresentationToken) {
        guard let index = entries.firstIndex(where: { $0.id == ObjectIdentifier(token) }) else { return }
        entries.remove(at: index)
        slotChanged[ObjectIdentifier(token)] = nil
        rootChanged?()
    }

    /// The presentation of the modifier whose token is `token`, if it shows one.
    func entry(_ token: ObjectIdentifier) -> Entry? {
        entries.first { $0.id == token }
    }
}

/// Internal: the identity of one presenting modifier (its `@State`), which its presentation
/// is registered under, and the environment the modifier's content was last resolved with:
/// the presentation is shown with it, as in SwiftUI (a sheet sees the environment objects of
/// the view it is presented from), though the window's root is elsewhere.
final class PresentationToken {
    var environment: ResolvedEnvironment?
}

private struct PresentationCenterKey: EnvironmentKey {
    static var defaultValue: PresentationCenter? { nil }
}

extension EnvironmentValues {
    /// The presentations of the window (internal; `nil` outside a `_PresentationRoot`:
    /// then a presentation shows in place of the view it is applied to).
    var presentationCenter: PresentationCenter? {
        get { self[PresentationCenterKey.self] }
        set { self[PresentationCenterKey.self] = newValue }
    }
}

/// The root a window's content is shown in (the app layer puts it there): presentations
/// made anywhere in the content show over all of it, as SwiftUI shows them over the window
/// (PRS1). While one shows, the content is drawn at opacity 0 — out of focus, keys and
/// shortcuts, keeping its state —, each presentation fills the window (a sheet from the top
/// leading corner, an alert or dialog in the middle), and only the last one made is visible.
nonisolated package struct _PresentationRoot<Content: View>: View {
    let content: Content
    @State private var center = PresentationCenter()
    @State private var revision = 0

    /// A root showing `content` and the presentations made in it.
    package init(content: Content) {
        self.content = content
    }

    package var body: some View {
        center.rootChanged = { [$revision] in $revision.wrappedValue &+= 1 }
        let tokens = center.entries.map(\.id)
        let shown = !tokens.isEmpty
        // Modifiers only, around the content: with nothing focused, keys still reach the
        // content's own `onKeyPress` (KEY1: the root view's chain of modifiers). While a
        // presentation shows, the content's frame takes the whole window (its own layout no
        // longer shows), and the overlay with it; otherwise the frame is transparent: the
        // content is placed with the window's proposal (`_PresentationFrame`).
        return content
            .modifier(_PresentationFrame(fills: shown))
            .opacity(shown ? 0 : 1)
            .overlay(alignment: .topLeading) {
                ForEach(tokens, id: \.self) { token in
                    PresentationSlot(center: center, token: token).opacity(token == tokens.last ? 1 : 0)
                }
            }
            .environment(\.presentationCenter, center)
    }
}

/// Internal: where the window shows one presentation: the view registered for `token`,
/// filling the window at the presentation's alignment.
nonisolated struct PresentationSlot: View {
    let center: PresentationCenter
    let token: ObjectIdentifier
    @State private var revision = 0

    var body: some View {
        center.slotChanged[token] = { [$revision] in $revision.wrappedValue &+= 1 }
        let entry = center.entry(token)
        return (entry?.view ?? AnyView(EmptyView()))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: entry?.alignment ?? .topLeading)
            .modifier(_EnvironmentModifier { [presenter = entry?.token] resolved in
                if let environment = presenter?.environment { resolved = environment }
            })
    }
}
