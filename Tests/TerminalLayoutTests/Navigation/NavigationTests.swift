import Testing
@testable import TerminalLayout

/// A root with its own state (a count Return on "Add" raises) and a link.
private struct Home: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Add \(count)") { count += 1 }
            NavigationLink("Open") { Detail() }
        }
        .navigationTitle("Library")
    }
}

/// A pushed view that can close itself with `dismiss` and push another.
private struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Detail")
            Text("Close").onTapGesture { dismiss() }
            NavigationLink("More", destination: Text("Deeper"))
        }
        .navigationTitle(Text("Book"))
    }
}

/// `NavigationStack`, `NavigationView`, `NavigationLink`, `navigationTitle` (NAV1).
struct NavigationTests {
    static let proposal = ProposedViewSize(width: 20, height: 6)

    static let home = ["Library", "╭───────╮", "│ Add 0 │", "╰───────╯", "Open ›", ""]

    @Test("The root under its title; Return on a link pushes its destination under a back button and its title")
    func push() {
        let screen = KeyedScreen(NavigationStack { Home() }, width: 20, height: 6)
        #expect(textOnly(screen.text) == ["Library", "", "  Add 0", "", "Open ›", ""])
        screen.tab(2, then: .return)                 // Tab to the button, Tab to the link, Return
        #expect(screen.text == ["‹ Library  Book", "Detail", "Close", "More ›", "", ""])
    }

    @Test("Going back — the focused back button, Escape, or dismiss in the pushed view — shows the root with its state",
          arguments: ["back button", "escape", "dismiss"])
    func back(_ how: String) {
        let screen = KeyedScreen(NavigationStack { Home() }, width: 20, height: 6)
        _ = screen.text
        screen.tab(1, then: .return)                 // Add: the root's count is 1
        screen.tab(1, then: .return)                 // the link
        #expect(screen.text.first == "‹ Library  Book")
        switch how {
        case "back button": #expect(screen.press(.return) == .handled)     // focused after the push
        case "escape": #expect(screen.press(.escape) == .handled)
        default: screen.tab(1, then: .return)        // "Close" calls dismiss
        }
        #expect(textOnly(screen.text) == ["Library", "", "  Add 1", "", "Open ›", ""])
    }

    /// A view with its own stack, as apps nest one in a root or a pushed view.
    private struct OwnStack: View {
        var body: some View {
            NavigationStack { Text("Rows").navigationTitle("Inner") }
        }
    }

    @Test("A stack inside another's view: its title is its own, shown once (the outer stack does not read it)",
          arguments: [
              ("root", 0, ["Inner", "Rows", "", "", "", ""]),
              ("pushed", 1, ["‹ Library", "Inner", "Rows", "", "", ""]),
          ])
    func nestedStack(_ name: String, pushes: Int, expected: [String]) {
        let screen = KeyedScreen(NavigationStack {
            if pushes == 0 {
                OwnStack()
            } else {
                NavigationLink("Open") { OwnStack() }.navigationTitle("Library")
            }
        }, width: 20, height: 6)
        if pushes > 0 { screen.tab(1, then: .return) }
        #expect(screen.text == expected, "\(name)")
    }

    @Test("Two pushes: the back button names the view below; the hidden levels take no focus")
    func twoLevels() {
        let screen = KeyedScreen(NavigationStack { Home() }, width: 20, height: 6)
        _ = screen.text
        screen.tab(2, then: .return)                 // Open
        screen.tab(2, then: .return)                 // from the back button: Close, then More
        #expect(screen.text == ["‹ Book", "Deeper", "", "", "", ""])
        // The only focusable view is the back button: Tab keeps it.
        _ = screen.press(.tab)
        _ = screen.press(.return)
        #expect(screen.text.first == "‹ Library  Book")
    }

    @Test("A link outside a stack takes no focus and pushes nothing; NavigationView is a NavigationStack")
    func outsideAndView() {
        let outside = KeyedScreen(NavigationLink("Open") { Text("Detail") }, width: 20, height: 6)
        #expect(outside.press(.tab) == .ignored)
        #expect(outside.text == ["Open ›", "", "", "", "", ""])
        let view = KeyedScreen(NavigationView { Home() }, width: 20, height: 6)
        let stack = KeyedScreen(NavigationStack { Home() }, width: 20, height: 6)
        #expect(view.text == stack.text)
    }

    /// Book 7 is below the five rows shown: focused, the list scrolls to show it (FOCUS2), and it
    /// is still scrolled so when the stack comes back to it (its state kept).
    @Test("In a List of links, Tab n times and Return pushes row n's destination; then only the back button takes focus",
          arguments: [(1, 1), (2, 1), (7, 4)])
    func listOfLinks(_ tabs: Int, firstShownAfter: Int) {
        let screen = KeyedScreen(NavigationStack {
            List(1...30, id: \.self) { n in NavigationLink("Book \(n)") { Text("Detail \(n)") } }
                .navigationTitle("Library")
        }, width: 20, height: 6)
        #expect(screen.text == ["Library", " Book 1 ›", " Book 2 ›", " Book 3 ›", " Book 4 ›", " Book 5 ›"])
        screen.tab(tabs, then: .return)
        #expect(screen.text == ["‹ Library", "Detail \(tabs)", "", "", "", ""])
        // The hidden list's links take no focus: Tab stays on the back button.
        screen.tab(3, then: .return)
        #expect(screen.text == ["Library"] + (firstShownAfter..<firstShownAfter + 5).map { " Book \($0) ›" })
    }

    @Test("A title outside a stack changes nothing; the stack fills the space offered")
    func titleAndSize() {
        let plain = ViewGraph(Text("x").navigationTitle("T")).layout(proposal: Self.proposal)
        #expect(plain.size == CGSize(width: 1, height: 1))
        let stack = ViewGraph(NavigationStack { Text("x") }).layout(proposal: Self.proposal)
        #expect(stack.size == CGSize(width: 20, height: 6))
    }
}

/// The frame's rows without the button's box-drawing characters (text only).
private func textOnly(_ rows: [String]) -> [String] {
    rows.map { String($0.map { "╭╮╰╯│─".contains($0) ? " " : $0 }).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
}

