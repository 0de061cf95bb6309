import Testing
@testable import TerminalLayout

/// No node outlives its graph, and a graph that shrinks lets go of the
/// nodes it no longer has (engine v2's leak: every container used to
/// retain itself through its subview proxies).
struct LeakTests {
    /// Weak references to a set of nodes, to count how many are still alive.
    final class Watch {
        private var refs: [() -> Node?] = []
        init(_ nodes: some Sequence<Node>) {
            for node in nodes {
                weak let weakNode = node
                refs.append { weakNode }
            }
        }
        var alive: Int { refs.reduce(0) { $0 + ($1() == nil ? 0 : 1) } }
        var count: Int { refs.count }
    }

    /// A list of `rows` rows, each a padded text in an `HStack` with a colour.
    static func list(_ rows: Int) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { i in
                    HStack { Text("row \(i)").padding(.leading, 1); Color.red.frame(width: 2, height: 1) }
                }
            }
        }
    }

    @Test("A released ViewGraph frees every node", arguments: [1, 20, 300])
    func releasedGraphFreesEverything(_ rows: Int) {
        var graph: ViewGraph? = ViewGraph(Self.list(rows))
        _ = graph?.layout(proposal: ProposedViewSize(width: 40, height: 10))
        let watch = Watch(graph!.allNodes)
        weak let weakGraph = graph
        #expect(watch.count == graph!.nodeCount)
        graph = nil
        #expect(weakGraph == nil)
        #expect(watch.alive == 0, "\(watch.alive) of \(watch.count) nodes still alive")
    }

    @Test("A graph grown to 10k nodes and shrunk keeps only the nodes it has")
    func shrinkingFreesRemovedNodes() {
        let graph = ViewGraph(Self.list(2_000))
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        #expect(graph.nodeCount > 10_000)
        let watch = Watch(graph.allNodes)
        graph.update(Self.list(2))
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        // The 2-row list: scroll view, its stack, the VStack, and 5 nodes a row.
        #expect(graph.nodeCount == 13)
        #expect(watch.alive == graph.nodeCount, "\(watch.alive) of \(watch.count) nodes still alive")
    }

    @Test("Custom layouts and layouts that keep their subviews in the cache free their nodes too")
    func cachesHoldingSubviews() {
        let log = ProbeLog()
        var graph: ViewGraph? = ViewGraph(Probe(log: log) { Text("a"); Probe(log: log) { Text("b") } })
        _ = graph?.layout(proposal: ProposedViewSize(width: 10, height: 10))
        let watch = Watch(graph!.allNodes)
        graph = nil
        // ProbeLog keeps the last subviews it saw; those proxies hold their nodes
        // (as a user's value would), so drop the log's copies before counting.
        log.subviewsAtMake = nil
        log.subviewsAtUpdate = nil
        #expect(watch.alive == 0, "\(watch.alive) of \(watch.count) nodes still alive")
    }
}
