import Testing
import TerminalLayout
import LayoutGallery

/// Blocks 4, 3, 4, 6 cells wide, 1 tall, ids 0…3.
func wrapBlocks() -> some View {
    WrapLayout {
        block(4, 1).id(0)
        block(3, 1).id(1)
        block(4, 1).id(2)
        block(6, 1).id(3)
    }
}

@Suite struct WrapLayoutTests {
    @Test func empty() {
        expectEmpty(WrapLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(WrapLayout { block(4, 2).id(0) }).layout(proposal: proposal(10, 5))
        #expect(result.frame(for: 0) == rect(0, 0, 4, 2))
        #expect(result.size == CGSize(width: 10, height: 2))
    }

    /// Width 10: 4 + 3 = 7, + 4 = 11 > 10 → wrap; 4 + 6 = 10 fits.
    static let at10: [(Int, CGRect)] = [(0, rect(0, 0, 4, 1)), (1, rect(4, 0, 3, 1)), (2, rect(0, 1, 4, 1)), (3, rect(4, 1, 6, 1))]

    @Test(arguments: at10) func framesAtWidth10(id: Int, frame: CGRect) {
        let result = ViewGraph(wrapBlocks()).layout(proposal: proposal(10, 5))
        #expect(result.frame(for: id) == frame)
        #expect(result.size == CGSize(width: 10, height: 2))
    }

    /// Erratum 13: inside `.padding(3)` the bounds start at x = 3. The seed
    /// compared `x + w > bounds.width` with x starting at 3, so its second row
    /// (3 + 4 + 6 = 13 > 10) would wrap again. Here the rows are as at the origin.
    @Test(arguments: at10) func nonZeroOriginInPadding(id: Int, frame: CGRect) {
        let result = ViewGraph(wrapBlocks().padding(3)).layout(proposal: proposal(16, 11))
        #expect(result.frame(for: id) == frame.offsetBy(dx: 3, dy: 3))
    }

    @Test func nonZeroOriginInHStack() {
        let view = HStack(alignment: .top, spacing: 0) { block(5, 1).id("lead"); wrapBlocks() }
        let result = ViewGraph(view).layout(proposal: proposal(15, 5))
        for (id, frame) in Self.at10 { #expect(result.frame(for: id) == frame.offsetBy(dx: 5, dy: 0)) }
    }

    /// Reflow on the same graph: width 10 → 2 rows, width 7 → 3 rows (4+3 / 4 / 6), back.
    @Test func reflowOnTheSameGraph() {
        let graph = ViewGraph(wrapBlocks())
        #expect(graph.layout(proposal: proposal(10, 5)).frame(for: 2) == rect(0, 1, 4, 1))
        let narrow = graph.layout(proposal: proposal(7, 5))
        #expect(narrow.frame(for: 1) == rect(4, 0, 3, 1))
        #expect(narrow.frame(for: 2) == rect(0, 1, 4, 1))
        #expect(narrow.frame(for: 3) == rect(0, 2, 6, 1))
        #expect(narrow.size == CGSize(width: 7, height: 3))
        #expect(graph.layout(proposal: proposal(10, 5)).frame(for: 3) == rect(4, 1, 6, 1))
    }

    /// Unbounded widths: one row 17 wide.
    @Test(arguments: [ProposedViewSize.unspecified, .infinity, proposal(nil, 5)])
    func unboundedIsOneRow(_ p: ProposedViewSize) {
        let result = ViewGraph(wrapBlocks()).layout(proposal: p)
        #expect(result.size == CGSize(width: 17, height: 1))
        #expect(result.frame(for: 3) == rect(11, 0, 6, 1))
    }

    /// Width 0: one view per row, the layout 0 wide (views overflow).
    @Test func zeroWidth() {
        let result = ViewGraph(wrapBlocks()).layout(proposal: .zero)
        #expect(result.size == CGSize(width: 0, height: 4))
        #expect(result.frame(for: 3) == rect(0, 3, 6, 1))
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(wrapBlocks()).layout(proposal: p))
    }

    /// A view wider than the width sits alone (no empty row before it); rows
    /// are as tall as their tallest view.
    @Test func widerItemsAndRowHeights() {
        let view = WrapLayout {
            block(12, 1).id(0)
            block(3, 2).id(1)
            block(3, 1).id(2)
            block(5, 1).id(3)
        }
        let result = ViewGraph(view).layout(proposal: proposal(10, 9))
        #expect(result.frame(for: 0) == rect(0, 0, 12, 1))
        #expect(result.frame(for: 1) == rect(0, 1, 3, 2))
        #expect(result.frame(for: 2) == rect(3, 1, 3, 1))
        #expect(result.frame(for: 3) == rect(0, 3, 5, 1))  // 3 + 3 + 5 = 11 > 10
        #expect(result.size == CGSize(width: 10, height: 4))
    }

    @Test(arguments: [proposal(10, 5), proposal(7, 5)]) func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(wrapBlocks(), p)
    }
}
