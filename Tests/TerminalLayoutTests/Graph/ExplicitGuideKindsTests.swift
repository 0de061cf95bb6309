import Testing
@testable import TerminalLayout

/// Which explicit guides a node can have is known once the graph is updated:
/// a `Text` has only its baselines, so reading its leading or centre guide
/// costs nothing; modifiers and stacks pass their children's kinds on.
@Suite struct ExplicitGuideKindsTests {
    func view(_ name: String) -> AnyView {
        switch name {
        case "Color": AnyView(Color.red)
        case "Text": AnyView(Text("ab"))
        case "padded Text": AnyView(Text("ab").padding(1))
        case "VStack of Text and Color": AnyView(VStack { Text("ab"); Color.red })
        case "Text with a leading guide": AnyView(Text("ab").alignmentGuide(.leading) { _ in 1 })
        default: AnyView(Color.red.alignmentGuide(.top) { _ in 1 }.frame(width: 3))
        }
    }

    @Test(arguments: [
        ("Color", ExplicitGuideKinds.none), ("Text", .textBaselines), ("padded Text", .textBaselines),
        ("VStack of Text and Color", .textBaselines), ("Text with a leading guide", .any),
        ("frame around a guided Color", .any),
    ])
    func kindsOfTheRoot(name: String, kinds: ExplicitGuideKinds) throws {
        let graph = ViewGraph(view(name))
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 10))
        let root = try #require(graph.allNodes.first)
        #expect(root.explicitGuideKinds == kinds, "\(name)")
    }

    @Test(arguments: [
        (HorizontalAlignment.leading.key, false), (HorizontalAlignment.center.key, false),
        (VerticalAlignment.top.key, false), (VerticalAlignment.bottom.key, false),
        (VerticalAlignment.firstTextBaseline.key, true), (VerticalAlignment.lastTextBaseline.key, true),
    ])
    func textBaselinesIncludeOnlyBaselines(key: AlignmentKey, included: Bool) {
        #expect(ExplicitGuideKinds.textBaselines.include(key) == included)
        #expect(ExplicitGuideKinds.any.include(key))
        #expect(!ExplicitGuideKinds.none.include(key))
    }

    /// Texts still align on their baselines, and a text's own leading guide still counts.
    @Test func baselinesAndGuidesOnTextsStillWork() {
        let result = ViewGraph(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("a\nb").id("two")
            Text("c").id("one").padding(.top, 3)
        }).layout(proposal: ProposedViewSize(width: 10, height: 10))
        // The padded text's baseline is 4 below its top; the two-line text's is 1: it moves down 3.
        #expect(result.frame(for: "two")?.minY == (result.frame(for: "one")?.minY ?? 0))
        let guided = ViewGraph(VStack(alignment: .leading, spacing: 0) {
            Text("ab").alignmentGuide(.leading) { _ in 1 }.id("a")
            Text("cd").id("c")
        }).layout(proposal: ProposedViewSize(width: 10, height: 10))
        #expect((guided.frame(for: "c")?.minX ?? 0) - (guided.frame(for: "a")?.minX ?? 0) == 1)
    }
}
