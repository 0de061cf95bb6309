import Testing
import TerminalLayout
import LayoutGallery

/// The seed's 10-item flex row: minItemWidth 8, at most 4 per row, spacing 1.
func tenItemFlexRow() -> some View {
    AdaptiveFlexRow(spacing: 1, minItemWidth: 8, maxItemsPerRow: 4) {
        ForEach(0..<10) { i in Color.blue.frame(height: 2).id(i) }
    }
}

@Suite struct AdaptiveFlexRowTests {
    @Test func empty() {
        expectEmpty(AdaptiveFlexRow { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(AdaptiveFlexRow { Color.red.frame(height: 1).id(0) }).layout(proposal: proposal(30, 5))
        #expect(result.frame(for: 0) == rect(0, 0, 30, 1))  // alone in its row: the whole width
    }

    /// Width 39: ⌊40 / 9⌋ = 4 per row, (39 − 3) / 4 = 9 wide; the last row's
    /// two views share 39: (39 − 1) / 2 = 19 each. Rows 2 tall, 1 apart.
    static let at39: [(Int, CGRect)] = (0..<10).map { (i: Int) -> (Int, CGRect) in
        if i < 8 {
            let x = CGFloat(i % 4) * 10
            let y = CGFloat(i / 4) * 3
            return (i, rect(x, y, 9, 2))
        }
        return (i, rect(CGFloat(i - 8) * 20, 6, 19, 2))
    }
    /// Width 19: ⌊20 / 9⌋ = 2 per row, (19 − 1) / 2 = 9 wide, five rows.
    static let at19: [(Int, CGRect)] = (0..<10).map { (i: Int) -> (Int, CGRect) in
        let x = CGFloat(i % 2) * 10
        let y = CGFloat(i / 2) * 3
        return (i, rect(x, y, 9, 2))
    }

    @Test(arguments: 0..<10) func seedRowAtTwoWidthsOnTheSameGraph(id: Int) {
        let graph = ViewGraph(tenItemFlexRow())
        let wide = graph.layout(proposal: proposal(39, 24))
        #expect(wide.frame(for: id) == Self.at39[id].1)
        #expect(wide.size == CGSize(width: 39, height: 8))
        let narrow = graph.layout(proposal: proposal(19, 24))
        #expect(narrow.frame(for: id) == Self.at19[id].1)
        #expect(narrow.size == CGSize(width: 19, height: 14))
        #expect(graph.layout(proposal: proposal(39, 24)).frame(for: id) == Self.at39[id].1)
    }

    /// ⌊(width + 1) / 9⌋ views per row (4 × 8 + 3 = 35, 3 × 8 + 2 = 26,
    /// 2 × 8 + 1 = 17), capped by maxItemsPerRow even when more would fit.
    @Test(arguments: [(80.0, 4), (35, 4), (34, 3), (26, 3), (25, 2), (17, 2), (16, 1), (0, 1)])
    func itemsPerRow(width: CGFloat, perRow: Int) {
        let result = ViewGraph(tenItemFlexRow()).layout(proposal: proposal(width, 24))
        #expect((0..<10).filter { result.frame(for: $0)?.minY == 0 }.count == perRow)
    }

    /// Ideal: one full row of 4 at minItemWidth, 4 × 8 + 3 = 35 wide.
    @Test(arguments: [ProposedViewSize.unspecified, .infinity, proposal(nil, 4)])
    func unboundedWidthIsTheIdealRow(_ p: ProposedViewSize) {
        let result = ViewGraph(tenItemFlexRow()).layout(proposal: p)
        #expect(result.size == CGSize(width: 35, height: 8))
        #expect(result.frame(for: 3) == rect(27, 0, 8, 2))
        #expect(result.frame(for: 9) == rect(18, 6, 17, 2))  // (35 − 1) / 2 = 17
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(tenItemFlexRow()).layout(proposal: p))
    }

    /// Texts are proposed their share and keep their own width.
    @Test func textItems() {
        let view = AdaptiveFlexRow(spacing: 1, minItemWidth: 8, maxItemsPerRow: 4) {
            ForEach(0..<3) { i in Text("Item \(i)").id(i) }
        }
        let result = ViewGraph(view).layout(proposal: proposal(29, 5))  // 3 per row, 9 wide
        #expect(result.frame(for: 2) == rect(20, 0, 6, 1))
    }

    /// A view wider than its share overflows it.
    @Test func itemWiderThanItsShare() {
        let view = AdaptiveFlexRow(minItemWidth: 4, maxItemsPerRow: 2) { block(12, 1).id(0); block(2, 1).id(1) }
        let result = ViewGraph(view).layout(proposal: proposal(9, 5))  // 2 per row, 4 wide
        #expect(result.frame(for: 0) == rect(0, 0, 12, 1))
        #expect(result.frame(for: 1) == rect(5, 0, 2, 1))
    }

    /// L5: stackOrientation is horizontal, so a Spacer is horizontal: it
    /// takes its share of the width and no height (SP1).
    @Test func spacerIsHorizontal() {
        let view = AdaptiveFlexRow(minItemWidth: 8, maxItemsPerRow: 3) { Spacer().id(0); block(3, 1).id(1) }
        let result = ViewGraph(view).layout(proposal: proposal(20, 5))  // 2 per row, 9.5 wide
        #expect(result.frame(for: 0) == rect(0, 0, 9.5, 0))
        #expect(result.size == CGSize(width: 20, height: 1))
    }

    @Test(arguments: 0..<10) func nonZeroOriginInPadding(id: Int) {
        let result = ViewGraph(tenItemFlexRow().padding(3)).layout(proposal: proposal(45, 24))
        #expect(result.frame(for: id) == Self.at39[id].1.offsetBy(dx: 3, dy: 3))
    }

    /// Erratum 14: the cache (row partitions) is kept while the count stays,
    /// rebuilt when it changes; frames are right either way, because sizes
    /// are never cached.
    @Test func cacheFollowsTheCount() {
        func row(_ heights: [CGFloat]) -> some View {
            AdaptiveFlexRow(spacing: 1, minItemWidth: 8, maxItemsPerRow: 4) {
                ForEach(0..<heights.count) { i in Color.blue.frame(height: heights[i]).id(i) }
            }
        }
        let graph = ViewGraph(row([2, 2, 2, 2, 2]))
        #expect(graph.layout(proposal: proposal(39, 24)).frame(for: 4) == rect(0, 3, 39, 2))
        graph.update(row([2, 5, 2, 2, 2]))  // same count, taller view
        #expect(graph.layout(proposal: proposal(39, 24)).frame(for: 4) == rect(0, 6, 39, 2))
        graph.update(row([2, 5, 2, 2, 2, 2]))  // one more view
        let result = graph.layout(proposal: proposal(39, 24))
        #expect(result.frame(for: 5) == rect(20, 6, 19, 2))
        #expect(graph.stats.updateCacheCalls == 1)
    }

    @Test(arguments: [proposal(39, 24), proposal(19, 24)]) func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(tenItemFlexRow(), p)
    }
}
