import Testing
import TerminalLayout
import LayoutGallery

func radial(_ count: Int, radius: CGFloat = 4, scale: CGFloat = 2, side: CGFloat = 1) -> some View {
    RadialLayout(radius: radius, horizontalScale: scale) {
        ForEach(0..<count) { i in block(side, side).id(i) }
    }
}

@Suite struct RadialLayoutTests {
    @Test func empty() {
        expectEmpty(RadialLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    /// One view: at the top of the circle. Size (2·4·2 + 1) × (2·4 + 1).
    @Test func oneItemAtTheTop() {
        let result = ViewGraph(radial(1)).layout(proposal: proposal(80, 24))
        #expect(result.size == CGSize(width: 17, height: 9))
        #expect(result.frame(for: 0) == rect(8, 0, 1, 1))
    }

    /// Four views under `.cells` with horizontalScale 2: top, right, bottom,
    /// left (clockwise); centre (8.5, 4.5), x offsets 8, y offsets 4.
    static let four: [(Int, CGRect)] = [(0, rect(8, 0, 1, 1)), (1, rect(16, 4, 1, 1)), (2, rect(8, 8, 1, 1)), (3, rect(0, 4, 1, 1))]

    @Test(arguments: four) func fourItemsClockwiseFromTheTop(id: Int, frame: CGRect) {
        #expect(ViewGraph(radial(4)).layout(proposal: proposal(80, 24)).frame(for: id) == frame)
    }

    /// The size ignores the proposal: the same frames at any proposal.
    @Test(arguments: probeProposals) func proposalIsIgnored(_ p: ProposedViewSize) {
        let result = ViewGraph(radial(4)).layout(proposal: p)
        #expect(result.size == CGSize(width: 17, height: 9))
        for (id, frame) in Self.four { #expect(result.frame(for: id) == frame) }
        expectSane(result)
    }

    /// Many views: 8 at 45° steps; the diagonal ones at (±√½·r·s, ±√½·r).
    @Test func eightItems() {
        let result = ViewGraph(radial(8)).layout(proposal: proposal(80, 24))
        let d = 4 * 0.5.squareRoot()
        let f1 = try! #require(result.frame(for: 1))
        #expect(abs(f1.midX - (8.5 + 2 * d)) < 1e-9 && abs(f1.midY - (4.5 - d)) < 1e-9)
        #expect(result.frame(for: 4) == rect(8, 8, 1, 1))
        #expect(result.frame(for: 6) == rect(0, 4, 1, 1))
    }

    /// The aspect choice: on screen a cell is 1 wide and 2 tall. The circle
    /// looks round when the horizontal diameter in columns is twice the
    /// vertical one in rows. Under `.cells` that needs horizontalScale 2;
    /// under `.points` (8×16) the default scale 1 is round, because the
    /// engine converts points to cells.
    @Test(arguments: [(CellMetrics.cells, 4.0, 2.0, 1.0, 2), (.cells, 4, 1, 1, 1), (.points, 64, 1, 16, 2)])
    func looksRoundOnScreen(metrics: CellMetrics, radius: CGFloat, scale: CGFloat, side: CGFloat, columnsPerRow: Int) {
        let graph = ViewGraph(radial(4, radius: radius, scale: scale, side: side), environment: LayoutEnvironment(cellMetrics: metrics))
        let result = graph.layout(proposal: .unspecified)
        let cell = { (id: Int) in metrics.cellRect(for: result.frame(for: id)!) }
        let horizontalColumns = cell(1).x - cell(3).x
        let verticalRows = cell(2).y - cell(0).y
        #expect(horizontalColumns == columnsPerRow * verticalRows)
    }

    /// Under `.points` with scale 1 and 16-point views: size 2·64 + 16 = 144
    /// both ways; the right view's frame at (128, 64).
    @Test func pointsFrames() {
        let result = ViewGraph(radial(4, radius: 64, scale: 1, side: 16), environment: pointsEnvironment).layout(proposal: .unspecified)
        #expect(result.size == CGSize(width: 144, height: 144))
        #expect(result.frame(for: 1) == rect(128, 64, 16, 16))
        #expect(result.frame(for: 0) == rect(64, 0, 16, 16))
    }

    /// The largest dimension of any view counts; views are placed at their
    /// ideal size (a Text wider than the proposal is not squeezed).
    @Test func largestDimensionAndWideItems() {
        let view = RadialLayout(radius: 2, horizontalScale: 1) { Text("abcdefghij").id(0); block(1, 3).id(1) }
        let result = ViewGraph(view).layout(proposal: proposal(5, 5))
        #expect(result.size == CGSize(width: 14, height: 14))
        #expect(result.frame(for: 0) == rect(2, 4.5, 10, 1))   // centre (7, 5)
        #expect(result.frame(for: 1) == rect(6.5, 7.5, 1, 3))  // centre (7, 9)
    }

    @Test(arguments: four) func nonZeroOriginInPadding(id: Int, frame: CGRect) {
        let result = ViewGraph(radial(4).padding(3)).layout(proposal: proposal(80, 24))
        #expect(result.frame(for: id) == frame.offsetBy(dx: 3, dy: 3))
    }

    @Test func nonZeroOriginInHStack() {
        let view = HStack(alignment: .top, spacing: 0) { block(5, 1).id("lead"); radial(4) }
        let result = ViewGraph(view).layout(proposal: proposal(80, 24))
        for (id, frame) in Self.four { #expect(result.frame(for: id) == frame.offsetBy(dx: 5, dy: 0)) }
    }
}
