import Testing
@testable import TerminalLayout

/// Value-based navigation (NAV2): `NavigationLink(value:)`, `navigationDestination(for:)`,
/// `NavigationPath` and `NavigationStack(path:)`.
@MainActor
struct NavigationPathTests {
    static let proposal = ProposedViewSize(width: 20, height: 5)

    /// A library of three books by number, whose links push values; a book's detail.
    private struct Library: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(1...3, id: \.self) { n in NavigationLink("Book \(n)", value: n) }
                NavigationLink("Nothing", value: Int?.none)
                NavigationLink("Author", value: "Ada")
            }
            .navigationTitle("Library")
            .navigationDestination(for: Int.self) { n in BookDetail(n: n) }
        }
    }

    private struct BookDetail: View {
        let n: Int
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Detail \(n)")
                NavigationLink("Next", value: n + 1)
                Text("Close").onTapGesture { dismiss() }
            }
            .navigationTitle("Book \(n)")
        }
    }

    final class Box { var path: [Int] = [] }

    @Test("A link's value is shown by the destination registered for its type; Escape goes back",
          arguments: [1, 2, 3])
    func valueLinks(_ n: Int) {
        let screen = KeyedScreen(NavigationStack { Library() }, width: 20, height: 5)
        #expect(screen.text == ["Library", "Book 1 ›", "Book 2 ›", "Book 3 ›", "Nothing ›"])
        screen.tab(n, then: .return)
        #expect(screen.text == ["‹ Library  Book \(n)", "Detail \(n)", "Next ›", "Close", ""])
        screen.tab(0, then: .escape)
        #expect(screen.text.first == "Library")
    }

    @Test("Links push on links: the back button names the level below; dismiss() pops its own level")
    func deeper() {
        let screen = KeyedScreen(NavigationStack { Library() }, width: 20, height: 5)
        _ = screen.text
        screen.tab(1, then: .return)                 // Book 1
        screen.tab(1, then: .return)                 // from the back button (focused after a push): Next
        #expect(screen.text == ["‹ Book 1  Book 2", "Detail 2", "Next ›", "Close", ""])
        screen.tab(2, then: .return)                 // from the back button: Next, Close — dismiss
        #expect(screen.text.prefix(2) == ["‹ Library  Book 1", "Detail 1"])
    }

    @Test("A nil value makes an inactive link (no focus); a value with no destination shows nothing")
    func inactiveAndUnregistered() {
        let screen = KeyedScreen(NavigationStack { Library() }, width: 20, height: 5)
        _ = screen.text
        screen.tab(4, then: .return)                 // Book 1–3, then Author ("Nothing" takes no focus)
        #expect(screen.text == ["‹ Library", "", "", "", ""])
        screen.tab(0, then: .escape)
        #expect(screen.text.first == "Library")
    }

    @Test("NavigationStack(path:) shows the path's values; going back removes the last; setting the path jumps")
    func pathBinding() {
        let box = Box()
        let view = NavigationStack(path: Binding(get: { box.path }, set: { box.path = $0 })) { Library() }
        let screen = KeyedScreen(view, width: 20, height: 5)
        _ = screen.text
        screen.tab(2, then: .return)                 // Book 2
        #expect(box.path == [2])
        box.path = [3, 1]
        screen.graph.update(view)
        #expect(screen.text.prefix(2) == ["‹ Book 3  Book 1", "Detail 1"])
        screen.tab(0, then: .escape)
        #expect(box.path == [3])
        #expect(screen.text.prefix(2) == ["‹ Library  Book 3", "Detail 3"])
    }

    @Test("A path given with values from the start shows them in the first frame (destinations registered first)")
    func initialPath() {
        var path = [2]
        let screen = KeyedScreen(NavigationStack(path: Binding(get: { path }, set: { path = $0 })) { Library() }, width: 20, height: 5)
        #expect(screen.text.prefix(2) == ["‹ Library  Book 2", "Detail 2"])
    }

    @Test("NavigationPath: append, count, removeLast (never past empty), equality")
    func path() {
        var path = NavigationPath()
        #expect(path.isEmpty && path.count == 0)
        path.append(1)
        path.append("two")
        #expect(path.count == 2 && !path.isEmpty)
        #expect(path == NavigationPath([AnyHashable(1), AnyHashable("two")]))
        path.removeLast()
        #expect(path == NavigationPath([1]))
        path.removeLast(5)
        #expect(path.isEmpty)
    }
}

/// `navigationDestination(isPresented:destination:)` (NAV2): a level on top of the stack
/// while the binding is true; going back sets it to `false`.
@MainActor
struct NavigationDestinationPresentedTests {
    private final class Flag { var value = false }

    private struct Home: View {
        let flag: Flag
        @State private var showing = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Open") { showing = true }.buttonStyle(.plain)
                Text(showing ? "showing" : "hidden")
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: Binding(get: { showing }, set: { showing = $0; flag.value = $0 })) {
                Settings()
            }
        }
    }

    private struct Settings: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Settings page")
                Text("Done").onTapGesture { dismiss() }
            }
            .navigationTitle("Settings")
        }
    }

    @Test("The binding set shows the level with a back button; Escape, the back button or dismiss() go back and set it false",
          arguments: ["escape", "back", "dismiss"])
    func presentedLevel(_ how: String) {
        let flag = Flag()
        let screen = KeyedScreen(NavigationStack { Home(flag: flag) }, width: 20, height: 5)
        #expect(screen.text.prefix(3) == ["Home", "Open", "hidden"])
        screen.tab(1, then: .return)                 // Open
        #expect(screen.text.prefix(3) == ["‹ Home  Settings", "Settings page", "Done"])
        switch how {
        case "escape": screen.tab(0, then: .escape)
        case "back": screen.tab(0, then: .return)    // the back button, focused after the push
        default: screen.tab(1, then: .return)        // Done: dismiss()
        }
        #expect(screen.text.prefix(3) == ["Home", "Open", "hidden"])
        #expect(flag.value == false)
    }

    private final class Marker {}
    private struct Holder: View {
        let marker: Marker
        var body: some View { Text("Held") }
    }

    @Test("A graph released while a level is presented keeps nothing alive")
    func released() {
        weak var weakMarker: Marker?
        do {
            let marker = Marker()
            weakMarker = marker
            let graph = ViewGraph(NavigationStack {
                Text("Root").navigationDestination(isPresented: .constant(true)) { Holder(marker: marker) }
            })
            let text = textFrame(graph.layout(proposal: NavigationPathTests.proposal), width: 20, height: 5)
            #expect(text.prefix(2) == ["‹ Back", "Held"])
        }
        #expect(weakMarker == nil)
    }

    private struct Picker: View {
        @State private var chosen: Int?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Seven") { chosen = 7 }.buttonStyle(.plain)
                Text(chosen.map { "chose \($0)" } ?? "none")
            }
            .navigationTitle("Pick")
            .navigationDestination(item: $chosen) { n in Text("Number \(n)") }
        }
    }

    @Test("navigationDestination(item:): the item's level while it is set; going back sets it to nil")
    func itemLevel() {
        let screen = KeyedScreen(NavigationStack { Picker() }, width: 20, height: 5)
        #expect(screen.text.prefix(3) == ["Pick", "Seven", "none"])
        screen.tab(1, then: .return)
        #expect(screen.text.prefix(2) == ["‹ Pick", "Number 7"])
        screen.tab(0, then: .escape)
        #expect(screen.text.prefix(3) == ["Pick", "Seven", "none"])
    }
}

