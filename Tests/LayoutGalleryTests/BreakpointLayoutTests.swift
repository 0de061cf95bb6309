import Testing
import TerminalLayout
import LayoutGallery

/// Texts 4, 2 and 6 wide: an HStack (spacing 1) is 14 wide, a VStack 6.
func breakpointRow(_ layout: BreakpointLayout) -> some View {
    layout {
        Text("aaaa").id(0)
        Text("bb").id(1)
        Text("cccccc").id(2)
    }
}

var byWidth: BreakpointLayout { BreakpointLayout([
    .init(minWidth: 20, AnyLayout(HStackLayout(spacing: 1))),
    .init(minWidth: 0, AnyLayout(VStackLayout(spacing: 0))),
]) }
var byFit: BreakpointLayout { BreakpointLayout(fitting: [AnyLayout(HStackLayout(spacing: 1)), AnyLayout(VStackLayout(spacing: 0))]) }

@Suite struct BreakpointLayoutTests {
    @Test func empty() {
        expectEmpty(byWidth { ForEach(0..<0) { i in Text("\(i)") } })
        expectEmpty(BreakpointLayout([]) { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(byWidth { Text("abc").id(0) }).layout(proposal: proposal(30, 5))
        #expect(result.frame(for: 0) == rect(0, 0, 3, 1))
    }

    static let row: [(Int, CGRect)] = [(0, rect(0, 0, 4, 1)), (1, rect(5, 0, 2, 1)), (2, rect(8, 0, 6, 1))]
    static let column: [(Int, CGRect)] = [(0, rect(1, 0, 4, 1)), (1, rect(2, 1, 2, 1)), (2, rect(0, 2, 6, 1))]

    /// Width 30 ≥ 20: the row; width 10: the column; back to 30 — on the
    /// same graph, so the three Texts keep their identity across switches.
    @Test func switchesByMinimumWidth() {
        let graph = ViewGraph(breakpointRow(byWidth))
        for (width, table) in [(30.0, Self.row), (10, Self.column), (30, Self.row)] {
            let result = graph.layout(proposal: proposal(width, 5))
            for (id, frame) in table { #expect(result.frame(for: id) == frame, "width \(width)") }
        }
    }

    /// ViewThatFits-like: the row's ideal width is 14, so it is chosen at
    /// 14 and not at 13.
    @Test(arguments: [(14.0, true), (13.0, false), (80, true), (6, false)])
    func switchesByFit(width: CGFloat, isRow: Bool) {
        let result = ViewGraph(breakpointRow(byFit)).layout(proposal: proposal(width, 5))
        for (id, frame) in isRow ? Self.row : Self.column { #expect(result.frame(for: id) == frame) }
    }

    /// An unspecified width is unbounded: the first candidate.
    @Test(arguments: [ProposedViewSize.unspecified, .infinity, proposal(nil, 1)])
    func unboundedPicksTheFirst(_ p: ProposedViewSize) {
        for layout in [byWidth, byFit] {
            let result = ViewGraph(breakpointRow(layout)).layout(proposal: p)
            #expect(result.size == CGSize(width: 14, height: 1))
        }
    }

    /// When no candidate accepts (30 < 40 < 50), the last one lays out.
    @Test func noneAcceptsUsesTheLast() {
        let onlyWide = BreakpointLayout([.init(minWidth: 50, AnyLayout(VStackLayout(spacing: 0))),
                                         .init(minWidth: 40, AnyLayout(HStackLayout(spacing: 1)))])
        let result = ViewGraph(breakpointRow(onlyWide)).layout(proposal: proposal(30, 5))
        for (id, frame) in Self.row { #expect(result.frame(for: id) == frame) }
    }

    /// The fit rule on both axes: a 3-tall column does not fit a height of 2.
    @Test func fitOnBothAxes() {
        let layout = BreakpointLayout(fitting: [AnyLayout(VStackLayout(spacing: 0)), AnyLayout(HStackLayout(spacing: 1))],
                                      axes: [.horizontal, .vertical])
        let result = ViewGraph(breakpointRow(layout)).layout(proposal: proposal(30, 2))
        for (id, frame) in Self.row { #expect(result.frame(for: id) == frame) }
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(breakpointRow(byWidth)).layout(proposal: p))
        expectSane(ViewGraph(breakpointRow(byFit)).layout(proposal: p))
    }

    @Test func nonZeroOrigin() {
        let result = ViewGraph(breakpointRow(byWidth).padding(3)).layout(proposal: proposal(16, 11))
        for (id, frame) in Self.column { #expect(result.frame(for: id) == frame.offsetBy(dx: 3, dy: 3)) }
    }

    /// Candidates with caches of their own (a grid and a masonry): each
    /// keeps its cache, probes never leak into placement (L2, L3).
    static var cached: BreakpointLayout { BreakpointLayout([
        .init(minWidth: 30, AnyLayout(EfficientGridLayout(columns: 3))),
        .init(minWidth: 0, AnyLayout(MasonryLayout(columns: 2))),
    ]) }

    @Test(arguments: [proposal(40, 20), proposal(21, 20), proposal(12, 20)])
    func probeInvariantWithCachedCandidates(_ p: ProposedViewSize) {
        expectProbeInvariant(Self.cached { ForEach(0..<5) { i in Color.red.frame(height: CGFloat(i + 1)).id(i) } }, p)
        expectProbeInvariant(breakpointRow(byFit), p)
    }

    /// Switching back and forth keeps each candidate's cache right: the
    /// masonry at 21 wide (columns of 10) before and after the grid at 40.
    @Test func switchingKeepsCachesRight() {
        let graph = ViewGraph(Self.cached { ForEach(0..<3) { i in Color.red.frame(height: CGFloat(i + 1)).id(i) } })
        let before = graph.layout(proposal: proposal(21, 20))
        #expect(before.frame(for: 2) == rect(0, 2, 10, 3))  // column 0 (height 1 < 2), y = 1 + 1
        let grid = graph.layout(proposal: proposal(40, 20))
        #expect(grid.frame(for: 2) == rect(22, 0, 10, 3))  // ideal Color width 10 per column
        #expect(graph.layout(proposal: proposal(21, 20)).frame(for: 2) == before.frame(for: 2))
        #expect(graph.stats.makeCacheCalls == 0)
    }
}
