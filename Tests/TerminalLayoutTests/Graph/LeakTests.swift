import Testing
import TerminalTestSupport
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

    /// Random trees of every view and modifier (the property tests' generator).
    static let generator = ViewTreeGenerator()

    @Test("400 random graphs built, laid out, updated to another tree and back, scrolled and dropped: each frees its graph, engine and arena",
          arguments: 0..<4)
    func randomGraphsAreFreed(_ chunk: Int) {
        for seed in stride(from: UInt64(chunk), to: 400, by: 4) {
            var graph: ViewGraph? = ViewGraph(Self.generator.tree(seed: seed))
            _ = graph!.layout(proposal: ProposedViewSize(width: 80, height: 24))
            _ = graph!.layout(proposal: .unspecified)
            let firstCount = graph!.nodeCount
            graph!.update(Self.generator.tree(seed: seed + 1_000))
            _ = graph!.layout(proposal: ProposedViewSize(width: 40, height: 12))
            #expect(graph!.engine.arena.liveCount == graph!.nodeCount, "seed \(seed): nodes alive that the graph does not have")
            graph!.update(Self.generator.tree(seed: seed))
            _ = graph!.scroll(by: CGSize(width: 0, height: 5))
            _ = graph!.layout(proposal: ProposedViewSize(width: 80, height: 24))
            // Back to the first tree: exactly its nodes again.
            #expect(graph!.nodeCount == firstCount, "seed \(seed)")
            #expect(graph!.engine.arena.liveCount == firstCount, "seed \(seed)")
            weak let weakGraph = graph
            weak let weakEngine = graph!.engine
            weak let weakArena = graph!.engine.arena
            graph = nil
            #expect(weakGraph == nil && weakEngine == nil && weakArena == nil, "seed \(seed): the graph outlived its last reference")
        }
    }

    @Test("One graph updated with 1,000 random trees keeps only the nodes of the tree it shows, and reuses its slots")
    func longLivedGraphReturnsToBaseline() {
        let graph = ViewGraph(Self.list(50))
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        let baseline = graph.engine.arena.liveCount
        var largest = baseline
        for seed in UInt64(1)...1_000 {
            graph.update(Self.generator.tree(seed: seed))
            _ = graph.layout(proposal: ProposedViewSize(width: 80, height: 24))
            largest = max(largest, graph.nodeCount)
            #expect(graph.engine.arena.liveCount == graph.nodeCount, "seed \(seed)")
        }
        graph.update(Self.list(50))
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        #expect(graph.engine.arena.liveCount == baseline)
        // Freed slots are reused: the arena never grew past the largest tree plus the one it replaced.
        #expect(graph.engine.arena.slotCount <= 2 * largest, "slots \(graph.engine.arena.slotCount), largest tree \(largest)")
    }
}
