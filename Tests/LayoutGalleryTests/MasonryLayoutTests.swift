import Testing
import TerminalLayout
import LayoutGallery

/// The seed's masonry: eight colours with fixed heights in points, two
/// columns, spacing 8, laid out under `CellMetrics.points` (8×16 points per
/// cell) so that the seed's SwiftUI numbers keep their proportions.
let seedHeights: [CGFloat] = [100, 150, 80, 200, 120, 90, 180, 110]
let pointsEnvironment = LayoutEnvironment(cellMetrics: .points)

func seedMasonry() -> some View {
    MasonryLayout(columns: 2, spacing: 8) {
        ForEach(0..<seedHeights.count) { i in Color.blue.frame(height: seedHeights[i]).id(i) }
    }
}

/// The same in cells: heights ÷ 10, three columns, spacing 1.
func cellMasonry() -> some View {
    MasonryLayout(columns: 3, spacing: 1) {
        ForEach(0..<seedHeights.count) { i in Color.blue.frame(height: seedHeights[i] / 10).id(i) }
    }
}

@Suite struct MasonryLayoutTests {
    @Test func empty() {
        expectEmpty(MasonryLayout { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(MasonryLayout { Color.red.frame(height: 3).id(0) }).layout(proposal: proposal(21, 10))
        #expect(result.frame(for: 0) == rect(0, 0, 10, 3))  // (21 − 1) / 2
        #expect(result.size == CGSize(width: 21, height: 3))
    }

    /// Column heights as views arrive (y = column height + 8 unless empty):
    /// 0 → c0 [0,100]; 1 → c1 [0,150]; 2 → c0 (100 < 150) [108,188];
    /// 3 → c1 (150 < 188) [158,358]; 4 → c0 [196,316]; 5 → c0 (316 < 358)
    /// [324,414]; 6 → c1 (358 < 414) [366,546]; 7 → c0 (414 < 546) [422,532].
    /// Height 546 (no trailing spacing).
    static let seedRows: [(Int, Int, CGFloat)] = [
        (0, 0, 0), (1, 1, 0), (2, 0, 108), (3, 1, 158), (4, 0, 196), (5, 0, 324), (6, 1, 366), (7, 0, 422),
    ]

    /// Width 400 points: columns (400 − 8) / 2 = 196 wide, at x 0 and 204.
    /// Width 240: (240 − 8) / 2 = 116, at x 0 and 124.
    @Test(arguments: seedRows) func seedFramesAtTwoWidths(id: Int, column: Int, y: CGFloat) {
        let graph = ViewGraph(seedMasonry(), environment: pointsEnvironment)
        let wide = graph.layout(proposal: proposal(400, 800))
        #expect(wide.frame(for: id) == rect(CGFloat(column) * 204, y, 196, seedHeights[id]))
        #expect(wide.size == CGSize(width: 400, height: 546))
        let narrow = graph.layout(proposal: proposal(240, 800))
        #expect(narrow.frame(for: id) == rect(CGFloat(column) * 124, y, 116, seedHeights[id]))
        #expect(narrow.size == CGSize(width: 240, height: 546))
    }

    /// Three columns 10 wide at width 32: 0 → c0 [0,10]; 1 → c1 [0,15];
    /// 2 → c2 [0,8]; 3 → c2 [9,29]; 4 → c0 [11,23]; 5 → c1 [16,25];
    /// 6 → c0 (23) [24,42]; 7 → c1 (25) [26,37]. Height 42.
    static let cellRows: [(Int, CGRect)] = [
        (0, rect(0, 0, 10, 10)), (1, rect(11, 0, 10, 15)), (2, rect(22, 0, 10, 8)), (3, rect(22, 9, 10, 20)),
        (4, rect(0, 11, 10, 12)), (5, rect(11, 16, 10, 9)), (6, rect(0, 24, 10, 18)), (7, rect(11, 26, 10, 11)),
    ]

    @Test(arguments: cellRows) func cellFrames(id: Int, frame: CGRect) {
        let result = ViewGraph(cellMasonry()).layout(proposal: proposal(32, 24))
        #expect(result.frame(for: id) == frame)
        #expect(result.size == CGSize(width: 32, height: 42))
    }

    /// The ideal width is columns × widest ideal view + spacings: a Color is
    /// 10 wide ideally, so 3 × 10 + 2 = 32 — the same arrangement as at 32.
    @Test(arguments: [ProposedViewSize.unspecified, .infinity, proposal(nil, 5)])
    func unboundedWidthIsIdeal(_ p: ProposedViewSize) {
        let result = ViewGraph(cellMasonry()).layout(proposal: p)
        #expect(result.size == CGSize(width: 32, height: 42))
        #expect(result.frame(for: 6) == rect(0, 24, 10, 18))
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(cellMasonry()).layout(proposal: p))
        expectSane(ViewGraph(seedMasonry(), environment: pointsEnvironment).layout(proposal: p))
    }

    @Test(arguments: cellRows) func nonZeroOriginInPadding(id: Int, frame: CGRect) {
        let result = ViewGraph(cellMasonry().padding(3)).layout(proposal: proposal(38, 50))
        #expect(result.frame(for: id) == frame.offsetBy(dx: 3, dy: 3))
    }

    @Test func nonZeroOriginInHStack() {
        let view = HStack(alignment: .top, spacing: 0) { block(4, 1).id("lead"); cellMasonry() }
        let result = ViewGraph(view).layout(proposal: proposal(36, 50))
        for (id, frame) in Self.cellRows { #expect(result.frame(for: id) == frame.offsetBy(dx: 4, dy: 0)) }
    }

    /// A view wider than its column keeps its width (it overflows the column).
    @Test func itemWiderThanTheColumn() {
        let view = MasonryLayout(columns: 2) { block(50, 5).id(0); Color.red.frame(height: 2).id(1) }
        let result = ViewGraph(view).layout(proposal: proposal(20, 10))
        #expect(result.frame(for: 0) == rect(0, 0, 50, 5))
        #expect(result.frame(for: 1) == rect(10.5, 0, 9.5, 2))
        #expect(result.size == CGSize(width: 20, height: 5))
    }

    /// Erratum 6 (L2): whatever was measured last — probes at 0, ∞, nil,
    /// other widths — placement comes from the bounds' width.
    @Test(arguments: [proposal(32, 24), proposal(50, 24), proposal(9, 24)])
    func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(cellMasonry(), p)
    }

    @Test func probeInvariantInPoints() {
        expectProbeInvariant(seedMasonry(), proposal(400, 800), environment: pointsEnvironment)
    }

    /// Changing a view's height refreshes the cache (updateCache) and the frames.
    @Test func updateRefreshesMeasurements() {
        func view(_ h: CGFloat) -> some View {
            MasonryLayout(columns: 2) { Color.red.frame(height: h).id(0); Color.red.frame(height: 2).id(1); Color.red.frame(height: 1).id(2) }
        }
        let graph = ViewGraph(view(5))
        #expect(graph.layout(proposal: proposal(21, 10)).frame(for: 2) == rect(11, 3, 10, 1))
        graph.update(view(1))
        let result = graph.layout(proposal: proposal(21, 10))
        #expect(graph.stats.updateCacheCalls == 1)
        #expect(result.frame(for: 2) == rect(0, 2, 10, 1))
    }
}

/// A long resize session: more widths than the cache keeps, still the same frames as a fresh graph.
@Suite struct MasonryResizeSessionTests {
    @Test func framesStayRightAfterManyWidths() {
        let heights: [CGFloat] = [3, 5, 2, 4, 6, 3]
        func view() -> some View {
            MasonryLayout(columns: 3) { ForEach(0..<6) { i in Color.red.frame(height: heights[i]).id(i) } }
        }
        let graph = ViewGraph(view())
        for width in stride(from: 60, through: 20, by: -2) {
            _ = graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: 40))
        }
        let session = graph.layout(proposal: ProposedViewSize(width: 31, height: 40))
        let fresh = ViewGraph(view()).layout(proposal: ProposedViewSize(width: 31, height: 40))
        #expect(session.placements == fresh.placements)
        // 31 wide, spacing 1: columns of (31 − 2) / 3 = 9.67; item 3 goes under item 2 (the shortest column).
        #expect(session.frame(for: 3)?.origin == CGPoint(x: 2 * (29.0 / 3 + 1), y: 3))
    }
}

