import Testing
import TerminalLayout
import LayoutGallery

/// The seed's 12-item grid: Text("Item 0") … Text("Item 11") in 3 columns.
/// Columns hold items 0,3,6,9 (6 wide), 1,4,7,10 (7: "Item 10"), 2,5,8,11 (7).
func twelveItemGrid(spacing: CGFloat = 1) -> some View {
    EfficientGridLayout(columns: 3, spacing: spacing) {
        ForEach(0..<12) { i in Text("Item \(i)").id(i) }
    }
}

@Suite struct EfficientGridLayoutTests {
    @Test func empty() {
        expectEmpty(EfficientGridLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    /// Erratum 5: the cache is filled in makeCache, so the very first pass
    /// has the right size (the seed got −spacing and crashed in placement).
    @Test func oneItemOnTheFirstPass() {
        let graph = ViewGraph(EfficientGridLayout { Text("abc").id(0) })
        let result = graph.layout(proposal: proposal(80, 24))
        #expect(result.size == CGSize(width: 3, height: 1))
        #expect(result.frame(for: 0) == rect(0, 0, 3, 1))
        #expect(graph.stats.makeCacheCalls == 1)
        #expect(graph.stats.updateCacheCalls == 0)
    }

    /// Column x: 0, 6 + 1 = 7, 7 + 7 + 1 = 15; row y: 0, 2, 4, 6; size 22 × 7.
    static let expected: [(Int, CGRect)] = (0..<12).map { i in
        let x: [CGFloat] = [0, 7, 15]
        return (i, rect(x[i % 3], CGFloat(i / 3) * 2, i >= 10 ? 7 : 6, 1))
    }

    /// The grid is its ideal size at any width: the same frames at 80 and
    /// at 10 (where it overflows), on the same graph.
    @Test(arguments: expected) func seedGridAtTwoWidths(id: Int, frame: CGRect) {
        let graph = ViewGraph(twelveItemGrid())
        for width in [80.0, 10, 80] {
            let result = graph.layout(proposal: proposal(width, 24))
            #expect(result.frame(for: id) == frame, "width \(width)")
            #expect(result.size == CGSize(width: 22, height: 7))
        }
    }

    @Test(arguments: probeProposals) func probesGiveTheIdealSize(_ p: ProposedViewSize) {
        let result = ViewGraph(twelveItemGrid()).layout(proposal: p)
        #expect(result.size == CGSize(width: 22, height: 7))
        expectSane(result)
    }

    /// Flexible views are proposed their cell and fill it; others keep their
    /// size at the cell's top-leading corner. Columns 5 and 2, rows 2 and 1.
    @Test func cellsAreProposedTheirCell() {
        let view = EfficientGridLayout(columns: 2) {
            Text("abcde").id(0)
            block(2, 2).id(1)
            Color.red.frame(idealWidth: 1, idealHeight: 1).id(2)
            Text("x").id(3)
        }
        let result = ViewGraph(view).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: 0) == rect(0, 0, 5, 1))
        #expect(result.frame(for: 1) == rect(6, 0, 2, 2))
        #expect(result.frame(for: 2) == rect(0, 3, 5, 1))
        #expect(result.frame(for: 3) == rect(6, 3, 1, 1))
        #expect(result.size == CGSize(width: 8, height: 4))
    }

    @Test(arguments: expected) func nonZeroOriginInPadding(id: Int, frame: CGRect) {
        let result = ViewGraph(twelveItemGrid().padding(3)).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: id) == frame.offsetBy(dx: 3, dy: 3))
    }

    @Test func nonZeroOriginInHStack() {
        let view = HStack(alignment: .top, spacing: 0) { block(4, 1).id("lead"); twelveItemGrid() }
        let result = ViewGraph(view).layout(proposal: proposal(80, 24))
        for (id, frame) in Self.expected { #expect(result.frame(for: id) == frame.offsetBy(dx: 4, dy: 0)) }
    }

    /// L3: a change of the subviews goes through updateCache, which measures again.
    @Test func updateCacheRefreshes() {
        let graph = ViewGraph(twelveItemGrid())
        _ = graph.layout(proposal: proposal(80, 24))
        graph.update(EfficientGridLayout(columns: 3) { ForEach(0..<4) { i in Text("Item \(i)\(i)").id(i) } })
        let result = graph.layout(proposal: proposal(80, 24))
        #expect(graph.stats.updateCacheCalls == 1)
        #expect(result.frame(for: 3) == rect(0, 2, 7, 1))
        #expect(result.size == CGSize(width: 23, height: 3))
    }

    @Test(arguments: [proposal(80, 24), proposal(10, 3)]) func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(twelveItemGrid(), p)
    }
}
