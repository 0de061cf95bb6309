import Testing
@testable import TerminalLayout

/// Lazy grids in a scroll view make, measure and place only the lines the
/// scroll view shows (plus half a screen either side), with the eager
/// grid's frames (LZ1).
@Suite struct LazyGridScrollingTests {
    let screen = ProposedViewSize(width: 20, height: 10)

    /// Cells 1, 2 or 3 rows high in turn; ids are the indices.
    func cell(_ i: Int) -> some View {
        Color.red.frame(width: 3 + CGFloat(i % 4), height: CGFloat(1 + i % 3))
    }

    /// The grid in a vertical scroll view: lazy, or the same layout eager.
    func grid(_ columns: [GridItem], count: Int, lazy: Bool, spacing: CGFloat? = 1,
              alignment: HorizontalAlignment = .center) -> AnyView {
        let content = ForEach(0..<count) { i in cell(i) }
        if lazy {
            return AnyView(ScrollView { LazyVGrid(columns: columns, alignment: alignment, spacing: spacing) { content } })
        }
        let layout = LazyGridLayout(axis: .horizontal, items: columns,
                                    alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return AnyView(ScrollView { _LayoutRoot(layout: layout, content: content) })
    }

    static let columnSets: [(String, [GridItem])] = [
        ("adaptive 4", [GridItem(.adaptive(minimum: 4))]),                         // 4 columns of 4.25
        ("fixed 5 + 2 flexible", [GridItem(.fixed(5)), GridItem(.flexible()), GridItem(.flexible(), alignment: .topLeading)]),
        ("3 flexible, spacing 0", [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0), GridItem(.flexible())]),
    ]

    /// Every cell the eager grid shows on the 10-row screen is where the lazy grid places it.
    func expectSameVisibleCells(_ lazy: LayoutResult, _ eager: LayoutResult, count: Int,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        var shown = 0
        for i in 0..<count {
            guard let frame = eager.frame(for: i), frame.maxY > 0, frame.minY < 10 else { continue }
            shown += 1
            #expect(lazy.frame(for: i) == frame, "cell \(i)", sourceLocation: sourceLocation)
        }
        #expect(shown > 0, sourceLocation: sourceLocation)
    }

    /// 200 cells are measured whole (≤ 256 rows): the lazy grid is as long as
    /// the eager one at once, and every offset shows the same frames.
    @Test(arguments: columnSets)
    func framesAtTopMiddleAndEndAreTheEagerGrids(name: String, columns: [GridItem]) throws {
        let lazy = ViewGraph(grid(columns, count: 200, lazy: true))
        let eager = ViewGraph(grid(columns, count: 200, lazy: false))
        for offset in [CGFloat(0), 37, 1e9] {
            lazy.setScrollOffset(CGPoint(x: 0, y: offset))
            eager.setScrollOffset(CGPoint(x: 0, y: offset))
            let l = lazy.layout(proposal: screen), e = eager.layout(proposal: screen)
            #expect(lazy.scrollOffset() == eager.scrollOffset(), "\(name) at \(offset)")
            expectSameVisibleCells(l, e, count: 200)
        }
    }

