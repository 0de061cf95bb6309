import Testing
@testable import TerminalLayout

/// No node outlives its graph, and a graph that shrinks lets go of the
/// nodes it no longer has (engine v2's leak: every container used to
/// retain itself through its subview proxies). Nodes live in the graph's
/// `NodeArena`: its live count is what is alive, and releasing the graph
/// must release the arena.
struct LeakTests {
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
        #expect(graph!.engine.arena.liveCount == graph!.nodeCount)
        weak let weakGraph = graph
        weak let weakArena = graph!.engine.arena
        graph = nil
        #expect(weakGraph == nil)
        #expect(weakArena == nil)
    }

    @Test("A graph grown to 10k nodes and shrunk keeps only the nodes it has")
    func shrinkingFreesRemovedNodes() {
        let graph = ViewGraph(Self.list(2_000))
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        #expect(graph.nodeCount > 10_000)
        #expect(graph.engine.arena.liveCount == graph.nodeCount)
        let before = graph.allNodes
        graph.update(Self.list(2))
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        // The 2-row list: scroll view, its stack, the VStack, and 5 nodes a row.
        #expect(graph.nodeCount == 13)
        #expect(graph.engine.arena.liveCount == 13)
        // The nodes that stay are the first rows' own; every other handle is stale.
        #expect(before.filter(\.isLive).count == 13)
        // Growing again reuses the freed slots.
        graph.update(Self.list(2_000))
        #expect(graph.engine.arena.liveCount == graph.nodeCount)
        #expect(graph.engine.arena.slotCount == before.count)
    }

    @Test("Custom layouts and layouts that keep their subviews in the cache free their nodes too")
    func cachesHoldingSubviews() {
        let log = ProbeLog()
        var graph: ViewGraph? = ViewGraph(Probe(log: log) { Text("a"); Probe(log: log) { Text("b") } })
        _ = graph?.layout(proposal: ProposedViewSize(width: 10, height: 10))
        weak let weakArena = graph!.engine.arena
        graph = nil
        // ProbeLog keeps the last subviews it saw, as a user's value would:
        // proxies are handles, so they hold nothing alive.
        #expect(log.subviewsAtMake != nil)
        #expect(weakArena == nil)
    }
}
