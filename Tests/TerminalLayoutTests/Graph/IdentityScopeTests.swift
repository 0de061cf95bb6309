import Testing
@testable import TerminalLayout

/// Identity matched per container (`GraphBuilder`'s scopes): which nodes an
/// update keeps, and how repeated `ForEach` ids are kept apart.
struct IdentityScopeTests {
    /// The nodes of a graph, by handle (a freed slot that is reused gets a
    /// new version, so a new node never equals an old one).
    static func nodeSet(_ graph: ViewGraph) -> Set<Node> {
        Set(graph.allNodes)
    }

    /// A list of `Text`s in a `VStack`, one per id.
    static func list(_ ids: [Int]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(ids, id: \.self) { id in Text("v\(id)").padding(.leading, CGFloat(id)) }
        }
    }

    @Test("An update with the same tree keeps every node", arguments: [[1, 2, 3], [], [7], Array(0..<50)])
    func identicalUpdateKeepsEveryNode(ids: [Int]) {
        let graph = ViewGraph(Self.list(ids))
        let before = Self.nodeSet(graph)
        graph.update(Self.list(ids))
        #expect(Self.nodeSet(graph) == before)
        // A VStack, and per id a padding and its text.
        #expect(graph.nodeCount == 1 + 2 * ids.count)
    }

    @Test("Inserting, removing and moving ids keeps the nodes of the ids that stay",
          arguments: [([1, 2, 3], [0, 1, 2, 3]),   // insert at the front
                      ([1, 2, 3], [1, 3]),         // remove from the middle
                      ([1, 2, 3], [3, 2, 1]),      // reverse
                      ([1, 2, 3, 4], [4, 1, 2, 3])])  // rotate
    func survivingIdsKeepTheirNodes(before: [Int], after: [Int]) {
        let graph = ViewGraph(Self.list(before))
        var texts: [Int: Node] = [:]
        for (id, node) in Self.textNodes(graph) { texts[id] = node }
        graph.update(Self.list(after))
        let now = Dictionary(uniqueKeysWithValues: Self.textNodes(graph))
        for id in Set(before).intersection(after) { #expect(now[id] == texts[id], "id \(id)") }
        for id in Set(after).subtracting(before) { #expect(!texts.values.contains(now[id]!), "id \(id) is new") }
        #expect(graph.nodeCount == 1 + 2 * after.count)
        // And the frames are those of a fresh graph.
        #expect(graph.layout(proposal: prop(20, nil)) == ViewGraph(Self.list(after)).layout(proposal: prop(20, nil)))
    }

    /// The text nodes of `list`, with the id their text shows.
    static func textNodes(_ graph: ViewGraph) -> [(Int, Node)] {
        graph.allNodes.compactMap { node in
            guard let text = node.behavior as? TextBehavior, let id = Int(text.content.dropFirst()) else { return nil }
            return (id, node)
        }
    }

    @Test("Repeated ForEach ids are each their own view, in order",
          arguments: [([1, 1, 2], ["1", "1", "2"]), ([5, 5, 5], ["5", "5", "5"]), ([1, 2, 1], ["1", "2", "1"])])
    func repeatedIds(ids: [Int], shown: [String]) {
        let view = VStack(spacing: 0) { ForEach(ids, id: \.self) { Text("\($0)") } }
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: prop(10, nil))
        let texts = result.placements.filter { if case .text = $0.kind { return true } else { return false } }
        #expect(texts.map(\.frame.origin.y) == Array(0..<ids.count).map { CGFloat($0) })
        #expect(texts.map { if case .text(let t) = $0.kind { return t.lines.joined() } else { return "" } } == shown)
        // An identical update keeps them all, repeats included.
        let before = Self.nodeSet(graph)
        graph.update(view)
        #expect(Self.nodeSet(graph) == before)
    }

    @Test("A view that moves to another container is a new view (identity is per container)")
    func movingBetweenContainersMakesANewNode() {
        func root(_ inFirst: Bool) -> some View {
            VStack {
                HStack { if inFirst { Text("x").id("x") } }
                HStack { if !inFirst { Text("x").id("x") } }
            }
        }
        let graph = ViewGraph(root(true))
        let before = Self.nodeSet(graph)
        graph.update(root(false))
        let after = Self.nodeSet(graph)
        // The VStack and both HStacks stay; the text is new.
        #expect(before.intersection(after).count == 3)
        #expect(after.count == 4)
    }
}
