import Testing
@testable import TerminalLayout

/// `isSearching` and `dismissSearch` (SRC3): searching while the field has focus or holds
/// text; `dismissSearch()` clears the text and takes focus from the field.
@MainActor
struct SearchStateTests {
    final class Sink { var dismiss: DismissSearchAction?; var query: Binding<String>? }

    /// Reads the search state below the searchable, as SwiftUI code does.
    private struct Results: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        let sink: Sink

        var body: some View {
            sink.dismiss = dismissSearch
            return Text(isSearching ? "searching" : "idle")
        }
    }

    private struct Host: View {
        @State private var query = ""
        @State private var isPresented = false
        let sink: Sink
        let presented: Bool

        var body: some View {
            sink.query = $query
            return VStack(alignment: .leading, spacing: 0) {
                Results(sink: sink)
                Text("button").focusable()
            }
            .modifier(Search(query: $query, isPresented: presented ? $isPresented : nil))
        }
    }

    /// `searchable(text:)`, or the `isPresented:` form.
    private struct Search: ViewModifier {
        let query: Binding<String>
        let isPresented: Binding<Bool>?
        func body(content: Content) -> some View {
            if let isPresented {
                content.searchable(text: query, isPresented: isPresented, prompt: "Find")
            } else {
                content.searchable(text: query, prompt: "Find")
            }
        }
    }

    private static let screen = ProposedViewSize(width: 12, height: 3)

    private static func rows(_ graph: ViewGraph) -> [String] {
        textFrame(graph.layout(proposal: screen), width: 12, height: 3)
    }

    @Test("Searching while the field has focus or holds text; dismissSearch ends it", arguments: [false, true])
    func searching(_ presentedForm: Bool) {
        let sink = Sink()
        let graph = ViewGraph(Host(sink: sink, presented: presentedForm))
        let focus = FocusSystem(graph: graph)
        #expect(Self.rows(graph)[1] == "idle")
        focus.settle()
        // Tab into the field (the first focusable view): searching, with no text yet.
        focus.moveFocus(forward: true)
        #expect(Self.rows(graph)[1] == "searching")
        focus.handle(KeyPress(key: "a", characters: "a"))
        #expect(Self.rows(graph)[0] == "a")
        // Focus moves on to the button: still searching, the field holds text.
        focus.moveFocus(forward: true)
        #expect(Self.rows(graph)[1] == "searching")
        // Cleared with focus elsewhere: no longer searching.
        sink.query?.wrappedValue = ""
        #expect(Self.rows(graph)[1] == "idle")
        // Back in the field, typing, then dismissSearch(): text cleared, focus gone.
        focus.moveFocus(forward: false)
        focus.handle(KeyPress(key: "b", characters: "b"))
        #expect(Self.rows(graph)[1] == "searching")
        sink.dismiss?()
        let rows = Self.rows(graph)
        focus.settle()
        #expect(rows[1] == "idle")
        #expect(sink.query?.wrappedValue == "")
        #expect(Self.rows(graph)[0] == "Find")
    }

    @Test("Outside a searchable: not searching, and dismissSearch does nothing")
    func outside() {
        let sink = Sink()
        #expect(textFrame(ViewGraph(Results(sink: sink)).layout(proposal: Self.screen), width: 12, height: 3)[0] == "idle")
        sink.dismiss?()
    }
}
