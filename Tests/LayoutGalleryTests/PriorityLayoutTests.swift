import Testing
import TerminalLayout
import LayoutGallery

func priorityRow() -> some View {
    PriorityLayout {
        Text("low").id(0)
        Text("high").placementPriority(2).id(1)
        Text("mid").placementPriority(1).id(2)
    }
}

@Suite struct PriorityLayoutTests {
    @Test func empty() {
        expectEmpty(PriorityLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(PriorityLayout { Text("a").id(0) }).layout(proposal: proposal(10, 3))
        #expect(result.frame(for: 0) == rect(0, 1, 1, 1))
        #expect(result.size == CGSize(width: 10, height: 3))
    }

    /// Proposed 20 × 3: high, mid, low from x 0, 1 apart, centred on y 1.5.
    @Test(arguments: [(1, rect(0, 1, 4, 1)), (2, rect(5, 1, 3, 1)), (0, rect(9, 1, 3, 1))])
    func descendingOrder(id: Int, frame: CGRect) {
        let result = ViewGraph(priorityRow()).layout(proposal: proposal(20, 3))
        #expect(result.frame(for: id) == frame)
        #expect(result.size == CGSize(width: 20, height: 3))
    }

    /// Ideal (erratum 2's mistake avoided): 4 + 3 + 3 + 2 gaps = 12 × 1.
    @Test(arguments: [ProposedViewSize.unspecified, .infinity])
    func idealSize(_ p: ProposedViewSize) {
        let result = ViewGraph(priorityRow()).layout(proposal: p)
        #expect(result.size == CGSize(width: 12, height: 1))
        #expect(result.frame(for: 0) == rect(9, 0, 3, 1))
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(priorityRow()).layout(proposal: p))
    }

    /// Equal priorities keep their order; SwiftUI's layoutPriority is not
    /// what this layout sorts by.
    @Test func stableAndIndependentOfLayoutPriority() {
        let view = PriorityLayout {
            Text("a").layoutPriority(9).id(0)
            Text("b").id(1)
            Text("c").placementPriority(-1).id(2)
        }
        let result = ViewGraph(view).layout(proposal: .unspecified)
        #expect(result.frame(for: 0)?.minX == 0)
        #expect(result.frame(for: 1)?.minX == 2)
        #expect(result.frame(for: 2)?.minX == 4)
    }

    /// Erratum 3: `placementPriority` does not shadow `layoutPriority`. In a
    /// 6-wide HStack, "aaaa" with layoutPriority 1 is offered 6 − 1 − 1 = 4
    /// first (S3) and fits; "bbbb" gets 1. A placement priority changes nothing.
    @Test func doesNotShadowLayoutPriority() {
        let view = HStack(spacing: 1) {
            Text("aaaa").layoutPriority(1).id(0)
            Text("bbbb").placementPriority(5).id(1)
        }
        let result = ViewGraph(view).layout(proposal: proposal(6, 4))
        #expect(result.frame(for: 0)?.width == 4)
        #expect(result.frame(for: 1)?.width == 1)
    }

    /// Wider than the proposal: views keep their ideal size and overflow.
    @Test func itemsWiderThanTheProposal() {
        let result = ViewGraph(priorityRow()).layout(proposal: proposal(5, 1))
        #expect(result.size == CGSize(width: 5, height: 1))
        #expect(result.frame(for: 0) == rect(9, 0, 3, 1))
    }

    @Test func nonZeroOrigin() {
        let result = ViewGraph(priorityRow().padding(3)).layout(proposal: proposal(26, 9))
        #expect(result.frame(for: 1) == rect(3, 4, 4, 1))
        #expect(result.frame(for: 0) == rect(12, 4, 3, 1))
    }
}
