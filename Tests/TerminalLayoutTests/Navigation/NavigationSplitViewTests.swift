import Testing
@testable import TerminalLayout

/// `NavigationSplitView` (NAV4): columns side by side, each a navigation
/// stack; a sidebar's view link shows its destination in the detail column.
struct NavigationSplitViewTests {
    /// The texts on screen (dividers are not text: a divider's column is blank here).
    static func text(_ view: some View, width: Int = 40, height: Int = 3) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height))),
                  width: width, height: height)
    }

    @Test("Sidebar and detail side by side, each under its title; the sidebar at most 30 wide")
    func twoColumns() {
        let view = NavigationSplitView {
            Text("Inbox").navigationTitle("Mail")
        } detail: {
            Text("Pick one").navigationTitle("Message")
        }
        // 40 columns: the sidebar takes 30 at most, but shares the width (20 each, 1 for the divider).
        #expect(Self.text(view) == ["Mail                Message", "Inbox               Pick one", ""])
    }

    @Test("Wide: the sidebar is 30 columns, the detail the rest")
    func wide() {
        let view = NavigationSplitView { Text("side") } detail: { Text("detail") }
        let lines = Self.text(view, width: 80, height: 1)
        #expect(lines == ["side" + String(repeating: " ", count: 27) + "detail"])
    }

    @Test("Three columns, and the visibility that hides them",
          arguments: [(NavigationSplitViewVisibility.all, "a b c"), (.automatic, "a b c"), (.doubleColumn, "b c"),
                      (.detailOnly, "c")])
    func visibility(_ visibility: NavigationSplitViewVisibility, _ shown: String) {
        let view = NavigationSplitView(columnVisibility: .constant(visibility)) {
            Text("a").frame(width: 1)
        } content: {
            Text("b").frame(width: 1)
        } detail: {
            Text("c")
        }
        // As wide as the columns shown (one each) and their dividers.
        #expect(Self.text(view, width: shown.count, height: 1)[0] == shown)
    }

    @Test("Two columns hide the sidebar only for .detailOnly", arguments: [
        (NavigationSplitViewVisibility.doubleColumn, "a c"), (.detailOnly, "c"),
    ])
    func twoColumnVisibility(_ visibility: NavigationSplitViewVisibility, _ shown: String) {
        let view = NavigationSplitView(columnVisibility: .constant(visibility)) { Text("a").frame(width: 1) } detail: { Text("c") }
        #expect(Self.text(view, width: 3, height: 1)[0] == shown)
    }

    @Test("A preferred compact column keeps the columns side by side, with or without a visibility",
          arguments: [0, 1, 2, 3])
    func preferredCompactColumn(_ form: Int) {
        let column = Binding.constant(NavigationSplitViewColumn.detail)
        let all = Binding.constant(NavigationSplitViewVisibility.all)
        let a = Text("a").frame(width: 1), b = Text("b").frame(width: 1), c = Text("c")
        let view: AnyView = switch form {
        case 0: AnyView(NavigationSplitView(preferredCompactColumn: column) { a } detail: { c })
        case 1: AnyView(NavigationSplitView(columnVisibility: all, preferredCompactColumn: column) { a } detail: { c })
        case 2: AnyView(NavigationSplitView(preferredCompactColumn: column) { a } content: { b } detail: { c })
        default: AnyView(NavigationSplitView(columnVisibility: all, preferredCompactColumn: column) { a } content: { b } detail: { c })
        }
        let shown = form < 2 ? "a c" : "a b c"
        #expect(Self.text(view, width: shown.count, height: 1)[0] == shown)
    }

    @Test("Return on a sidebar view link shows its destination in the detail column, in place of the detail")
    func sidebarLinkReplacesDetail() {
        let view = NavigationSplitView {
            VStack(alignment: .leading, spacing: 0) {
                NavigationLink("One") { Text("first") }
                NavigationLink("Two") { Text("second") }
            }
        } detail: {
            Text("none")
        }
        let graph = ViewGraph(view)
        let screen = ProposedViewSize(width: 30, height: 2)
        #expect(textFrame(graph.layout(proposal: screen), width: 30, height: 2)[0].hasSuffix(" none"))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        #expect(textFrame(graph.layout(proposal: screen), width: 30, height: 2)[0].hasSuffix(" second"))
        // The other link replaces it (no stack of details).
        focus.handle(KeyPress(key: .tab, modifiers: .shift))
        focus.handle(KeyPress(key: .return))
        let lines = textFrame(graph.layout(proposal: screen), width: 30, height: 2)
        #expect(lines[0].hasSuffix(" first"))
        #expect(!lines.joined().contains("‹"))
    }

    @Test("The styles and column widths are accepted")
    func accepted() {
        let plain = NavigationSplitView { Text("a") } detail: { Text("b") }
        let styled = NavigationSplitView { Text("a").navigationSplitViewColumnWidth(12) } detail: { Text("b") }
            .navigationSplitViewStyle(.balanced).navigationSplitViewStyle(.prominentDetail)
        #expect(Self.text(styled) == Self.text(plain))
    }
}
