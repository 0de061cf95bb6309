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
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    /// The path given to the stack (NAV2), or `nil`: then the stack keeps its own.
    let pathBinding: Binding<NavigationPath>?
    /// The stack's own path, when none is given.
    @State private var ownPath = NavigationPath()
    /// The pushed views, bottom first (above the path's values).
    @State private var pushed: [NavigationEntry] = []
    /// Each shown level's title (by level id: the root's is 0, a pushed view's its entry's
    /// id, the path's value i's −1 − i).
    @State private var titles: [Int: String] = [:]
    /// The id the next pushed view gets.
    @State private var nextID = 1
    /// The destinations registered in the stack, by value type (NAV2).
    @State private var destinations = NavigationDestinations()
    /// The levels `navigationDestination(isPresented:)` shows, on top (NAV2).
    @State private var presentations = PresentationCenter()
    /// Bumped when a presented level comes or goes: the stack is evaluated again.
    @State private var presentationsRevision = 0
    /// Whether the back button has focus (it is given it after a push).
    @FocusState private var backFocused: Bool

    /// A stack whose root view `root` makes.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        pathBinding = nil
    }

    /// A stack showing, above the root view `root` makes, the destination of each value of
    /// `path` (NAV2): a link's value is appended to it, going back removes its last value.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        pathBinding = path
    }

    /// A stack showing, above the root view `root` makes, the destination of each element
    /// of `path` (NAV2).
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        pathBinding = Binding(get: { NavigationPath(path.wrappedValue) },
                              set: { path.wrappedValue = Data($0.elements.compactMap { $0.base as? Data.Element }) })
    }

    /// The path shown: the one given, or the stack's own.
    private var path: Binding<NavigationPath> { pathBinding ?? $ownPath }

    public var body: some View {
        // A presented level coming (or one going, others left) gives the back button focus,
        // as a push does.
        presentations.rootChanged = { [$presentationsRevision, $backFocused, weak presentations] in
            $presentationsRevision.wrappedValue &+= 1
            if presentations?.entries.isEmpty == false { $backFocused.wrappedValue = true }
        }
        let path = self.path
        let push = NavigationPushAction(push: { [$pushed, $nextID, $backFocused] view in
            $pushed.wrappedValue.append(NavigationEntry(id: $nextID.wrappedValue, view: view))
            $nextID.wrappedValue += 1
            $backFocused.wrappedValue = true
        }, pushValue: { [$backFocused] value in
            path.wrappedValue.elements.append(value)
            $backFocused.wrappedValue = true
        })
        let values = path.wrappedValue.elements
        // Every level above the root, bottom first: the path's values (each shown by the
        // destination registered for its type, looked up when the level is resolved: after
        // the root and the levels below, which register them), then the pushed views.
        let levels = values.indices.map {
            NavigationEntry(id: -1 - $0, view: AnyView(NavigationValueLevel(value: values[$0], destinations: destinations)))
        } + pushed + presentations.entries.map {
            NavigationEntry(id: Self.levelID($0.id), view: AnyView(PresentationSlot(center: presentations, token: $0.id)))
        }
        let top = levels.last?.id ?? 0
        return ZStack(alignment: .topLeading) {
            level(id: 0, below: nil, top: top) { root }
            ForEach(Array(levels.enumerated()), id: \.element.id) { index, entry in
                level(id: entry.id, below: index == 0 ? 0 : levels[index - 1].id, top: top) { entry.view }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(\.navigationPush, push)
        .environment(\.navigationDestinations, destinations)
        .environment(\.navigationPresentations, presentations)
        .onKeyPress(.escape) {
            guard !pushed.isEmpty || !path.wrappedValue.isEmpty || !presentations.entries.isEmpty else { return .ignored }
            pop()
            return .handled
        }
        .modifier(EditModeProvider())
        // The titles inside are this stack's: a stack around it (a stack nested in another's
        // view, as apps write one in a pushed or root view) does not see them.
        .preference(key: NavigationTitleKey.self, value: nil)
    }

    /// A level's title: bold, in the colour and weight the title attributes of `bar` —
    /// `UINavigationBar.appearance()` — give, when they give one (UIK2).
    static func titleLine(_ title: String, bar: UINavigationBar = .appearance()) -> Text {
        let attributes = UINavigationBar.titleLineAttributes(of: bar)
        var text = Text(title)
        if (attributes?[.font] as? UIFont)?.isBold ?? true { text = text.bold() }
        if let color = attributes?[.foregroundColor] as? UIColor { text = text.foregroundColor(Color(uiColor: color)) }
        return text
    }

    /// The level whose entry id is `id` (`below`: the id of the level under it, `nil` for
    /// the root): its title line and content, shown only when it is the top one.
    private func level<Content: View>(id: Int, below: Int?, top: Int, @ViewBuilder content: () -> Content) -> some View {
        let isTop = id == top
        let title = titles[id]
        return VStack(alignment: .leading, spacing: 0) {
            if isTop, below != nil || title != nil {
                HStack(spacing: 2) {
                    if let below {
                        NavigationBackButton(title: titles[below] ?? "Back", focus: $backFocused) { pop() }
                    }
                    if let title { Self.titleLine(title) }
                }
            }
            content()
                .modifier(_EnvironmentModifier { [$pushed] resolved in
                    // In a pushed view, `dismiss` pops it (and the views above it).
                    guard below != nil else { return }
                    var values = EnvironmentValues(resolved)
                    let path = self.path
                    let presentations = self.presentations
                    values.dismiss = DismissAction {
                        if let level = presentations.entries.first(where: { Self.levelID($0.id) == id }) {
                            level.dismiss?()
                        } else if id < 0 {
                            // A value of the path, and everything above it.
                            $pushed.wrappedValue.removeAll()
                            path.wrappedValue.removeLast(path.wrappedValue.count - (-1 - id))
                        } else if let index = $pushed.wrappedValue.firstIndex(where: { $0.id == id }) {
                            $pushed.wrappedValue.removeSubrange(index...)
                        }
                    }
                    resolved = values.resolved
                })
        }
        .onPreferenceChange(NavigationTitleKey.self) { [$titles] in $titles.wrappedValue[id] = $0 }
        .opacity(isTop ? 1 : 0)
    }

    /// The level id of a presented level: its modifier token's address, far from the pushed
    /// views' small positive ids and the path values' negative ones.
    private static func levelID(_ token: ObjectIdentifier) -> Int { unsafeBitCast(token, to: Int.self) }

    /// Goes back: removes the top view (a presented level, else a pushed view, else the
    /// path's last value).
    private func pop() {
        if let level = presentations.entries.last {
            titles[Self.levelID(level.id)] = nil
            level.dismiss?()
        } else if let last = pushed.last {
            pushed.removeLast()
            titles[last.id] = nil
        } else if !path.wrappedValue.isEmpty {
            titles[-path.wrappedValue.count] = nil
            path.wrappedValue.removeLast()
        }
    }
}

/// Internal: the level of a value of a ``NavigationStack``'s path: the view the destination
/// registered for its type makes (nothing when none is, as SwiftUI shows nothing).
nonisolated struct NavigationValueLevel: View {
    let value: AnyHashable
    let destinations: NavigationDestinations

    var body: some View {
        destinations.view(for: value) ?? AnyView(EmptyView())
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
    /// Appends a value to the stack's path (NAV2).
    let pushValue: (AnyHashable) -> Void
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
nonisolated private struct NavigationBackButton: View {
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
