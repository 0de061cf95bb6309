/// A view that shows a root view and the views pushed on it, one at a time, as in SwiftUI
/// (NAV1).
///
/// ```swift
/// NavigationStack {
///     List(books) { book in
///         NavigationLink(book.title) { BookDetail(book: book) }
///     }
///     .navigationTitle("Library")
/// }
/// ```
///
/// In a terminal the stack shows its top view under a title line: the top view's
/// `navigationTitle` in bold and, once a view is pushed, a back button before it (`‹` and the
/// title of the view below, or "Back"). A ``NavigationLink`` pushes its destination when
/// Return or Space is pressed on it; the back button (focused after a push), Escape, or
/// `@Environment(\.dismiss)` in the pushed view go back. The views below the top stay in the
/// graph, hidden and out of focus, so they keep their state, as in SwiftUI. The stack takes
/// all the space it is offered and puts its content at the top leading corner.
public struct NavigationStack<Root: View>: View {
    let root: Root
    /// The pushed views, bottom first.
    @State private var pushed: [NavigationEntry] = []
    /// Each shown level's title (by entry id; the root's is 0).
    @State private var titles: [Int: String] = [:]
    /// The id the next pushed view gets.
    @State private var nextID = 1
    /// Whether the back button has focus (it is given it after a push).
    @FocusState private var backFocused: Bool

    /// A stack whose root view `root` makes.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: some View {
        let push = NavigationPushAction { [$pushed, $nextID, $backFocused] view in
            $pushed.wrappedValue.append(NavigationEntry(id: $nextID.wrappedValue, view: view))
            $nextID.wrappedValue += 1
            $backFocused.wrappedValue = true
        }
        return ZStack(alignment: .topLeading) {
            level(id: 0, below: nil) { root }
            ForEach(Array(pushed.enumerated()), id: \.element.id) { index, entry in
                level(id: entry.id, below: index == 0 ? 0 : pushed[index - 1].id) { entry.view }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(\.navigationPush, push)
        .onKeyPress(.escape) {
            guard !pushed.isEmpty else { return .ignored }
            pop()
            return .handled
        }
    }

    /// The level whose entry id is `id` (`below`: the id of the level under it, `nil` for
    /// the root): its title line and content, shown only when it is the top one.
    private func level<Content: View>(id: Int, below: Int?, @ViewBuilder content: () -> Content) -> some View {
        let isTop = id == (pushed.last?.id ?? 0)
        let title = titles[id]
        return VStack(alignment: .leading, spacing: 0) {
            if isTop, below != nil || title != nil {
                HStack(spacing: 2) {
                    if let below {
                        NavigationBackButton(title: titles[below] ?? "Back", focus: $backFocused) { pop() }
                    }
                    if let title { Text(title).bold() }
                }
            }
            content()
                .modifier(_EnvironmentModifier { [$pushed] resolved in
                    // In a pushed view, `dismiss` pops it (and the views above it).
                    guard below != nil else { return }
                    var values = EnvironmentValues(resolved)
                    values.dismiss = DismissAction {
                        if let index = $pushed.wrappedValue.firstIndex(where: { $0.id == id }) {
                            $pushed.wrappedValue.removeSubrange(index...)
                        }
                    }
                    resolved = values.resolved
                })
        }
        .onPreferenceChange(NavigationTitleKey.self) { [$titles] in $titles.wrappedValue[id] = $0 }
        .opacity(isTop ? 1 : 0)
    }

    /// Goes back: removes the top view.
    private func pop() {
        guard let last = pushed.last else { return }
        pushed.removeLast()
        titles[last.id] = nil
    }
}

/// Internal: a view pushed on a ``NavigationStack``, with the id its level is kept by.
struct NavigationEntry: Identifiable {
    let id: Int
    let view: AnyView
}

/// Internal: how a ``NavigationLink`` pushes its destination on the stack around it (in the
/// environment; `nil` outside a stack).
struct NavigationPushAction {
    let push: (AnyView) -> Void
    func callAsFunction(_ view: AnyView) { push(view) }
}

private struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPushAction? { nil }
}

extension EnvironmentValues {
    /// The push action of the innermost ``NavigationStack`` (internal).
    var navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}

/// Internal: the title line's back button: `‹` and the title of the view below; Return or
/// Space (or Escape anywhere in the stack) goes back.
private struct NavigationBackButton: View {
    let title: String
    let focus: FocusState<Bool>.Binding
    let action: () -> Void

    var body: some View {
        Text("‹ \(title)")
            .modifier(_EnvironmentModifier { [isFocused = focus.wrappedValue] environment in
                if isFocused { environment.isBold = true }
            })
            .activatedByKeys(isEnabled: true, focus: focus, action: action)
    }
}
