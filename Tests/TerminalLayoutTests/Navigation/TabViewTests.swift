import Testing
@testable import TerminalLayout

/// A tab with its own state: Return on its button counts.
private struct CounterTab: View {
    @State private var count = 0
    var body: some View { Button("n \(count)") { count += 1 } }
}

/// `TabView` and `tabItem` (TAB1).
struct TabViewTests {
    final class Screen {
        let graph: ViewGraph
        let focus: FocusSystem
        init(_ view: some View) {
            graph = ViewGraph(view)
            focus = FocusSystem(graph: graph)
        }
        var text: [String] { textFrame(graph.layout(proposal: ProposedViewSize(width: 24, height: 4)), width: 24, height: 4) }
        func press(_ key: KeyEquivalent) { focus.handle(KeyPress(key: key, characters: key == .return ? "\r" : "")) }
    }

    static var tabs: some View {
        TabView {
            Text("inbox").tabItem { Text("Inbox") }
            Text("sent").tabItem { Label("Sent", systemImage: "paperplane") }
            Text("third")
        }
    }

    @Test("The bar: each tab's label, its number without one, the selected one in [ ]; only the selected child drawn; → ← select")
    func bar() {
        let screen = Screen(Self.tabs)
        #expect(screen.text == ["[Inbox]   □ Sent    3", "inbox", "", ""])
        screen.focus.moveFocus(forward: true)          // the bar
        screen.press(.rightArrow)
        #expect(Array(screen.text.dropFirst()) == ["sent", "", ""])
        screen.press(.rightArrow)
        screen.press(.rightArrow)                      // stays on the last
        #expect(Array(screen.text.dropFirst()) == ["third", "", ""])
        #expect(screen.text.first?.contains("[3]") == true)
        screen.press(.leftArrow)
        #expect(Array(screen.text.dropFirst()) == ["sent", "", ""])
    }

    /// Two tabs, the first hiding the tab bar as `how` says.
    static func hiding(_ how: String, selected: Int) -> some View {
        TabView(selection: .constant(selected)) {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    switch how {
                    case "toolbar": Text("full").toolbar(.hidden, for: .tabBar)
                    case "toolbarVisibility": Text("full").toolbarVisibility(.hidden, for: .navigationBar, .tabBar)
                    case "navigationBar": Text("full").toolbar(.hidden, for: .navigationBar)
                    default: Text("full").toolbar(.visible, for: .tabBar)
                    }
                }
            }
            .tag(0)
            Text("other").tag(1)
        }
    }

    @Test("toolbar(.hidden, for: .tabBar) in the page shown: no bar row, the page from the top; other pages keep the bar",
          arguments: [
              ("toolbar", 0, ["full", "", "", ""]),
              ("toolbarVisibility", 0, ["full", "", "", ""]),
              ("toolbar", 1, [" 1   [2]", "other", "", ""]),
              ("navigationBar", 0, ["[1]   2", "full", "", ""]),
              ("visible", 0, ["[1]   2", "full", "", ""]),
          ])
    func hiddenByThePage(_ how: String, _ selected: Int, _ lines: [String]) {
        #expect(Screen(Self.hiding(how, selected: selected)).text == lines)
    }

    /// The custom tab bar iOS projects draw, after hiding the system's in `init` (UIK1).
    struct CustomBar: View {
        @State private var selected = "inbox"
        init() { UITabBar.appearance().isHidden = true }
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TabView(selection: $selected) {
                    Text("inbox page").tag("inbox")
                    Text("sent page").tag("sent")
                }
                HStack(spacing: 1) {
                    Button("Inbox") { selected = "inbox" }.buttonStyle(.plain)
                    Button("Sent") { selected = "sent" }.buttonStyle(.plain)
                }
            }
        }
    }

    /// Main-actor and synchronous: no body of another test is evaluated while the
    /// process-wide appearance is changed (bodies are evaluated on the main thread).
    @Test("UITabBar.appearance().isHidden: no bar row, the page takes the height, the app's own bar selects")
    @MainActor func hiddenSystemBar() {
        defer { UITabBar.appearance().isHidden = false }
        let screen = Screen(CustomBar())
        #expect(screen.text == ["inbox page", "", "", "Inbox Sent"])
        screen.focus.moveFocus(forward: true)
        screen.focus.moveFocus(forward: true)          // "Sent": the bar takes no focus
        screen.press(.return)
        #expect(screen.text == ["sent page", "", "", "Inbox Sent"])
        UITabBar.appearance().isHidden = false
        #expect(Screen(TabView { Text("a"); Text("b") }).text == ["[1]   2", "a", "", ""])
    }

    @Test("With selection, children are picked by tag and the binding follows the keys")
    func selection() {
        final class Box { var tab = "b" }
        let box = Box()
        let view = TabView(selection: Binding(get: { box.tab }, set: { box.tab = $0 })) {
            Text("first").tabItem { Text("A") }.tag("a")
            Text("second").tabItem { Text("B") }.tag("b")
        }
        let screen = Screen(view)
        #expect(Array(screen.text.dropFirst().prefix(1)) == ["second"])
        screen.focus.moveFocus(forward: true)
        screen.press(.leftArrow)
        #expect(box.tab == "a")
    }

    @Test("Hidden tabs keep their state and take no focus")
    func state() {
        let view = TabView {
            CounterTab().tabItem { Text("One") }
            Text("other").tabItem { Text("Two") }
        }
        let screen = Screen(view)
        _ = screen.text
        screen.focus.moveFocus(forward: true)          // the first tab's button (the bar comes after the content)
        screen.press(.return)
        #expect(screen.text.contains { $0.contains("n 1") })
        screen.press(.tab)                             // the bar
        screen.press(.rightArrow)
        screen.press(.tab)                             // the bar again: the hidden tab's button takes no focus
        screen.press(.return)
        #expect(!screen.text.contains { $0.contains("n 1") })
        screen.press(.leftArrow)
        #expect(screen.text.contains { $0.contains("n 1") })
    }
}
