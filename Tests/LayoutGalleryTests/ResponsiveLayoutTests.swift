import Testing
import TerminalLayout
import LayoutGallery

/// Eight flexible views one cell tall, ids 0…7.
func responsive(_ minItemWidth: CGFloat = 6, spacing: CGFloat = 1, count: Int = 8) -> some View {
    ResponsiveLayout(minItemWidth: minItemWidth, spacing: spacing) {
        ForEach(0..<count) { i in Color.red.frame(height: 1).id(i) }
    }
}

@Suite struct ResponsiveLayoutTests {
    @Test func empty() {
        expectEmpty(ResponsiveLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(responsive(count: 1)).layout(proposal: proposal(20, 5))
        #expect(result.frame(for: 0) == rect(0, 0, 6, 1))  // 3 columns fit; one view
        #expect(result.size == CGSize(width: 20, height: 1))
    }

    /// Columns = max(1, ⌊(width + 1) / 7⌋) for minItemWidth 6, spacing 1,
    /// checked by how many views share the first row. The seed's formula
    /// ⌊width / 7⌋ gives one column fewer at 20 (3 × 6 + 2 = 20 fits) and
    /// 27 (4 × 6 + 3 = 27 fits) — the reason for the change.
    @Test(arguments: [(0.0, 1), (6, 1), (12, 1), (13, 2), (19, 2), (20, 3), (26, 3), (27, 4), (55, 8)])
    func columnFormula(width: CGFloat, columns: Int) {
        let result = ViewGraph(responsive()).layout(proposal: proposal(width, 24))
        let firstRow = (0..<8).filter { result.frame(for: $0)?.minY == 0 }.count
        #expect(firstRow == columns)
    }

    /// Width 20: 3 columns of (20 − 2) / 3 = 6 at x 0, 7, 14; rows 1 apart.
    /// Width 13: 2 columns of 6 at x 0, 7.
    @Test(arguments: 0..<8) func framesAtTwoWidthsOnTheSameGraph(id: Int) {
        let graph = ViewGraph(responsive())
        let wide = graph.layout(proposal: proposal(20, 24))
        #expect(wide.frame(for: id) == rect(CGFloat(id % 3) * 7, CGFloat(id / 3) * 2, 6, 1))
        #expect(wide.size == CGSize(width: 20, height: 5))
        let narrow = graph.layout(proposal: proposal(13, 24))
        #expect(narrow.frame(for: id) == rect(CGFloat(id % 2) * 7, CGFloat(id / 2) * 2, 6, 1))
        #expect(narrow.size == CGSize(width: 13, height: 7))
    }

    /// Width 24 with minItemWidth 6: 3 columns of (24 − 2) / 3 = 22/3 each;
    /// rows are as tall as their tallest view; views top-aligned.
    @Test func rowsAsTallAsTheirTallestView() {
        let view = ResponsiveLayout(minItemWidth: 6, spacing: 1) {
            Color.red.frame(height: 1).id(0); Color.red.frame(height: 3).id(1); Color.red.frame(height: 2).id(2)
            Color.red.frame(height: 1).id(3)
        }
        let result = ViewGraph(view).layout(proposal: proposal(20, 24))
        #expect(result.frame(for: 0) == rect(0, 0, 6, 1))
        #expect(result.frame(for: 3) == rect(0, 4, 6, 1))
        #expect(result.size == CGSize(width: 20, height: 5))
    }

    /// Ideal: every view in one row at minItemWidth: 8 × 6 + 7 = 55.
    @Test(arguments: [ProposedViewSize.unspecified, .infinity, proposal(nil, 3)])
    func unboundedIsOneRow(_ p: ProposedViewSize) {
        let result = ViewGraph(responsive()).layout(proposal: p)
        #expect(result.size == CGSize(width: 55, height: 1))
        #expect(result.frame(for: 7) == rect(49, 0, 6, 1))
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(responsive()).layout(proposal: p))
        expectSane(ViewGraph(responsive(0, spacing: 0)).layout(proposal: p))
    }

    /// A view wider than its column keeps its width and overflows.
    @Test func itemWiderThanTheColumn() {
        let view = ResponsiveLayout(minItemWidth: 6) { block(10, 1).id(0); Color.red.frame(height: 1).id(1) }
        let result = ViewGraph(view).layout(proposal: proposal(13, 5))
        #expect(result.frame(for: 0) == rect(0, 0, 10, 1))
        #expect(result.frame(for: 1) == rect(7, 0, 6, 1))
    }

    @Test(arguments: 0..<8) func nonZeroOriginInPadding(id: Int) {
        let result = ViewGraph(responsive().padding(3)).layout(proposal: proposal(26, 30))
        #expect(result.frame(for: id) == rect(3 + CGFloat(id % 3) * 7, 3 + CGFloat(id / 3) * 2, 6, 1))
    }

    @Test(arguments: [proposal(20, 24), proposal(13, 24)]) func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(responsive(), p)
    }
}
