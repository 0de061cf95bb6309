import Testing
@testable import TerminalLayout

/// What the engine keeps per view, in bytes (issue 10's "engine state per
/// view", issue 13's 100,000-child scenes): a record per node, a placement per
/// placed view, a recorded child placement per subview placed. A field added
/// without care fails here with the new size.
struct EngineStateSizeTests {
    @Test(arguments: [
        ("NodeRecord", MemoryLayout<NodeRecord>.stride, 160),
        ("SizeMemo.Front", MemoryLayout<SizeMemo.Front>.stride, 32),
        ("SizeMemo.Tail", MemoryLayout<SizeMemo.Tail>.stride, 64),
        ("ViewPlacement", MemoryLayout<ViewPlacement>.stride, 112),
        ("Color", MemoryLayout<Color>.stride, 8),
        ("ViewPlacement.Kind", MemoryLayout<ViewPlacement.Kind>.size, 20),
        ("ChildPlacement", MemoryLayout<ChildPlacement>.stride, 40),
        ("SpacingMemoState", MemoryLayout<SpacingMemoState>.stride, 1),
        ("Node", MemoryLayout<Node>.stride, 16),
        // Within an existential's three-word buffer: a node holding one boxes nothing.
        ("FrameBehavior", MemoryLayout<FrameBehavior>.size, 24),
        ("CompactFlexFrameBehavior", MemoryLayout<CompactFlexFrameBehavior>.size, 24),
    ])
    func perViewState(name: String, stride: Int, limit: Int) {
        #expect(stride <= limit, "\(name) is \(stride) bytes (limit \(limit))")
    }

    /// The size memo's first entry sits at a multiple of 32 bytes in the
    /// record, so that it (32 bytes: what a memo hit reads) is within one
    /// 64-byte cache line for every record of a chunk — those that start on
    /// a line and those (160 = 2.5 lines) that start half-way.
    @Test func theMemosFirstEntryIsInOneCacheLine() throws {
        let offset = try #require(MemoryLayout<NodeRecord>.offset(of: \.memoFront))
        #expect(offset % 32 == 0, "the size memo is at offset \(offset)")
        #expect(MemoryLayout<NodeRecord>.stride % 32 == 0)
    }

    @Test("A placement's clip is shared by reference, and reads back as the rectangle it was given",
          arguments: [nil, CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: -1.5, y: 2, width: 80, height: 1e300)])
    func clipRoundTrips(clip: CGRect?) {
        let a = ViewPlacement(frame: CGRect(x: 1, y: 2, width: 3, height: 4), depth: 2, kind: .spacer, clip: clip)
        var b = a
        #expect(b.clip == clip)
        #expect(b == a)
        b.clip = CGRect(x: 9, y: 9, width: 9, height: 9)
        #expect(b.clip == CGRect(x: 9, y: 9, width: 9, height: 9))
        #expect(a.clip == clip)
        #expect(b != a)
    }

    @Test("A recorded child placement gives back the proposal it was made with",
          arguments: [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 12.5, height: nil),
                      ProposedViewSize(width: nil, height: -0.0), ProposedViewSize(width: 5e-324, height: 1e300)])
    func childPlacementProposal(proposal: ProposedViewSize) {
        let arena = NodeArena()
        let other = arena.make(key: .scopeRoot, behavior: VacantBehavior())
        let node = arena.make(key: .scopeRoot, behavior: VacantBehavior())
        var placed = ChildPlacement(child: node, origin: CGPoint(x: 1, y: 2), proposal: proposal)
        // The child is kept as its slot and version, read back in the container's arena.
        #expect(placed.child(in: arena) == node && placed.places(node) && !placed.places(other) && placed.hasChild)
        #expect(placed.proposal == proposal)
        #expect(placed.proposal.height?.sign == proposal.height?.sign)
        placed.proposal = .zero
        #expect(placed.proposal == .zero)
    }
}
