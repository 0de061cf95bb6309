import Testing
@testable import TerminalLayout

/// `PendingTraits`: the traits an update collects, kept out of the node
/// records and given back once the update has committed them.
struct PendingTraitsTests {
    /// A `VStack` of `count` colours with ids `0..<count`.
    static func stack(_ count: Int, idOffset: Int = 0) -> some View {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in Color.gray.frame(height: 1).id(i + idOffset) } }
    }

    @Test("After an update nothing is pending, and only the first chunks are kept",
          arguments: [0, 1, 1_023, 1_024, 5_000, 20_000])
    func nothingPendingAfterAnUpdate(count: Int) {
        let graph = ViewGraph(Self.stack(count))
        let arena = graph.engine.arena
        #expect(arena.pendingTraits.openCount == 0)
        #expect(arena.pendingTraits.chunkCount <= 4)
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: nil))
        graph.update(Self.stack(count, idOffset: 1))
        #expect(arena.pendingTraits.openCount == 0)
        #expect(arena.pendingTraits.chunkCount <= 4)
    }

    @Test("Nodes made by an update get their traits at once: a first update opens no pending entry, even for 5,000 ids",
          arguments: [1, 5_000])
    func newNodesSkipTheTable(count: Int) throws {
        let graph = ViewGraph(Self.stack(count))
        let arena = graph.engine.arena
        #expect(arena.pendingTraits.chunkCount == 0)
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: nil))
        #expect(result.frame(for: count - 1) == CGRect(x: 0, y: CGFloat(count - 1), width: 10, height: 1))
        // An item made by a later update (the last) also writes in place; the others, kept,
        // collect theirs in the table (ids changed: all but the new one open an entry).
        graph.update(Self.stack(count + 1, idOffset: 1))
        #expect(arena.pendingTraits.openCount == 0)
        let node = try #require(graph.allNodes.first { $0.traits.id == AnyHashable(count + 1) })
        #expect(node.traits.id == AnyHashable(count + 1))
        #expect(graph.layout(proposal: ProposedViewSize(width: 10, height: nil))
            == ViewGraph(Self.stack(count + 1, idOffset: 1)).layout(proposal: ProposedViewSize(width: 10, height: nil)))
    }

    @Test("Traits committed through the table are the node's: ids, and a changed id is a change",
          arguments: [3, 2_000])
    func idsAreCommitted(count: Int) {
        let graph = ViewGraph(Self.stack(count))
        let first = graph.layout(proposal: ProposedViewSize(width: 10, height: nil))
        #expect(first.frame(for: count - 1) == CGRect(x: 0, y: CGFloat(count - 1), width: 10, height: 1))
        #expect(first.frame(for: count) == nil)
        graph.update(Self.stack(count, idOffset: 1))
        let second = graph.layout(proposal: ProposedViewSize(width: 10, height: nil))
        #expect(second.frame(for: 0) == nil)
        #expect(second.frame(for: count) == CGRect(x: 0, y: CGFloat(count - 1), width: 10, height: 1))
        // The `.id` modifiers removed: the ids are ForEach's again (0 ..< count).
        graph.update(VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: 1) } })
        let third = graph.layout(proposal: ProposedViewSize(width: 10, height: nil))
        #expect(third.frame(for: 0) == CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(third.frame(for: count) == nil)
        let fresh = ViewGraph(VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: 1) } })
        #expect(fresh.layout(proposal: ProposedViewSize(width: 10, height: nil)) == third)
    }

    @Test("A layout priority set, changed and removed is seen at once", arguments: [
        (1.0, 0.0), (0.0, 1.0), (2.0, 2.0),
    ])
    func priorities(first: Double, second: Double) {
        func view(_ p: Double?) -> some View {
            HStack(spacing: 0) {
                Text("aaaa").layoutPriority(p ?? 0).id("a")
                Text("bbbb").id("b")
            }
        }
        let graph = ViewGraph(view(first))
        _ = graph.layout(proposal: ProposedViewSize(width: 5, height: nil))
        graph.update(view(second))
        let updated = graph.layout(proposal: ProposedViewSize(width: 5, height: nil))
        let fresh = ViewGraph(view(second)).layout(proposal: ProposedViewSize(width: 5, height: nil))
        #expect(updated == fresh)
    }
}
