import Testing
@testable import TerminalLayout

/// `searchable(text:isPresented:…)` (SRC2): the field has focus exactly while the binding is true.
@MainActor
struct SearchablePresentedTests {
    final class Sink { var isPresented: Binding<Bool>?; var seen: [Bool] = [] }

    private struct Host: View {
        @State private var query = ""
        @State private var isPresented: Bool
        let sink: Sink
        let prompt: String

        init(sink: Sink, presented: Bool, prompt: String) {
            self.sink = sink
            self.prompt = prompt
            _isPresented = State(initialValue: presented)
        }

        var body: some View {
            sink.isPresented = $isPresented
            sink.seen.append(isPresented)
            return VStack {
                Text("list")
                Text("button").focusable().id("other")
            }
            .searchable(text: $query, isPresented: $isPresented, prompt: prompt)
        }
    }

    private static let screen = ProposedViewSize(width: 10, height: 4)

    @Test("Presented at first: the field has focus after the first layout; typing goes into it")
    func presentedAtFirst() {
        let sink = Sink()
        let graph = ViewGraph(Host(sink: sink, presented: true, prompt: "Find"))
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: Self.screen)
        focus.settle()
        #expect(focus.hasFocus)
        focus.handle(KeyPress(key: "a", characters: "a"))
        #expect(textFrame(graph.layout(proposal: Self.screen), width: 10, height: 4).first == "a")
    }

    @Test("Focus follows the binding both ways", arguments: [false, true])
    func bothWays(_ startPresented: Bool) {
        let sink = Sink()
        let graph = ViewGraph(Host(sink: sink, presented: startPresented, prompt: "Find"))
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: Self.screen)
        focus.settle()
        // Setting the binding moves focus into, or out of, the field.
        sink.isPresented?.wrappedValue = !startPresented
        _ = graph.layout(proposal: Self.screen)
        focus.settle()
        #expect(focus.hasFocus == !startPresented)
        // Tab to the field (or past it, to the button) sets the binding.
        focus.moveFocus(forward: true)
        _ = graph.layout(proposal: Self.screen)
        let onField = focus.focusedFrame != graph.layout(proposal: Self.screen).frame(for: "other")
        #expect(sink.isPresented?.wrappedValue == onField)
    }

    @Test("Not presented: the field shows its prompt and nothing has focus")
    func notPresented() {
        let sink = Sink()
        let graph = ViewGraph(Host(sink: sink, presented: false, prompt: "Find"))
        let focus = FocusSystem(graph: graph)
        let rows = textFrame(graph.layout(proposal: Self.screen), width: 10, height: 4)
        focus.settle()
        #expect(!focus.hasFocus)
        #expect(rows.first == "Find")
        #expect(sink.isPresented?.wrappedValue == false)
    }
}
