import Testing
import TerminalLayout
import LayoutGallery

@Suite struct ProportionalLayoutTests {
    @Test func empty() {
        expectEmpty(ProportionalLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItemGetsEverything() {
        let result = ViewGraph(ProportionalLayout { Color.red.id(0) }).layout(proposal: proposal(40, 5))
        #expect(result.frame(for: 0) == rect(0, 0, 40, 5))
    }

    /// Weights 1, 3 (and the default 1 for an unmarked view) along both axes.
    @Test(arguments: [
        (Axis.horizontal, 0, rect(0, 0, 8, 5)), (.horizontal, 1, rect(8, 0, 24, 5)), (.horizontal, 2, rect(32, 0, 8, 5)),
        (.vertical, 0, rect(0, 0, 40, 1)), (.vertical, 1, rect(0, 1, 40, 3)), (.vertical, 2, rect(0, 4, 40, 1)),
    ])
    func shares(axis: Axis, id: Int, frame: CGRect) {
        let view = ProportionalLayout(axis: axis) {
            Color.red.proportion(1).id(0)
            Color.green.proportion(3).id(1)
            Color.blue.id(2)
        }
        let result = ViewGraph(view).layout(proposal: proposal(40, 5))
        #expect(result.frame(for: id) == frame)
        #expect(result.size == CGSize(width: 40, height: 5))
    }

    /// Reflow on the same graph: 40 then 20 wide.
    @Test func reflow() {
        let graph = ViewGraph(ProportionalLayout { Color.red.id(0); Color.green.proportion(3).id(1) })
        #expect(graph.layout(proposal: proposal(40, 2)).frame(for: 1) == rect(10, 0, 30, 2))
        #expect(graph.layout(proposal: proposal(20, 2)).frame(for: 1) == rect(5, 0, 15, 2))
    }

    /// Ideal: the smallest width where every view gets its ideal width:
    /// max(2 / ½, 6 / ½) = 12; height: the tallest at its share (1).
    @Test(arguments: [ProposedViewSize.unspecified, .infinity])
    func idealSize(_ p: ProposedViewSize) {
        let result = ViewGraph(ProportionalLayout { Text("ab").id(0); Text("abcdef").id(1) }).layout(proposal: p)
        #expect(result.size == CGSize(width: 12, height: 1))
        #expect(result.frame(for: 0) == rect(0, 0, 2, 1))
        #expect(result.frame(for: 1) == rect(6, 0, 6, 1))
    }

    /// Zero, negative and non-finite weights count as 0; all-zero weights
    /// give every view nothing.
    @Test func degenerateWeights() {
        let view = ProportionalLayout {
            Color.red.proportion(0).id(0); Color.red.proportion(-2).id(1); Color.red.proportion(.nan).id(2)
            Color.red.proportion(2).id(3)
        }
        let result = ViewGraph(view).layout(proposal: proposal(10, 1))
        #expect(result.frame(for: 3) == rect(0, 0, 10, 1))
        #expect(result.frame(for: 0)?.width == 0)
        let none = ViewGraph(ProportionalLayout { Color.red.proportion(0).id(0) }).layout(proposal: proposal(10, 1))
        #expect(none.frame(for: 0) == rect(0, 0, 0, 1))
        expectSane(none)
    }

    /// A fixed view wider than its share keeps its width; the next share starts where it should.
    @Test func itemWiderThanItsShare() {
        let result = ViewGraph(ProportionalLayout { block(30, 1).id(0); Color.red.id(1) }).layout(proposal: proposal(20, 1))
        #expect(result.frame(for: 0) == rect(0, 0, 30, 1))
        #expect(result.frame(for: 1) == rect(10, 0, 10, 1))
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(ProportionalLayout { Color.red.id(0); Text("abc").proportion(2).id(1) }).layout(proposal: p))
    }

    @Test func nonZeroOrigin() {
        let view = ProportionalLayout { Color.red.id(0); Color.green.proportion(3).id(1) }.padding(3)
        let result = ViewGraph(view).layout(proposal: proposal(46, 8))
        #expect(result.frame(for: 0) == rect(3, 3, 10, 2))
        #expect(result.frame(for: 1) == rect(13, 3, 30, 2))
    }
}
