import Testing
@testable import TerminalLayout

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
