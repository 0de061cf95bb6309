import Testing
@testable import TerminalLayout

/// The node store: handles, slot reuse, stale handles, freeing a scope, and
/// the inline child list.
struct NodeArenaTests {
    static func make(_ arena: NodeArena, _ name: Int) -> Node {
        arena.make(key: NodeKey(path: [.index(name)]), behavior: VacantBehavior())
    }

    @Test("Freed slots are reused last-freed first, with a new version", arguments: [
        (made: 3, freed: [1], slotsAfterRemake: 3),
        (made: 5, freed: [0, 4], slotsAfterRemake: 5),
        (made: 2, freed: [], slotsAfterRemake: 3),
    ])
    func slotsAreReused(made: Int, freed: [Int], slotsAfterRemake: Int) {
        let arena = NodeArena()
        let nodes = (0..<made).map { Self.make(arena, $0) }
        for i in freed { arena.free(nodes[i]) }
        #expect(arena.liveCount == made - freed.count)
        for i in freed { #expect(!nodes[i].isLive) }
        let again = Self.make(arena, 99)
        #expect(arena.slotCount == slotsAfterRemake)
        if let last = freed.last {
            #expect(again.index == nodes[last].index)
            #expect(again.version == nodes[last].version + 1)
            #expect(again != nodes[last])
        }
        #expect(again.isLive)
        #expect(again.key == NodeKey(path: [.index(99)]))
    }

    @Test("Freeing a node frees the nodes its scope made, recursively, and ignores stale handles")
    func freeingAScope() {
        let arena = NodeArena()
        let container = Self.make(arena, 0)
        let inner = Self.make(arena, 1)
        let leaves = [Self.make(arena, 2), Self.make(arena, 3)]
        let outside = Self.make(arena, 4)
        inner.scopeMembers = leaves
        container.scopeMembers = [inner]
        arena.free(container)
        #expect(arena.liveCount == 1)
        #expect(outside.isLive)
        #expect([container, inner, leaves[0], leaves[1]].filter(\.isLive).isEmpty)
        arena.free(container)   // stale: nothing happens
        #expect(arena.liveCount == 1)
    }

    @Test("Records survive the store growing", arguments: [17, 100, 1_000])
    func growing(count: Int) {
        let arena = NodeArena()
        let nodes = (0..<count).map { i -> Node in
            let node = Self.make(arena, i)
            node.scrollOffset = CGPoint(x: CGFloat(i), y: 0)
            return node
        }
        #expect(nodes.enumerated().allSatisfy { i, node in node.scrollOffset.x == CGFloat(i) && node.key == NodeKey(path: [.index(i)]) })
    }

    @Test("A child list holds none, one or many, in order", arguments: [0, 1, 2, 5])
    func nodeList(count: Int) {
        let arena = NodeArena()
        let nodes = (0..<count).map { Self.make(arena, $0) }
        let list = NodeList(nodes)
        #expect(Array(list) == nodes)
        #expect(list.count == count)
        #expect(list.first == nodes.first)
        #expect(list == NodeList(nodes))
        #expect(list != NodeList(nodes + [Self.make(arena, 9)]))
        if count == 1 { #expect(list == NodeList(nodes[0])) }
    }
}
