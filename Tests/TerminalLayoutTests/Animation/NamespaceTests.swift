import Testing
@testable import TerminalLayout

/// `@Namespace`: one id per view identity, kept across updates;
/// `matchedGeometryEffect` changes nothing laid out.
@MainActor
struct NamespaceTests {
    final class Seen { var ids: [String: Namespace.ID] = [:] }

    private struct Owner: View {
        let name: String
        let seen: Seen
        @Namespace private var space
        var body: some View {
            seen.ids[name] = space
            return Text(name).matchedGeometryEffect(id: name, in: space).matchedGeometryEffect(id: 1, in: space,
                properties: .position, anchor: .topLeading, isSource: false)
        }
    }

    @Test("Each view keeps its own namespace across updates")
    func stableAndDistinct() {
        let seen = Seen()
        func tree() -> some View { VStack { Owner(name: "a", seen: seen); Owner(name: "b", seen: seen) } }
        let graph = ViewGraph(tree())
        let first = seen.ids
        graph.update(tree())
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 4))
        #expect(seen.ids == first)
        #expect(first["a"] != first["b"])
        #expect(MatchedGeometryProperties.frame == [.position, .size])
    }

    @Test("matchedGeometryEffect lays out as the plain view")
    func layoutUnchanged() {
        let proposal = ProposedViewSize(width: 10, height: 4)
        let plain = ViewGraph(VStack { Text("a") }).layout(proposal: proposal)
        let matched = ViewGraph(VStack { Owner(name: "a", seen: Seen()) }).layout(proposal: proposal)
        #expect(plain.placements.map(\.frame) == matched.placements.map(\.frame))
    }
}
