/// Two or three columns — a sidebar, an optional content column and a
/// detail — side by side, as in SwiftUI.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { folder in NavigationLink(folder.name) { FolderView(folder) } }
///         .navigationTitle("Folders")
/// } detail: {
///     Text("Pick a folder")
/// }
/// ```
///
/// In a terminal the columns are side by side, each in a navigation stack
/// of its own (so each shows its `navigationTitle` and can push), split by
/// vertical dividers: the sidebar and content columns at most 30 columns
/// wide (half the width each when the window is narrower), the detail the
/// rest. A view link (`NavigationLink(destination:)`) in the sidebar or
/// content column shows its destination in the detail column in place of
/// what was there, as in SwiftUI; value links push in their own column.
/// `columnVisibility` hides columns: `.detailOnly` shows the detail alone,
/// `.doubleColumn` the last two, `.all` and `.automatic` every one. The
/// columns stay side by side in a narrow window (SwiftUI collapses them
/// into one stack) (NAV4).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let columnVisibility: Binding<NavigationSplitViewVisibility>?
    /// What a view link in the sidebar or content column chose for the detail column.
    @State private var chosenDetail: ChosenDetail?

    /// A view a link chose, and a count that gives each choice a new identity.
    struct ChosenDetail {
        let view: AnyView
        let serial: Int
    }

    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = nil
    }

    /// A sidebar and a detail column, shown as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// A sidebar and a detail column; the column preferred in a compact
    /// window changes nothing (the columns stay side by side).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    }

    /// A sidebar and a detail column; the column preferred in a compact window changes
    /// nothing (the columns stay side by side).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// A sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = nil
    }

    /// A sidebar, a content column and a detail column, shown as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// Three columns; the column preferred in a compact window changes nothing.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns, shown as `columnVisibility` says; the column preferred in a compact
    /// window changes nothing.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
    }

    /// The widest a sidebar or content column gets.
    static var columnWidth: CGFloat { 30 }

    public var body: some View {
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        let showsSidebar = visibility == .all || visibility == .automatic || (visibility == .doubleColumn && content == nil)
        let showsContent = content != nil && visibility != .detailOnly
        let choose = { [$chosenDetail] (view: AnyView) in
            $chosenDetail.wrappedValue = ChosenDetail(view: view, serial: ($chosenDetail.wrappedValue?.serial ?? 0) + 1)
        }
        HStack(spacing: 0) {
            if showsSidebar {
                NavigationStack { _SplitColumnLinks(choose: choose) { sidebar } }
                    .frame(maxWidth: Self.columnWidth, maxHeight: .infinity, alignment: .topLeading)
                Divider()
            }
            if showsContent, let content {
                NavigationStack { _SplitColumnLinks(choose: choose) { content } }
                    .frame(maxWidth: Self.columnWidth, maxHeight: .infinity, alignment: .topLeading)
                Divider()
            }
            Group {
                if let chosenDetail {
                    NavigationStack { chosenDetail.view }.id(chosenDetail.serial)
                } else {
                    NavigationStack { detail }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

/// Internal: a sidebar or content column whose view links show their
/// destination in the detail column (value links push in the column).
nonisolated struct _SplitColumnLinks<Column: View>: View {
    let choose: (AnyView) -> Void
    let column: Column
    @Environment(\.navigationPush) private var push

    init(choose: @escaping (AnyView) -> Void, @ViewBuilder column: () -> Column) {
        self.choose = choose
        self.column = column()
    }

    var body: some View {
        let pushValue = push?.pushValue ?? { _ in }
        return column.environment(\.navigationPush, NavigationPushAction(push: choose, pushValue: pushValue))
    }
}

/// Which columns of a `NavigationSplitView` show, as in SwiftUI.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    private let name: String
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// The last two columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The platform's choice: every column here.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a `NavigationSplitView`, as in SwiftUI.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String
    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The content column.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// The style of a `NavigationSplitView`, as in SwiftUI (accepted, NAV4).
public protocol NavigationSplitViewStyle {}

/// The platform's split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// Columns sized in proportion.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The detail column kept large.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns sized in proportion.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail column kept large.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
    /// Accepted: the columns are laid out as `NavigationSplitView` says (NAV4).
    public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Accepted: a sidebar or content column is at most 30 columns wide (NAV4).
    public consuming func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Accepted: a sidebar or content column is at most 30 columns wide (NAV4).
    public consuming func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat,
                                                         max: CGFloat? = nil) -> some View { self }
}
