import Testing
@testable import TerminalLayout

/// `onChange(of:)` (LIFE1): after each update, the value is compared with
/// the one the view saw last; a different one runs the action.
struct ValueActionTests {
    /// The three forms of `onChange`.
    enum Form: String, CaseIterable { case oldAndNew, initialOldAndNew, newOnly, noArguments }

    static func view(_ value: Int, _ form: Form, _ log: EventLog) -> some View {
        VStack {
            switch form {
            case .oldAndNew: Text("v").onChange(of: value) { old, new in log.note("\(old)→\(new)") }
            case .initialOldAndNew: Text("v").onChange(of: value, initial: true) { old, new in log.note("\(old)→\(new)") }
            case .newOnly: Text("v").onChange(of: value) { new in log.note("\(new)") }
            case .noArguments: Text("v").onChange(of: value) { log.note("changed") }
            }
        }
    }

    /// The values of five updates (the first makes the graph) and what each form logs.
    static let valueSequence = [1, 1, 2, 2, 5]
    static let expected: [Form: [String]] = [
        .oldAndNew: ["1→2", "2→5"],
        .initialOldAndNew: ["1→1", "1→2", "2→5"],
        .newOnly: ["2", "5"],
        .noArguments: ["changed", "changed"],
    ]

    @Test("The action runs when the value differs from the last update's (and, with initial, at first)",
          arguments: Form.allCases)
    func changes(_ form: Form) {
        let log = EventLog()
        let graph = ViewGraph(Self.view(Self.valueSequence[0], form, log))
        for value in Self.valueSequence.dropFirst() {
            _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
            graph.update(Self.view(value, form, log))
        }
        #expect(log.events == Self.expected[form])
    }

    @Test("Each view of a ForEach compares its own value; a new view starts from its own")
    func perElement() {
        let log = EventLog()
        func tree(_ values: [(id: Int, value: String)]) -> some View {
            VStack {
                ForEach(values, id: \.id) { item in
                    Text(item.value).onChange(of: item.value) { old, new in log.note("\(item.id): \(old)→\(new)") }
                }
            }
        }
        let graph = ViewGraph(tree([(1, "a"), (2, "b")]))
        graph.update(tree([(1, "a"), (2, "c"), (3, "x")]))
        #expect(log.take() == ["2: b→c"])
        graph.update(tree([(3, "y"), (1, "z")]))
        #expect(log.take() == ["3: x→y", "1: a→z"])
    }

    @Test("State set by the action is seen by the next layout")
    func actionSetsState() {
        struct Doubler: View {
            let input: Int
            @State private var doubled = 0
            var body: some View {
                Color.red.frame(width: CGFloat(doubled), height: 1).id("bar")
                    .onChange(of: input, initial: true) { doubled = input * 2 }
            }
        }
        let graph = ViewGraph(VStack { Doubler(input: 2) })
        #expect(graph.layout(proposal: ProposedViewSize(width: 80, height: 5)).frame(for: "bar")?.width == 4)
        graph.update(VStack { Doubler(input: 7) })
        #expect(graph.layout(proposal: ProposedViewSize(width: 80, height: 5)).frame(for: "bar")?.width == 14)
    }
}
