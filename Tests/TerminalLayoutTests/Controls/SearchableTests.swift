import Testing
@testable import TerminalLayout

/// The query in `@State`, filtering a list; what Return submitted.
private struct SearchHost: View {
    final class Log { var submitted: [String] = []; var query = "" }
    let log: Log
    @State private var query = ""
    let names = ["Ann", "Bob", "Anton", "Cy"]
    var body: some View {
        log.query = query
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(names.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
        }
        .searchable(text: $query, prompt: "Name")
        .onSubmit(of: .search) { log.submitted.append(query) }
        .onSubmit(of: .text) { log.submitted.append("text") }
    }
}

/// `searchable` and `onSubmit(of: .search)` (SRC1).
@MainActor
struct SearchableTests {
    @Test("A search field above the view, its prompt while empty; typing filters; Return runs onSubmit(of: .search) alone",
          arguments: [("", [" Name", "Ann", "Bob", "Anton", "Cy"]), ("An", ["An", "Ann", "Anton", "", ""]), ("Z", ["Z", "", "", "", ""])])
    func search(_ typed: String, _ expected: [String]) {
        // The field is focused: empty, it shows the cursor's cell, then the prompt.
        let log = SearchHost.Log()
        let graph = ViewGraph(SearchHost(log: log))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for c in typed { focus.handle(KeyPress(key: KeyEquivalent(c), characters: String(c))) }
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 8, height: 5)), width: 8, height: 5) == expected)
        focus.handle(KeyPress(key: .return))
        #expect(log.submitted == [typed])
    }

    @Test("The prompt forms: Text, key, string; without one, Search", arguments: ["text", "key", "string", "none"])
    func prompts(_ form: String) {
        let base = Text("x")
        let view: AnyView = switch form {
        case "text": AnyView(base.searchable(text: .constant(""), prompt: Text("Find")))
        case "key": AnyView(base.searchable(text: .constant(""), prompt: "Find"))
        case "string": AnyView(base.searchable(text: .constant(""), prompt: String("Find")))
        default: AnyView(base.searchable(text: .constant(""), placement: .toolbar))
        }
        #expect(textFrame(view, width: 8, height: 2) == [form == "none" ? "Search" : "Find", "x"])
    }

    @Test("The deprecated suggestions: forms: the field and prompt as without them; the suggestions not shown (SRC3)",
          arguments: ["text", "key", "string", "none"])
    func suggestionsForms(_ form: String) {
        let base = Text("x")
        let view: AnyView = switch form {
        case "text": AnyView(base.searchable(text: .constant(""), prompt: Text("Find")) { Text("zzz").searchCompletion("zzz") })
        case "key": AnyView(base.searchable(text: .constant(""), prompt: "Find") { Text("zzz") })
        case "string": AnyView(base.searchable(text: .constant(""), placement: .toolbar, prompt: String("Find")) { Text("zzz") })
        default: AnyView(base.searchable(text: .constant("")) { ForEach(["zzz"], id: \.self) { Text($0) } })
        }
        #expect(textFrame(view, width: 8, height: 3) == [form == "none" ? "Search" : "Find", "x", ""])
    }

    @Test("navigationBarDrawer(displayMode:) (iOS 15): the field above the view as every placement; the modes told apart",
          arguments: [SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic, .always])
    func drawerPlacement(_ mode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) {
        let query = Binding.constant("")
        let drawer = Text("x").searchable(text: query, placement: .navigationBarDrawer(displayMode: mode), prompt: "Name")
        let automatic = Text("x").searchable(text: query, placement: .automatic, prompt: "Name")
        #expect(textFrame(drawer, width: 8, height: 2) == textFrame(automatic, width: 8, height: 2))
        #expect(textFrame(drawer, width: 8, height: 2)[1] == "x")
        #expect(SearchFieldPlacement.navigationBarDrawer(displayMode: mode) != .navigationBarDrawer)
        #expect(SearchFieldPlacement.navigationBarDrawer(displayMode: .automatic) != .navigationBarDrawer(displayMode: .always))
    }
}
