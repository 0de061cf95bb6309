/// One tab of a ``TabView``, as SwiftUI's iOS 18 `Tab`: its content, its label in the tab
/// bar and, for a tab view with a selection, the value that selects it (TAB1).
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { Inbox() }
///     Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { Search() }
/// }
/// ```
///
/// A tab is its content with a `tabItem` (the label) and, when it has a value, a `tag` —
/// the two the older spelling writes by hand — so both spellings lay out and draw alike. A
/// tab without a value (`Value` is `Never`) is selected by its position. The `role` is kept
/// and changes nothing in a terminal: a search tab is drawn as any other.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    /// The tab's role (`.search`), accepted and not drawn differently.
    let role: TabRole?
    let content: Content
    let label: Label
    /// The identifier `customizationID(_:)` gave, kept for a customization.
    var customizationIdentifier: String?

    /// Internal: the tab with everything made.
    init(_value value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    public var body: some View {
        // A tab whose content is empty (`Tab("Home", systemImage: "house") { }`) is still a
        // tab in the bar, its page blank: the label needs a view to sit on (TAB1).
        if Content.self == EmptyView.self {
            page(Color.clear)
        } else {
            page(content)
        }
    }

    @ViewBuilder
    private func page<V: View>(_ view: V) -> some View {
        if let value {
            view.tabItem { label }.tag(value)
        } else {
            view.tabItem { label }
        }
    }

    /// This tab, identified by `id` in a ``TabViewCustomization`` (kept; a terminal's bar
    /// shows every tab, TAB1).
    public func customizationID(_ id: String) -> Tab {
        var copy = self
        copy.customizationIdentifier = id
        return copy
    }
}

extension Tab {
    /// A tab selected by `value`, its content and label built by you.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.init(_value: value, role: role, content: content(), label: label())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab selected by `value`, labelled by the key's text and the system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(_value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)))
    }

    /// A tab selected by `value`, labelled `title` and the system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(_value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage)))
    }

    /// A tab selected by `value`, labelled by the key's text and the named image.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(_value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(image)))
    }

    /// A tab selected by `value`, labelled `title` and the named image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(_value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(image)))
    }
}

extension Tab where Value == Never {
    /// A tab selected by its position, its content and label built by you.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(_value: nil, role: role, content: content(), label: label())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab selected by its position, labelled by the key's text and the system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(_value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)))
    }

    /// A tab selected by its position, labelled `title` and the system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(_value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage)))
    }
}

extension TabRole {
    /// The title and system image of a tab given a role and no label (the search tab's).
    var defaultLabel: DefaultTabLabel {
        DefaultTabLabel(title: Text("Search"), icon: Image(systemName: "magnifyingglass"))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab with the role's own label — "Search" and a magnifying glass for `.search` (iOS 18) —
    /// selected by its position.
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(_value: nil, role: role, content: content(), label: role.defaultLabel)
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab selected by `value`, with the role's own label (iOS 18).
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(_value: value, role: role, content: content(), label: role.defaultLabel)
    }
}

extension Tab where Label == EmptyView {
    /// A tab selected by `value`, with an empty label (iOS 18): its place in the bar shows
    /// nothing, for a tab view whose own bar is hidden or drawn by the app (TAB1).
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(_value: value, role: nil, content: content(), label: EmptyView())
    }
}
