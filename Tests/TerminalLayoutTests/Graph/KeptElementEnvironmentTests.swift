import Testing
@testable import TerminalLayout

/// Elements a `ForEach` keeps by value (UPD1) are kept only under the same
/// inherited values: a value read by a primitive view that changes above
/// the `ForEach` resolves its elements again.
@MainActor
struct KeptElementEnvironmentTests {
    enum Change: String, CaseIterable { case textCase, truncation, disabled, direction }

    struct Rows: View {
        @State var on = false
        let change: Change
        let sink: BindingSink<Bool>
        var body: some View {
            sink.binding = $on
            return VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3) { i in Text("ab\(i)cdef").lineLimit(1).focusable().id(i) }
            }
            .frame(width: 4, alignment: .leading)
            .textCase(change == .textCase && on ? .uppercase : nil)
            .truncationMode(change == .truncation && on ? .head : .tail)
            .disabled(change == .disabled && on)
            .environment(\.layoutDirection, change == .direction && on ? .rightToLeft : .leftToRight)
        }
    }

    static func texts(_ result: LayoutResult) -> [String] {
        result.placements.compactMap { if case .text(let t) = $0.kind { return t.lines.joined() } else { return nil } }
    }

    @Test("A changed inherited value reaches the rows a ForEach kept: the same as a fresh graph", arguments: Change.allCases)
    func changeReachesKeptRows(_ change: Change) throws {
        let screen = ProposedViewSize(width: 20, height: 5)
        let sink = BindingSink<Bool>()
        let graph = ViewGraph(Rows(change: change, sink: sink))
        let before = graph.layout(proposal: screen)
        try #require(sink.binding).wrappedValue = true
        let after = graph.layout(proposal: screen)
        // A fresh graph of the changed view: its state set before its first layout.
        let freshSink = BindingSink<Bool>()
        let fresh = ViewGraph(Rows(change: change, sink: freshSink))
        _ = fresh.layout(proposal: screen)
        try #require(freshSink.binding).wrappedValue = true
        let expected = fresh.layout(proposal: screen)
        #expect(Self.texts(after) == Self.texts(expected))
        #expect(after.placements.map(\.frame) == expected.placements.map(\.frame))
        // Focus can move to a row unless the rows are disabled.
        #expect(FocusSystem(graph: graph).moveFocus(forward: true) == (change != .disabled))
        #expect(FocusSystem(graph: fresh).moveFocus(forward: true) == (change != .disabled))
        switch change {
        case .textCase: #expect(Self.texts(after) == ["AB0…", "AB1…", "AB2…"])
        case .truncation: #expect(Self.texts(after) == ["…def", "…def", "…def"])
        case .disabled: #expect(Self.texts(after) == Self.texts(before))
        case .direction: #expect(after.frame(for: 0)?.minX == 16)
        }
    }
}