    /// Adaptive columns of minimum 4 at width 20: 4 columns (⌊21 / 5⌋) of 4.25;
    /// lines are 3 rows high (cells 1–3 high in turn) and 1 apart.
    @Test func aMillionCellsMakeOnlyTheLinesOnScreen() throws {
        let graph = ViewGraph(grid([GridItem(.adaptive(minimum: 4))], count: 1_000_000, lazy: true))
        let result = graph.layout(proposal: screen)
        // Cell 5: line 1 (y = 4), column 1 (x = 5.25), 3 wide and 3 high, centred in 4.25 × 3.
        #expect(result.frame(for: 5) == CGRect(x: 5.25 + 0.125, y: 4, width: 4, height: 3))
        // Visible: y 0 … 10 (lines 0–2), placed; with half a screen more: lines 0–3,
        // 16 cells, made.
        #expect(result.frame(for: 11) != nil)
        #expect(result.frame(for: 12) == nil)
        #expect(graph.stats.lazyRowsResolved == 16)
        // Views made ≤ 2 × the cells visible (12 on lines 0–2).
        #expect(graph.stats.lazyRowsResolved <= 2 * 12)
        guard case .scrollView(let scroll) = try #require(result.placements.first).kind else {
            Issue.record("the root is not a scroll view")
            return
        }
        // 250,000 lines of 3, 1 apart.
        #expect(scroll.contentSize == CGSize(width: 20, height: 250_000 * 4 - 1))
    }

    @Test func scrollingAPageMakesAPageAndScrollingBackMakesNothing() {
        let graph = ViewGraph(grid([GridItem(.adaptive(minimum: 4))], count: 100_000, lazy: true))
        _ = graph.layout(proposal: screen)
        graph.scroll(by: CGSize(width: 0, height: 10))
        _ = graph.layout(proposal: screen)
        // Window 5 … 25: lines 1–6, of which 4–6 are new (12 cells).
        #expect(graph.stats.lazyRowsResolved == 12)
        graph.scroll(by: CGSize(width: 0, height: -10))
        _ = graph.layout(proposal: screen)
        #expect(graph.stats.lazyRowsResolved == 0)
    }

    /// Narrowing the screen changes the number of columns: lines hold other
    /// cells, their lengths are forgotten, and the frames are again the eager grid's.
    @Test func aResizeThatChangesTheColumnsGivesTheEagerFrames() throws {
        let columns = [GridItem(.adaptive(minimum: 4))]
        let lazy = ViewGraph(grid(columns, count: 200, lazy: true))
        let eager = ViewGraph(grid(columns, count: 200, lazy: false))
        _ = lazy.layout(proposal: screen)
        lazy.setScrollOffset(CGPoint(x: 0, y: 30))
        eager.setScrollOffset(CGPoint(x: 0, y: 30))
        _ = lazy.layout(proposal: screen)
        let narrow = ProposedViewSize(width: 11, height: 10)   // 2 columns of 5
        let l = lazy.layout(proposal: narrow), e = eager.layout(proposal: narrow)
        expectSameVisibleCells(l, e, count: 200)
        let state = try #require(lazy.allNodes.first { $0.lazyState != nil }?.lazyState)
        #expect(state.perLine == 2)
    }

    /// Once every line of a long grid was measured, its length is the eager grid's.
    @Test func theEstimateBecomesExactOnceEveryLineWasMeasured() throws {
        let columns = [GridItem(.fixed(5)), GridItem(.fixed(5))]
        let lazy = ViewGraph(grid(columns, count: 1_000, lazy: true))
        let eager = ViewGraph(grid(columns, count: 1_000, lazy: false))
        _ = lazy.layout(proposal: screen)
        scrollThrough(lazy, proposal: screen, step: 10, times: 300)
        // 500 lines 2, 3, 3, 2, 3, 3 … high (cells 2j and 2j + 1 are 1–3 high in turn), 1 apart.
        try expectLengthsMatchEager(lazy, eager, proposal: screen)
        for y in [CGFloat(0), 500, 1e9] {
            lazy.setScrollOffset(CGPoint(x: 0, y: y))
            eager.setScrollOffset(CGPoint(x: 0, y: y))
            expectSameVisibleCells(lazy.layout(proposal: screen), eager.layout(proposal: screen), count: 1_000)
        }
    }

    @Test(arguments: [UnitPoint.top, .center, .bottom])
    func scrollToACellNeverMade(anchor: UnitPoint) throws {
        let graph = ViewGraph(grid([GridItem(.adaptive(minimum: 4))], count: 1_000_000, lazy: true))
        _ = graph.layout(proposal: screen)
        #expect(graph.scrollTo(600_001, anchor: anchor))
        let result = graph.layout(proposal: screen)
        let frame = try #require(result.frame(for: 600_001))
        // Line 150,000 is 3 high; the cell (2 high) is centred in it: its line's anchor point is on the screen's.
        #expect(frame.minY - 0.5 + anchor.y * 3 == anchor.y * 10)
        #expect(graph.stats.lazyRowsResolved <= 2 * 16)
    }

    /// `frame` with each value rounded to a millionth (estimates make offsets fractional).
    func rounded(_ frame: CGRect?) -> CGRect? {
        func r(_ v: CGFloat) -> CGFloat { (v * 1e6).rounded() / 1e6 }
        return frame.map { CGRect(x: r($0.minX), y: r($0.minY), width: r($0.width), height: r($0.height)) }
    }

    /// 300 cells, 2 a column: columns 2, 3, 3 wide in turn (cells 1–3 wide), 1 apart.
    @Test func aHorizontalGridInAHorizontalScrollViewIsTheEagerOne() {
        let rows = [GridItem(.fixed(2)), GridItem(.fixed(2))]
        let content = ForEach(0..<300) { i in Color.red.frame(width: CGFloat(1 + i % 3), height: 1) }
        let lazy = ViewGraph(ScrollView(.horizontal) { LazyHGrid(rows: rows, spacing: 1) { content } })
        let layout = LazyGridLayout(axis: .vertical, items: rows, alignment: .center, spacing: 1)
        let eager = ViewGraph(ScrollView(.horizontal) { _LayoutRoot(layout: layout, content: content) })
        let wide = ProposedViewSize(width: 20, height: 5)
        for x in [CGFloat(0), 1e9] {
            lazy.setScrollOffset(CGPoint(x: x, y: 0))
            eager.setScrollOffset(CGPoint(x: x, y: 0))
            let l = lazy.layout(proposal: wide), e = eager.layout(proposal: wide)
            var shown = 0
            for i in 0..<300 {
                guard let frame = e.frame(for: i), frame.maxX > 0, frame.minX < 20 else { continue }
                shown += 1
                #expect(rounded(l.frame(for: i)) == rounded(frame), "cell \(i) at x \(x)")
            }
            #expect(shown >= 12)
        }
        // Column 0: cells 0 and 1 (1 and 2 wide) centred in 2 columns × 2 rows, 1 apart.
        lazy.setScrollOffset(.zero)
        let start = lazy.layout(proposal: wide)
        #expect(start.frame(for: 0) == CGRect(x: 0.5, y: 0.5, width: 1, height: 1))
        #expect(start.frame(for: 1) == CGRect(x: 0, y: 3.5, width: 2, height: 1))
    }

    /// Outside a scroll view along its axis, a lazy grid is its eager grid.
    @Test(arguments: ["no scroll view", "horizontal scroll view"])
    func elsewhereALazyGridIsItsEagerGrid(place: String) {
        let columns = [GridItem(.adaptive(minimum: 4))]
        let content = ForEach(0..<30) { i in cell(i) }
        let layout = LazyGridLayout(axis: .horizontal, items: columns, alignment: .center, spacing: nil)
        func wrap(_ grid: some View) -> AnyView {
            place == "no scroll view" ? AnyView(grid) : AnyView(ScrollView(.horizontal) { grid })
        }
        let lazy = ViewGraph(wrap(LazyVGrid(columns: columns) { content }))
        let l = lazy.layout(proposal: screen)
        let e = ViewGraph(wrap(_LayoutRoot(layout: layout, content: content))).layout(proposal: screen)
        #expect(!lazy.allNodes.contains { $0.lazyState != nil })
        for i in 0..<30 { #expect(l.frame(for: i) == e.frame(for: i)) }
        #expect(l.frame(for: 29) != nil)
    }
}
