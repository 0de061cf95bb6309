import Testing
@testable import TerminalLayout

/// A node's layout priority is remembered as a state byte: 0 in the record,
/// any other value out of line (`PriorityMemoState`); the answer is the same
/// remembered or not, and is worked out again once the memo is cleared.
struct PriorityMemoTests {
    @Test("Remembered priorities read back exactly", arguments: [
        (nil, 0.0, PriorityMemoState.zero), (0.0, 0.0, .zero), (-0.0, -0.0, .custom), (2.5, 2.5, .custom),
        (-1.0, -1.0, .custom), (1e300, 1e300, .custom),
    ] as [(Double?, Double, PriorityMemoState)])
    func priorities(set: Double?, expected: Double, state: PriorityMemoState) throws {
        let view = HStack { if let set { Color.gray.layoutPriority(set).id("p") } else { Color.gray.id("p") } }
        let graph = ViewGraph(view)
        let node = try #require(graph.allNodes.first { $0.traits.id == AnyHashable("p") })
        let engine = graph.engine
        #expect(node.record.pointee.priorityMemo == .none)
        let first = engine.priority(of: node)
        #expect(first == expected && first.sign == expected.sign)
        #expect(node.record.pointee.priorityMemo == state)
        let second = engine.priority(of: node)
        #expect(second == expected && second.sign == expected.sign)
        node.clearMemo()
        #expect(node.record.pointee.priorityMemo == .none)
        #expect(engine.priority(of: node) == expected)
    }
}
