import Testing
@testable import TerminalLayout

/// Lazy stacks in a scroll view make, measure and place only the rows the
/// scroll view shows (plus half a screen either side), and estimate the rest.
@Suite struct LazyStackTests {
    /// `count` one-row texts "row i", leading-aligned, one row apart: row i is at y = 2i.
    func textRows(_ count: Int) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 1) {
                ForEach(0..<count) { i in Text("row \(i)") }
            }
        }
    }

    let screen = ProposedViewSize(width: 20, height: 10)

    /// `frame` with each value rounded to a millionth.
    func rounded(_ frame: CGRect) -> CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 1e6).rounded() / 1e6 }
        return CGRect(x: r(frame.minX), y: r(frame.minY), width: r(frame.width), height: r(frame.height))
    }

    @Test func firstFrameMakesOnlyTheRowsOnScreenAndHalfAScreenMore() throws {
        let graph = ViewGraph(textRows(1_000_000))
        let result = graph.layout(proposal: screen)
        // Rows are 1 high with 1 between: 1,000,000 + 999,999 rows long.
        guard case .scrollView(let scroll) = try #require(result.placements.first).kind else {
            Issue.record("the root is not a scroll view")
            return
        }
        #expect(scroll.contentSize == CGSize(width: 20, height: 1_999_999))
        // Visible: y 0 … 10 (rows 0–4), placed; with 5 more rows of points below,
        // rows 0–7 are made and measured (the overscan is not placed).
        for i in 0..<5 {
            #expect(result.frame(for: i) == CGRect(x: 0, y: 2 * CGFloat(i), width: CGFloat("row \(i)".count), height: 1))
        }
        for i in 5..<9 { #expect(result.frame(for: i) == nil) }
        #expect(graph.stats.lazyRowsResolved == 8)
        #expect(graph.stats.lazyReruns == 0)
    }

    @Test(arguments: [
        // offset, first row placed, last row placed: the rows in offset … offset + 10
        // (rows in offset − 5 … offset + 15 are made)
        (CGFloat(0), 0, 4),
        (CGFloat(1_000), 500, 504),
        (CGFloat(1_000_001), 500_001, 500_005),   // row 500,000 at y = −1 is not shown
        (CGFloat(1e12), 999_995, 999_999),      // clamped to the end: 1,999,999 − 10
    ])
    func rowsAtAnOffset(offset: CGFloat, first: Int, last: Int) throws {
        let graph = ViewGraph(textRows(1_000_000))
        _ = graph.layout(proposal: screen)
        graph.setScrollOffset(CGPoint(x: 0, y: offset))
        let result = graph.layout(proposal: screen)
        let clamped = try #require(graph.scrollOffset()).y
        #expect(clamped == min(offset, 1_999_989))
        #expect(result.frame(for: first - 1) == nil)
        #expect(result.frame(for: last + 1) == nil)
        for i in [first, (first + last) / 2, last] {
            #expect(result.frame(for: i) == CGRect(x: 0, y: 2 * CGFloat(i) - clamped, width: CGFloat("row \(i)".count), height: 1))
        }
        #expect(graph.stats.lazyRowsResolved <= 2 * 6)
    }

    /// Data beyond what a store keeps (2²⁶ rows) shows its first 2²⁶ rows: no trap, no allocation failure.
    @Test func absurdlyManyRowsAreCappedNotTrapped() throws {
        let graph = ViewGraph(textRows(Int.max))
        let result = graph.layout(proposal: screen)
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 0, width: 5, height: 1))
        guard case .scrollView(let scroll) = try #require(result.placements.first).kind else {
            Issue.record("the root is not a scroll view")
            return
        }
        #expect(scroll.contentSize.height == CGFloat(2 * (1 << 26) - 1))
        graph.setScrollOffset(CGPoint(x: 0, y: 1e300))
        let end = graph.layout(proposal: screen)
        #expect(end.frame(for: (1 << 26) - 1) == CGRect(x: 0, y: 9, width: CGFloat("row \((1 << 26) - 1)".count), height: 1))
        // With a header before it, the count saturates instead of overflowing.
        let headed = ViewGraph(ScrollView {
            LazyVStack(alignment: .leading, spacing: 1) { Text("head").id("head"); ForEach(0..<Int.max) { Text("row \($0)") } }
        }).layout(proposal: screen)
        #expect(headed.frame(for: 0) == CGRect(x: 0, y: 2, width: 5, height: 1))
    }

    @Test func scrollingByAPageMakesAboutAPageOfRows() {
        let graph = ViewGraph(textRows(1_000))
        _ = graph.layout(proposal: screen)
        graph.scroll(by: CGSize(width: 0, height: 10))
        _ = graph.layout(proposal: screen)
        // Window 5 … 25: rows 3–12, of which 8–12 are new.
        #expect(graph.stats.lazyRowsResolved == 5)
        graph.scroll(by: CGSize(width: 0, height: -10))
        _ = graph.layout(proposal: screen)
        // Back where it started: rows 0–7 were kept, nothing is made.
        #expect(graph.stats.lazyRowsResolved == 0)
    }

    @Test func rowsScrolledFarAwayAreRecycledAndMadeAgainWithTheSameIdentity() throws {
        let graph = ViewGraph(textRows(1_000))
        _ = graph.layout(proposal: screen)
        let before = graph.nodeCount
        graph.setScrollOffset(CGPoint(x: 0, y: 1_000))
        _ = graph.layout(proposal: screen)
        // Only what is placed now is in the graph: the first rows were freed.
        #expect(graph.nodeCount <= before + 3)
        let stack = try #require(graph.allNodes.first { $0.lazyState != nil })
        #expect(try #require(stack.lazyState).madeCount <= 11 + 2 * 16)
        graph.setScrollOffset(.zero)
        let result = graph.layout(proposal: screen)
        #expect(graph.stats.lazyRowsResolved == 8)
        #expect(result.placement(for: 0)?.id == AnyHashable(0))
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 0, width: 5, height: 1))
    }

    /// Full-width bars 1, 2 and 3 rows high in turn, no spacing: 100 bars are
    /// 33 × (1 + 2 + 3) + 1 = 199 rows long.
    func bars(_ count: Int, lazy: Bool) -> AnyView {
        let content = ForEach(0..<count) { i in Color.red.frame(height: CGFloat(1 + i % 3)) }
        return lazy
            ? AnyView(ScrollView { LazyVStack(alignment: .leading, spacing: 0) { content } })
            : AnyView(ScrollView { VStack(alignment: .leading, spacing: 0) { content } })
    }

    @Test func theEstimateBecomesExactOnceEveryRowWasMeasured() throws {
        let lazy = ViewGraph(bars(100, lazy: true))
        let eager = ViewGraph(bars(100, lazy: false))
        _ = lazy.layout(proposal: screen)
        var offset: CGFloat = 0
        while offset < 400 {
            offset += 10
            lazy.setScrollOffset(CGPoint(x: 0, y: offset))
            _ = lazy.layout(proposal: screen)
        }
        let stack = try #require(lazy.allNodes.first { $0.lazyState != nil })
        let state = try #require(stack.lazyState)
        #expect(state.lengths.isComplete)
        #expect(state.lengths.total(gap: 0) == 199)
        for y in [CGFloat(0), 37, 100, 189] {
            lazy.setScrollOffset(CGPoint(x: 0, y: y))
            eager.setScrollOffset(CGPoint(x: 0, y: y))
            let l = lazy.layout(proposal: screen), e = eager.layout(proposal: screen)
            let visible = e.placements.filter { $0.kind == .color(.red) && $0.frame.maxY > 0 && $0.frame.minY < 10 }
            #expect(!visible.isEmpty)
            for placement in visible {
                #expect(l.placements.contains { $0.kind == .color(.red) && $0.frame == placement.frame })
            }
        }
    }

    /// The first 20 bars are 1 row high, the rest 5: the first estimate (1) is far too short.
    @Test(arguments: [1_000, 100_000])
    func theEndShowsTheLastRowsHoweverWrongTheFirstEstimate(count: Int) throws {
        let graph = ViewGraph(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<count) { i in Color.red.frame(height: i < 20 ? 1 : 5) } }
        })
        _ = graph.layout(proposal: screen)
        graph.setScrollOffset(CGPoint(x: 0, y: 1e12))
        let result = graph.layout(proposal: screen)
        // The last bar ends at the bottom of the 10-row screen, the one before it just above
        // (to within rounding: the estimate, a mean, makes offsets fractional).
        #expect(result.frame(for: count - 1).map(rounded) == CGRect(x: 0, y: 5, width: 20, height: 5))
        #expect(result.frame(for: count - 2).map(rounded) == CGRect(x: 0, y: 0, width: 20, height: 5))
        #expect(graph.stats.lazyReruns >= 1)
    }

    @Test(arguments: [UnitPoint.top, .center, .bottom])
    func scrollToARowNeverMade(anchor: UnitPoint) throws {
        let graph = ViewGraph(textRows(1_000_000))
        _ = graph.layout(proposal: screen)
        #expect(graph.scrollTo(600_000, anchor: anchor))
        let result = graph.layout(proposal: screen)
        let frame = try #require(result.frame(for: 600_000))
        // The row's anchor point sits on the same point of the 10-row screen.
        #expect(frame.minY + anchor.y * frame.height == anchor.y * 10)
        #expect(graph.stats.lazyRowsResolved <= 12)
    }

    @Test func anUpdateMakesTheShownRowsAgainFromTheNewViews() {
        let graph = ViewGraph(textRows(100))
        _ = graph.layout(proposal: screen)
        graph.update(ScrollView {
            LazyVStack(alignment: .leading, spacing: 1) { ForEach(0..<100) { i in Text("line number \(i)") } }
        })
        let result = graph.layout(proposal: screen)
        #expect(result.frame(for: 3) == CGRect(x: 0, y: 6, width: 13, height: 1))
        #expect(graph.stats.lazyRowsResolved == 8)
    }

    /// Rows made one after another in a pass start from the container's inherited values (kept
    /// once a pass, not stored again for each row): a row's own values do not reach the next,
    /// and values changed by an update reach the rows made after it.
    @Test(arguments: [(Text.Case.uppercase, "ROW"), (.lowercase, "row")])
    func rowsMadeInOnePassInheritTheContainersValuesAndNotEachOthers(_ textCase: Text.Case, _ word: String) {
        func rows(_ textCase: Text.Case) -> some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 1) {
                    // Even rows set their own case (none): shown as written.
                    ForEach(0..<1_000) { i in
                        if i.isMultiple(of: 2) { Text("Row \(i)").textCase(nil) } else { Text("Row \(i)") }
                    }
                }
            }
            .textCase(textCase)
        }
        func shown(_ result: LayoutResult) -> [String] {
            result.placements.compactMap { if case .text(let text) = $0.kind { text.lines.first } else { nil } }
        }
        func expected(_ lines: [String], _ word: String) -> [String] {
            lines.map { line in
                let i = Int(line.split(separator: " ")[1])!
                return i.isMultiple(of: 2) ? "Row \(i)" : "\(word) \(i)"
            }
        }
        let graph = ViewGraph(rows(textCase == .uppercase ? .lowercase : .uppercase))
        _ = graph.layout(proposal: screen)
        graph.update(rows(textCase))
        var result = graph.layout(proposal: screen)
        #expect(shown(result).prefix(4) == ["Row 0", "\(word) 1", "Row 2", "\(word) 3"])
        for _ in 0..<5 {
            graph.scroll(by: CGSize(width: 0, height: 10))
            result = graph.layout(proposal: screen)
            #expect(graph.stats.lazyRowsResolved > 1)
            #expect(!shown(result).isEmpty)
            #expect(shown(result) == expected(shown(result), word))
        }
    }

    @Test func viewsBeforeAForEachAreRowsToo() {
        let graph = ViewGraph(ScrollView {
            LazyVStack(alignment: .leading, spacing: 1) {
                Text("head").id("head")
                ForEach(0..<1_000) { i in Text("row \(i)") }
            }
        })
        let result = graph.layout(proposal: screen)
        #expect(result.frame(for: "head") == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 2, width: 5, height: 1))
        #expect(result.frame(for: 3) == CGRect(x: 0, y: 8, width: 5, height: 1))
    }

    @Test func identifiableDataIsFoundByIDForScrollTo() throws {
        struct Item: Identifiable { let id: String; let height: CGFloat }
        let items = (0..<5_000).map { Item(id: "item-\($0)", height: 1) }
        let graph = ViewGraph(ScrollView {
            LazyVStack(spacing: 0) { ForEach(items) { Color.blue.frame(width: 3, height: $0.height) } }
        })
        _ = graph.layout(proposal: screen)
        #expect(graph.scrollTo("item-4000", anchor: .top))
        let result = graph.layout(proposal: screen)
        // Centred across the 20 columns (the stack takes the proposed width).
        #expect(result.frame(for: "item-4000") == CGRect(x: 8.5, y: 0, width: 3, height: 1))
        #expect(!graph.scrollTo("no such item"))
    }

    @Test func aHorizontalLazyStackInAHorizontalScrollView() {
        let graph = ViewGraph(ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 1) { ForEach(0..<10_000) { i in Color.red.frame(width: 3, height: 1 + CGFloat(i % 2)) } }
        })
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        // Columns 3 wide, 1 apart: column i at x = 4i; shown: 0 … 20 → columns 0–4 placed
        // (window −10 … 30 → columns 0–7 made).
        #expect(result.frame(for: 4) == CGRect(x: 16, y: 0, width: 3, height: 1))
        #expect(result.frame(for: 5) == nil)
        #expect(graph.stats.lazyRowsResolved <= 10)
    }

    /// Outside a scroll view along its axis, a lazy stack is its eager stack.
    @Test(arguments: ["no scroll view", "horizontal scroll view", "geometry reader"])
    func elsewhereALazyStackLaysOutLikeAStack(place: String) {
        func wrap(_ stack: some View) -> AnyView {
            switch place {
            case "horizontal scroll view": return AnyView(ScrollView(.horizontal) { stack })
            case "geometry reader": return AnyView(ScrollView { GeometryReader { _ in stack } })
            default: return AnyView(stack)
            }
        }
        let rows = ForEach(0..<5) { i in Text(String(repeating: "x", count: i + 1)) }
        let lazy = ViewGraph(wrap(LazyVStack(spacing: 2) { rows })).layout(proposal: screen)
        let eager = ViewGraph(wrap(VStack(spacing: 2) { rows })).layout(proposal: screen)
        #expect(lazy.placements.map(\.frame) == eager.placements.map(\.frame))
        for i in 0..<5 { #expect(lazy.frame(for: i) == eager.frame(for: i)) }
    }
}