/// A masonry that fits places its views inside its bounds, however narrow the proposal
/// (issue #13: proposed 1e-7, three columns with spacing 1 placed views at x = 1 and 2).
@Suite struct MasonryNarrowProposalTests {
    /// Three views of height 1 go to columns 0, 1, 2 in turn (all empty: the lowest index wins).
    @Test(arguments: [
        // columns, spacing, proposed width → layout width, x of each view
        (3, 1.0, 1e-7, 2.0, [0.0, 1, 2]),
        (3, 1.0, 0.0, 2.0, [0.0, 1, 2]),
        (3, 1.0, -0.0, 2.0, [0.0, 1, 2]),
        (3, 1.0, CGFloat.leastNonzeroMagnitude, 2.0, [0.0, 1, 2]),
        (3, 1.0, 1.5, 2.0, [0.0, 1, 2]),
        (3, 1.0, 2.0, 2.0, [0.0, 1, 2]),
        (3, 1.0, 5.0, 5.0, [0.0, 2, 4]),         // columns (5 − 2) / 3 = 1 wide
        (3, 1.0, 32.0, 32.0, [0.0, 11, 22]),     // columns (32 − 2) / 3 = 10 wide
        (2, 1.0, 1e-7, 1.0, [0.0, 1, 0]),        // the third view goes under the first
        (2, 2.5, 1.0, 2.5, [0.0, 2.5, 0]),
        (1, 1.0, 1e-7, 1e-7, [0.0, 0, 0]),       // one column: no spacing, the proposal as is
    ] as [(Int, CGFloat, CGFloat, CGFloat, [CGFloat])])
    func narrowProposals(columns: Int, spacing: CGFloat, proposed: CGFloat, width: CGFloat, xs: [CGFloat]) {
        let view = MasonryLayout(columns: columns, spacing: spacing) {
            ForEach(0..<3) { i in Color.red.frame(height: 1).id(i) }
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: proposed, height: 10))
        #expect(result.size.width == width)
        for i in 0..<3 {
            let frame = result.frame(for: i)
            #expect(frame?.minX == xs[i], "view \(i)")
            #expect(frame.map { $0.minX >= 0 && $0.maxX <= result.size.width && $0.minY >= 0 && $0.maxY <= result.size.height } == true,
                    "view \(i) at \(String(describing: frame)) is outside 0…\(result.size.width)")
        }
    }

    /// Every proposal of the extreme-proposal test, with zero spacing too: inside the bounds,
    /// within a rounding error of the column arithmetic (1e-9 of the width). The views take
    /// the column width they are offered (a view wider than its column sticks out of any layout).
    @Test(arguments: [0.0, 1.0, 3.0] as [CGFloat])
    func everyExtremeWidthKeepsViewsInside(spacing: CGFloat) {
        let view = MasonryLayout(columns: 3, spacing: spacing) {
            ForEach(0..<7) { i in Color.red.frame(height: CGFloat(1 + i % 3)).id(i) }
        }
        let graph = ViewGraph(view)
        for proposed in [nil, 1e300, .greatestFiniteMagnitude / 5, 1e-7, .leastNonzeroMagnitude, -0.0, 0, 0.5, 4, 17, .infinity] as [CGFloat?] {
            let result = graph.layout(proposal: ProposedViewSize(width: proposed, height: nil))
            let slack = 1e-9 * Swift.max(1, result.size.width)
            for i in 0..<7 {
                let frame = result.frame(for: i)!
                #expect(frame.minX >= 0 && frame.maxX <= result.size.width + slack && frame.minY >= 0 && frame.maxY <= result.size.height,
                        "spacing \(spacing), proposed \(String(describing: proposed)): view \(i) at \(frame) outside \(result.size)")
            }
        }
    }
}
