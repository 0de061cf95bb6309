import Testing
@_spi(Rendering) @testable import TerminalLayout

/// `Node.hasBehavior(_:)` and `Node.behavior(as:)`: a node's behaviour type
/// told by comparing types, as `is` / `as?` would tell it.
struct BehaviorLookupTests {
    @Test("Each node answers for its own behaviour type only")
    func lookups() {
        let graph = ViewGraph(HStack { Spacer(); Text("a").frame(width: 3); Color.red })
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 1))
        var kinds: [String] = []
        for node in graph.allNodes {
            let spacer = node.hasBehavior(SpacerBehavior.self)
            let text = node.behavior(as: TextBehavior.self)
            let frame = node.hasBehavior(FrameBehavior.self)
            // The comparison agrees with the runtime's cast.
            #expect(spacer == (node.behavior is SpacerBehavior))
            #expect((text != nil) == (node.behavior is TextBehavior))
            #expect(frame == (node.behavior is FrameBehavior))
            if spacer { kinds.append("spacer") }
            if let text { kinds.append("text \(text.content)") }
            if frame { kinds.append("frame") }
        }
        #expect(kinds.sorted() == ["frame", "spacer", "text a"])
    }
}

/// `isSame(as:)` (the graph's change test for a reused node) and the reads
/// of `BehaviorType`: the existential is opened and its type read as
/// metadata, with the answers the runtime's casts give.
struct BehaviorSamenessTests {
    nonisolated(unsafe) static let behaviors: [any NodeBehavior] = [
        ColorBehavior(color: .red), ColorBehavior(color: Color(.named("red"))), ColorBehavior(color: .blue),
        ColorBehavior(color: .red.opacity(0.5)), SpacerBehavior(minLength: nil, orientation: nil), SpacerBehavior(minLength: 2, orientation: .horizontal),
        VacantBehavior(),
    ]

    @Test("isSame is true exactly for behaviours of one type that are equal",
          arguments: 0..<behaviors.count, 0..<behaviors.count)
    func sameness(i: Int, j: Int) {
        let a = Self.behaviors[i], b = Self.behaviors[j]
        let sameType = type(of: a) == type(of: b)
        var expected = false
        if let x = a as? ColorBehavior, let y = b as? ColorBehavior { expected = x == y }
        if let x = a as? SpacerBehavior, let y = b as? SpacerBehavior { expected = x == y }
        if a is VacantBehavior && b is VacantBehavior { expected = true }
        #expect(a.isSame(as: b) == expected)
        #expect(b.isSame(as: a) == expected)
        #expect(!expected || sameType)
        var (x, y) = (a, b)
        #expect((BehaviorType.of(&x) == BehaviorType.of(&y)) == sameType)
    }

    @Test("A node reused with an equal behaviour is unchanged; with another value or kind, changed")
    func reusedNodes() {
        func view(_ c: Color, spacer: Bool) -> some View {
            HStack { if spacer { Spacer() } else { Color.gray }; c.frame(width: 2) }
        }
        let graph = ViewGraph(view(.red, spacer: true))
        let first = graph.layout(proposal: ProposedViewSize(width: 10, height: 1))
        graph.update(view(Color(.named("red")), spacer: true))
        #expect(graph.layout(proposal: ProposedViewSize(width: 10, height: 1)) == first)
        graph.update(view(.blue, spacer: false))
        let changed = graph.layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(changed == ViewGraph(view(.blue, spacer: false)).layout(proposal: ProposedViewSize(width: 10, height: 1)))
        #expect(changed != first)
    }
}
