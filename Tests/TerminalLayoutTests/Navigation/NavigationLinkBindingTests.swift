import Testing
@testable import TerminalLayout

/// A detail that can close itself with `dismiss`.
private struct Detail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Detail \(name)")
            Text("Close").onTapGesture { dismiss() }
        }
    }
}

/// A root with a button that sets the flag from outside the link, the flag shown, and a link
/// bound to it (its label text, or `EmptyView` when `hidden`).
private struct FlagRoot: View {
    var hiddenLink = false
    @State private var isActive = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Show").onTapGesture { isActive = true }
            Text(isActive ? "on" : "off")
            if hiddenLink {
                NavigationLink(destination: Detail(name: "x"), isActive: $isActive) { EmptyView() }
            } else {
                NavigationLink("Open", destination: Detail(name: "x"), isActive: $isActive)
            }
        }
        .navigationTitle("Home")
    }
}

/// A root with links tagged a, b, c bound to one selection, a button choosing "b" from outside
/// them, and the selection shown.
private struct SelectionRoot: View {
    @State private var selection: String?
    init(selection: String? = nil) { _selection = State(initialValue: selection) }
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Pick b").onTapGesture { selection = "b" }
            Text(selection ?? "none")
            ForEach(["a", "b", "c"], id: \.self) { tag in
                NavigationLink(destination: Detail(name: tag), tag: tag, selection: $selection) { Text(tag) }
            }
        }
        .navigationTitle("Home")
    }
}

/// The older `NavigationLink` forms (NAV6): `isActive:` and `tag:selection:` bindings push the
/// destination, going back sets them back.
@MainActor
struct NavigationLinkBindingTests {
    static let home = ["Home", "Show", "off", "Open ›", "", ""]

    @Test("Set by the link or from outside, the flag pushes the destination; going back sets it to false",
          arguments: [("link", "escape"), ("link", "dismiss"), ("outside", "back button"), ("outside", "escape")])
    func isActive(_ how: String, _ back: String) {
        let screen = KeyedScreen(NavigationView { FlagRoot() }, width: 16, height: 6)
        #expect(screen.text == Self.home)
        screen.tab(how == "link" ? 2 : 1, then: .return)
        #expect(screen.text == ["‹ Home", "Detail x", "Close", "", "", ""])
        switch back {
        case "escape": screen.press(.escape)
        case "back button": screen.press(.return)           // focused after the push
        default: screen.tab(1, then: .return)                // Close calls dismiss
        }
        #expect(screen.text == Self.home)
    }

    @Test("A link whose label is EmptyView is not drawn and takes no focus; its flag still pushes")
    func hiddenLink() {
        let screen = KeyedScreen(NavigationStack { FlagRoot(hiddenLink: true) }, width: 16, height: 6)
        #expect(screen.text == ["Home", "Show", "off", "", "", ""])
        screen.tab(1, then: .tab)                            // Show, then Tab wraps back to it
        _ = screen.text
        #expect(screen.focus.focusedFrame?.origin.y == 1)
        screen.press(.return)
        #expect(screen.text == ["‹ Home", "Detail x", "Close", "", "", ""])
        screen.press(.escape)
        #expect(screen.text == ["Home", "Show", "off", "", "", ""])
    }

    @Test("A selection equal to a link's tag pushes that link's destination; going back sets it to nil",
          arguments: [("link a", "a"), ("link c", "c"), ("outside", "b")])
    func selection(_ how: String, _ shown: String) {
        let screen = KeyedScreen(NavigationStack { SelectionRoot() }, width: 16, height: 7)
        #expect(screen.text == ["Home", "Pick b", "none", "a ›", "b ›", "c ›", ""])
        screen.tab(["link a": 2, "link c": 4, "outside": 1][how]!, then: .return)
        #expect(screen.text == ["‹ Home", "Detail \(shown)", "Close", "", "", "", ""])
        screen.press(.escape)
        #expect(screen.text == ["Home", "Pick b", "none", "a ›", "b ›", "c ›", ""])
    }

    @Test("A selection set when the stack appears shows its destination in the first frame")
    func initialSelection() {
        let screen = KeyedScreen(NavigationStack { SelectionRoot(selection: "c") }, width: 16, height: 7)
        #expect(screen.text == ["‹ Home", "Detail c", "Close", "", "", "", ""])
        screen.press(.escape)
        #expect(screen.text == ["Home", "Pick b", "none", "a ›", "b ›", "c ›", ""])
    }
}
