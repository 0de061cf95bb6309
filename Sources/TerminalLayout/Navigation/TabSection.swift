/// A group of tabs in a ``TabView``, as SwiftUI's iOS 18 `TabSection`: its tabs, and a
/// header a sidebar shows above them (TAB1).
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Watch Now", systemImage: "play", value: .watchNow) { WatchNowView() }
///     TabSection("Collections") {
///         Tab("Cinematic Shots", systemImage: "list.and.film", value: .shots) { ShotsView() }
///         Tab("Forest Life", systemImage: "list.and.film", value: .forest) { ForestView() }
///     }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
///
/// A terminal's tab view is its bar, as an iPhone's compact tab bar is: a section's tabs
/// are the tab view's tabs, in order, beside those outside any section, and its header
/// (and footer) is not drawn. So a tab view with sections draws, and selects by value or
/// position, exactly as the same tabs written without them.
nonisolated public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View {
    let content: Content
    /// The section's header, kept and not drawn (TAB1).
    let header: Header
    /// The section's footer, kept and not drawn (TAB1).
    let footer: Footer
    /// The identifier `customizationID(_:)` gave, kept for a customization.
    var customizationIdentifier: String?

    /// Internal: the section with everything made.
    init(_content content: Content, header: Header, footer: Footer) {
        self.content = content
        self.header = header
        self.footer = footer
    }

    public var body: some View {
        // The tabs themselves: a tab view around finds them as its own children.
        content
    }

    /// This section, identified by `id` in a ``TabViewCustomization`` (kept, TAB1).
    public func customizationID(_ id: String) -> TabSection {
        var copy = self
        copy.customizationIdentifier = id
        return copy
    }

    /// This section with actions a sidebar shows beside its header (iOS 18): accepted — the
    /// header is not drawn here, nor are its actions (TAB1).
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> TabSection {
        self
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of the tabs `content` builds, without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(_content: content(), header: EmptyView(), footer: EmptyView())
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of the tabs `content` builds, under the view `header` builds.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(_content: content(), header: header(), footer: EmptyView())
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of the tabs `content` builds, titled by the key's text.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(_content: content(), header: Text(titleKey), footer: EmptyView())
    }

    /// A section of the tabs `content` builds, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(_content: content(), header: Text(title), footer: EmptyView())
    }
}
