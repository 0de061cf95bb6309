import Testing
import TerminalLayout
import LayoutGallery

func spacedRow() -> some View {
    CustomSpacingLayout {
        Text("a").id(0)
        Text("b").id(1)
        Spacer().id(2)
        Text("c").id(3)
    }
}

@Suite struct CustomSpacingLayoutTests {
    @Test func empty() {
        expectEmpty(CustomSpacingLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(CustomSpacingLayout { Text("abc").id(0) }).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: 0) == rect(0, 0, 3, 1))
        #expect(result.size == CGSize(width: 3, height: 1))
    }

    /// a→b: the default distance, 1; b→Spacer and Spacer→c: 0 (V3); the
    /// Spacer is horizontal (stackOrientation) at its minimum length 1, no height.
    @Test(arguments: [(0, rect(0, 0, 1, 1)), (1, rect(2, 0, 1, 1)), (2, rect(3, 0.5, 1, 0)), (3, rect(4, 0, 1, 1))])
    func gapsFromSpacingPreferences(id: Int, frame: CGRect) {
        let result = ViewGraph(spacedRow()).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: id) == frame)
        #expect(result.size == CGSize(width: 5, height: 1))
    }

    /// The default distance comes from the environment: with 3, a→b is 3
    /// and the Spacer's default minimum length is 3 too.
    @Test func environmentDefaultSpacing() {
        let result = ViewGraph(spacedRow(), environment: LayoutEnvironment(defaultSpacing: 3)).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: 1)?.minX == 4)
        #expect(result.frame(for: 3)?.minX == 8)
    }

    /// A nested stack exports the spacing of its first view: an HStack that
    /// starts with a Spacer has 0 on its leading edge (V4).
    @Test func nestedStackSpacing() {
        let view = CustomSpacingLayout {
            Text("a").id(0)
            HStack(spacing: 0) { Spacer(minLength: 2); Text("x") }.id(1)
            Text("b").id(2)
        }
        let result = ViewGraph(view).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: 1) == rect(1, 0, 3, 1))
        #expect(result.frame(for: 2) == rect(5, 0, 1, 1))
    }

    /// The layout exports its first view's leading spacing, like a stack.
    @Test func exportsSpacingLikeAStack() {
        let view = HStack {
            Text("z").id(0)
            CustomSpacingLayout { Spacer(minLength: 1); Text("a") }.id(1)
        }
        let result = ViewGraph(view).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: 1)?.minX == 1)  // gap 0 before the Spacer
    }

    /// Ideal size whatever the proposal; views keep their size when it is smaller.
    @Test(arguments: probeProposals + [proposal(2, 1)])
    func sizeIgnoresTheProposal(_ p: ProposedViewSize) {
        let result = ViewGraph(spacedRow()).layout(proposal: p)
        #expect(result.size == CGSize(width: 5, height: 1))
        expectSane(result)
    }

    /// Views are centred vertically in the row.
    @Test func verticalCentring() {
        let result = ViewGraph(CustomSpacingLayout { block(1, 3).id(0); Text("a").id(1) }).layout(proposal: .unspecified)
        #expect(result.frame(for: 1) == rect(2, 1, 1, 1))
    }

    @Test func nonZeroOrigin() {
        let result = ViewGraph(spacedRow().padding(3)).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: 3) == rect(7, 3, 1, 1))
    }
}
