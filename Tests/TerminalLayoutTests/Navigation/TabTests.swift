import Testing
@testable import TerminalLayout

/// `Tab` (iOS 18), the same tabs as `tabItem` and `tag` spell them (TAB1).
@MainActor
struct TabTests {
    enum Mailbox: Hashable { case inbox, sent, search }

    static func frame(_ view: some View) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: 30, height: 3)), width: 30, height: 3)
    }

    @Test("Tabs with values draw as tabItem + tag do; the binding picks the shown one",
          arguments: [(Mailbox.inbox, "inbox"), (.sent, "sent"), (.search, "find")])
    func withValues(selected: Mailbox, shown: String) {
        let binding = Binding.constant(selected)
        let tabs = TabView(selection: binding) {
            Tab("Inbox", systemImage: "tray", value: Mailbox.inbox) { Text("inbox") }
            Tab("Sent", systemImage: "paperplane", value: .sent) { Text("sent") }
            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { Text("find") }
        }
        let spelledOut = TabView(selection: binding) {
            Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(Mailbox.inbox)
            Text("sent").tabItem { Label("Sent", systemImage: "paperplane") }.tag(Mailbox.sent)
            Text("find").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Mailbox.search)
        }
        let drawn = Self.frame(tabs)
        #expect(drawn == Self.frame(spelledOut))
        #expect(drawn[1] == shown)
    }

    @Test("Tab(value:content:) (iOS 18): an empty label; drawn as tabItem { EmptyView() } + tag, the value picking the content",
          arguments: [(Mailbox.inbox, "inbox"), (.sent, "sent")])
    func emptyLabel(selected: Mailbox, shown: String) {
        let binding = Binding.constant(selected)
        let tabs = TabView(selection: binding) {
            Tab(value: Mailbox.inbox) { Text("inbox") }
            Tab(value: Mailbox.sent) { Text("sent") }
        }
        let spelledOut = TabView(selection: binding) {
            Text("inbox").tabItem { EmptyView() }.tag(Mailbox.inbox)
            Text("sent").tabItem { EmptyView() }.tag(Mailbox.sent)
        }
        let drawn = Self.frame(tabs)
        #expect(drawn == Self.frame(spelledOut))
        #expect(drawn[1] == shown)
    }

    @Test("Tabs without values are picked by position; → on the bar selects the next")
    func byPosition() {
        let graph = ViewGraph(TabView {
            Tab("One", systemImage: "1.circle") { Text("first") }
            Tab { Text("second") } label: { Text("Two") }
        })
        let focus = FocusSystem(graph: graph)
        func text() -> [String] {
            textFrame(graph.layout(proposal: ProposedViewSize(width: 30, height: 3)), width: 30, height: 3)
        }
        #expect(text()[1] == "first")
        #expect(text()[0].contains("Two"))
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .rightArrow))
        #expect(text()[1] == "second")
    }

    /// Tab views whose tabs have empty content (`{ }`), as a sidebar-adaptable demo writes them.
    nonisolated static let emptyPages: [(String, @Sendable @MainActor () -> AnyView, [String])] = [
        ("all empty, by position", {
            AnyView(TabView {
                Tab("Home", systemImage: "house") { }
                Tab("Reports", systemImage: "chart.bar") { }
            })
        }, ["[⌂ Home]   □ Reports", "", ""]),
        ("the first empty, the second not", {
            AnyView(TabView {
                Tab("Home", systemImage: "house") { }
                Tab("Reports", systemImage: "chart.bar") { Text("r") }
            })
        }, ["[⌂ Home]   □ Reports", "", ""]),
        ("empty with values, the second selected", {
            AnyView(TabView(selection: .constant(2)) {
                Tab("Home", systemImage: "house", value: 1) { }
                Tab("Reports", systemImage: "chart.bar", value: 2) { Text("r") }
            })
        }, [" ⌂ Home   [□ Reports]", "r", ""]),
    ]

    @Test("A Tab with empty content is still a tab in the bar, its page blank (TAB1)", arguments: emptyPages)
    func emptyContent(name: String, make: @Sendable @MainActor () -> AnyView, expected: [String]) {
        #expect(Self.frame(make()) == expected, "\(name)")
    }

    @Test("A custom label and an image name, with a value")
    func customLabel() {
        let drawn = Self.frame(TabView(selection: .constant(2)) {
            Tab(value: 1) { Text("a") } label: { Text("Alpha") }
            Tab("Beta", image: "b", value: 2) { Text("b") }
        })
        #expect(drawn[1] == "b")
        #expect(drawn[0].contains("Alpha") && drawn[0].contains("Beta"))
    }

    @Test("Values spelled as bare members take the selection's type (TabContentBuilder), also under if/else",
          arguments: [(true, Mailbox.sent, "sent"), (false, .sent, "outbox"), (true, .inbox, "inbox")])
    func implicitMembers(showSent: Bool, selected: Mailbox, shown: String) {
        let drawn = Self.frame(TabView(selection: .constant(selected)) {
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("inbox") }
            if showSent {
                Tab("Sent", systemImage: "paperplane", value: .sent) { Text("sent") }
            } else {
                Tab("Outbox", systemImage: "paperplane", value: .sent) { Text("outbox") }
            }
        })
        #expect(drawn[1] == shown)
    }
}
