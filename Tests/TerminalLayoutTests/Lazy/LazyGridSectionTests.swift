import Testing
@testable import TerminalLayout

/// Sections in `LazyVGrid` / `LazyHGrid` (LZ2): a header or footer spans
/// the grid on a line of its own, a section's cells start a new line, the
/// same eagerly and lazily; lazy grids pin headers and footers.
@Suite struct LazyGridSectionTests {
    /// Two fixed columns 3 wide, 1 apart (the grid is 7 wide), lines 1 apart:
    /// section "Fruit" (cells 0–2 and a full-width footer), section "Veg"
    /// (cell 3, 2 × 2), then cell 4 outside any section.
    func fruitAndVeg(_ alignment: HorizontalAlignment, lazy: Bool) -> AnyView {
        let columns = [GridItem(.fixed(3), spacing: 1), GridItem(.fixed(3))]
        let grid = LazyVGrid(columns: columns, alignment: alignment, spacing: 1) {
            Section {
                ForEach(0..<3) { i in Color.red.frame(width: 3, height: 1).id(i) }
            } header: {
                Text("Fruit").id("h0")
            } footer: {
                Color.blue.frame(height: 1).id("f0")
            }
            Section { Color.green.frame(width: 2, height: 2).id(3) } header: { Text("Veg").id("h1") }
            Color.red.frame(width: 3, height: 1).id(4)
        }
        return lazy ? AnyView(ScrollView { grid }) : AnyView(grid)
    }

    @Test(arguments: [
        // alignment, x of "Fruit" (5 wide) and "Veg" (3 wide) in the grid's 7, x of cell 3 (2 wide) in its 3-wide column
        (HorizontalAlignment.leading, CGFloat(0), CGFloat(0), CGFloat(0)),
        (.center, 1, 2, 0.5),
        (.trailing, 2, 4, 1),
    ], [false, true])
    func headersAndFootersSpanTheGridAndSectionsStartNewLines(alignment: (HorizontalAlignment, CGFloat, CGFloat, CGFloat),
                                                              lazy: Bool) throws {
        let (guide, fruitX, vegX, cell3X) = alignment
        let graph = ViewGraph(fruitAndVeg(guide, lazy: lazy))
        let result = graph.layout(proposal: ProposedViewSize(width: 7, height: 40))
        #expect(graph.allNodes.contains { $0.lazyState != nil } == lazy)
        // Line 0: the header alone; lines 1–2: cells 0, 1 | 2 (the section's last line is
        // not filled by the next section); line 3: the footer, proposed the grid's 7.
        #expect(result.frame(for: "h0") == CGRect(x: fruitX, y: 0, width: 5, height: 1))
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 2, width: 3, height: 1))
        #expect(result.frame(for: 1) == CGRect(x: 4, y: 2, width: 3, height: 1))
        #expect(result.frame(for: 2) == CGRect(x: 0, y: 4, width: 3, height: 1))
        #expect(result.frame(for: "f0") == CGRect(x: 0, y: 6, width: 7, height: 1))
        // Line 4: the next header; line 5: its cell (2 high); line 6: cell 4, after the section, on a new line.
        #expect(result.frame(for: "h1") == CGRect(x: vegX, y: 8, width: 3, height: 1))
        #expect(result.frame(for: 3) == CGRect(x: cell3X, y: 10, width: 2, height: 2))
        #expect(result.frame(for: 4) == CGRect(x: 0, y: 13, width: 3, height: 1))
        if !lazy { #expect(result.size == CGSize(width: 7, height: 14)) }
    }

    /// A `Section` the lazy grid cannot look into (inside an `AnyView`) is
    /// resolved with the update; the marks it leaves on its views break the
    /// lines as in the eager grid.
    @Test(arguments: [false, true])
    func aSectionInsideAnAnyViewBreaksTheLinesToo(lazy: Bool) {
        let grid = LazyVGrid(columns: [GridItem(.fixed(3), spacing: 1), GridItem(.fixed(3))], alignment: .leading,
                             spacing: 1) {
            Color.red.frame(width: 3, height: 1).id(0)
            AnyView(Section { Color.red.frame(width: 3, height: 1).id(1) } header: { Text("H").id("h") })
            Color.red.frame(width: 3, height: 1).id(2)
        }
        let result = ViewGraph(lazy ? AnyView(ScrollView { grid }) : AnyView(grid))
            .layout(proposal: ProposedViewSize(width: 7, height: 40))
        // Cell 0 alone on line 0; the header on line 1; cell 1 on line 2; cell 2, after the section, on line 3.
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(result.frame(for: "h") == CGRect(x: 0, y: 2, width: 1, height: 1))
        #expect(result.frame(for: 1) == CGRect(x: 0, y: 4, width: 3, height: 1))
        #expect(result.frame(for: 2) == CGRect(x: 0, y: 6, width: 3, height: 1))
    }

    /// Cells 3–6 wide and 1–3 high in turn.
    func cell(_ i: Int) -> some View {
        Color.red.frame(width: 3 + CGFloat(i % 4), height: CGFloat(1 + i % 3)).id(i)
    }

    /// `sections` sections: header "section k", cells 1000k + i for i < 25 + 3k, footer "end k".
    func sectioned(_ columns: [GridItem], sections: Int, lazy: Bool, pinned: PinnedScrollableViews = []) -> AnyView {
        let content = ForEach(0..<sections) { k in
            Section {
                ForEach(0..<(25 + 3 * k)) { i in cell(1000 * k + i) }
            } header: {
                Text("section \(k)").id("h\(k)")
            } footer: {
                Text("end \(k)").id("f\(k)")
            }
        }
        if lazy {
            return AnyView(ScrollView { LazyVGrid(columns: columns, spacing: 1, pinnedViews: pinned) { content } })
        }
        let layout = LazyGridLayout(axis: .horizontal, items: columns, alignment: .center, spacing: 1)
        return AnyView(ScrollView { _LayoutRoot(layout: layout, content: content) })
    }

    func ids(sections: Int) -> [AnyHashable] {
        var ids: [AnyHashable] = []
        for k in 0..<sections {
            ids.append("h\(k)")
            ids.append("f\(k)")
            for i in 0..<(25 + 3 * k) { ids.append(1000 * k + i) }
        }
        return ids
    }

    /// Every view the eager grid shows on the 10-row screen is where the lazy grid places it.
    func expectSameVisibleViews(_ lazy: LayoutResult, _ eager: LayoutResult, ids: [AnyHashable],
                                sourceLocation: SourceLocation = #_sourceLocation) {
        var shown = 0
        for id in ids {
            guard let frame = eager.frame(for: id), frame.maxY > 0, frame.minY < 10 else { continue }
            shown += 1
            #expect(lazy.frame(for: id) == frame, "\(id)", sourceLocation: sourceLocation)
        }
        #expect(shown > 0, sourceLocation: sourceLocation)
    }

    static let columnSets: [(String, [GridItem])] = [
        ("adaptive 4", [GridItem(.adaptive(minimum: 4))]),                         // 4 columns of 4.25
        ("fixed 5 + 2 flexible", [GridItem(.fixed(5)), GridItem(.flexible()), GridItem(.flexible(), alignment: .topLeading)]),
        ("3 flexible, spacing 0", [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0), GridItem(.flexible())]),
    ]

    /// 6 sections of 25–40 cells, 204 rows: measured whole (≤ 256 rows),
    /// so every offset shows the eager grid's frames.
    @Test(arguments: columnSets)
    func framesAtTopMiddleAndEndAreTheEagerGrids(name: String, columns: [GridItem]) {
        let lazy = ViewGraph(sectioned(columns, sections: 6, lazy: true))
        let eager = ViewGraph(sectioned(columns, sections: 6, lazy: false))
        let screen = ProposedViewSize(width: 20, height: 10)
        for offset in [CGFloat(0), 37, 1e9] {
            lazy.setScrollOffset(CGPoint(x: 0, y: offset))
            eager.setScrollOffset(CGPoint(x: 0, y: offset))
            let l = lazy.layout(proposal: screen), e = eager.layout(proposal: screen)
            #expect(lazy.scrollOffset() == eager.scrollOffset(), "\(name) at \(offset)")
            expectSameVisibleViews(l, e, ids: ids(sections: 6))
        }
    }

    /// 40 sections, 2,060 rows: estimated at first; once scrolled through,
    /// the lazy grid is as long as the eager one and shows the same frames.
    @Test func aLongSectionedGridBecomesTheEagerGridOnceMeasured() throws {
        let columns = [GridItem(.adaptive(minimum: 4))]
        let lazy = ViewGraph(sectioned(columns, sections: 40, lazy: true))
        let eager = ViewGraph(sectioned(columns, sections: 40, lazy: false))
        let screen = ProposedViewSize(width: 20, height: 10)
        // The top is measured first: exact at once.
        expectSameVisibleViews(lazy.layout(proposal: screen), eager.layout(proposal: screen), ids: ids(sections: 40))
        scrollThrough(lazy, proposal: screen, step: 10, times: 500)
        try expectLengthsMatchEager(lazy, eager, proposal: screen)
        for y in [CGFloat(0), 1_234, 1e9] {
            lazy.setScrollOffset(CGPoint(x: 0, y: y))
            eager.setScrollOffset(CGPoint(x: 0, y: y))
            expectSameVisibleViews(lazy.layout(proposal: screen), eager.layout(proposal: screen), ids: ids(sections: 40))
        }
    }

    /// A `LazyHGrid`: a header is a column of its own, the grid's height tall
    /// (rows 2 + 1 + 2), aligned by the grid's alignment (centre: y = 2).
    @Test(arguments: [false, true])
    func aHorizontalGridsHeaderIsAColumnOfItsOwn(lazy: Bool) {
        let grid = LazyHGrid(rows: [GridItem(.fixed(2), spacing: 1), GridItem(.fixed(2))], spacing: 1) {
            Section { ForEach(0..<3) { i in Color.red.frame(width: 4).id(i) } } header: { Text("H").id("h") }
        }
        let result = ViewGraph(lazy ? AnyView(ScrollView(.horizontal) { grid }) : AnyView(grid))
            .layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: "h") == CGRect(x: 0, y: 2, width: 1, height: 1))
        #expect(result.frame(for: 0) == CGRect(x: 2, y: 0, width: 4, height: 2))
        #expect(result.frame(for: 1) == CGRect(x: 2, y: 3, width: 4, height: 2))
        #expect(result.frame(for: 2) == CGRect(x: 7, y: 0, width: 4, height: 2))
    }

    /// Three sections of a header, 40 one-row cells two a line (20 lines) and a
    /// footer, no spacing: section k spans rows 22k … 22k + 21, as in
    /// `SectionTests` (cell 100k + i is on row 22k + 1 + i / 2).
    func pinnedGrid(_ pinned: PinnedScrollableViews) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(3)), GridItem(.fixed(3))], spacing: 0, pinnedViews: pinned) {
                ForEach(0..<3) { k in
                    Section {
                        ForEach(0..<40) { i in Color.red.frame(height: 1).id(100 * k + i) }
                    } header: {
                        Text("S\(k)").id("h\(k)")
                    } footer: {
                        Text("E\(k)").id("f\(k)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        // offset, the header shown at the top and where
        (CGFloat(0), "h0", CGFloat(0)),      // in its place
        (CGFloat(5), "h0", CGFloat(0)),      // pinned: its section spans rows 0 … 21
        (CGFloat(21), "h0", CGFloat(0)),     // over its footer: the section ends 1 row below the top
        (CGFloat(21.5), "h0", CGFloat(-0.5)), // pushed up with the section's end
        (CGFloat(22), "h1", CGFloat(0)),     // the next section's header, in its place
        (CGFloat(30), "h1", CGFloat(0)),     // pinned
    ])
    func pinnedHeadersStayAtTheTopOfTheirSection(offset: CGFloat, header: String, y: CGFloat) throws {
        let graph = ViewGraph(pinnedGrid([.sectionHeaders]))
        let screen = ProposedViewSize(width: 20, height: 10)
        _ = graph.layout(proposal: screen)
        graph.setScrollOffset(CGPoint(x: 0, y: offset))
        let result = graph.layout(proposal: screen)
        let frame = try #require(result.frame(for: header))
        #expect(frame.minY == y)
        // Drawn over the cells: placed after them.
        let index = try #require(result.placements.lastIndex { $0.id == AnyHashable(header) })
        let cells = result.placements.indices.filter { result.placements[$0].id?.base is Int }
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0 < index })
    }

    @Test func pinnedFootersStayAtTheBottomOfTheirSection() throws {
        let graph = ViewGraph(pinnedGrid([.sectionHeaders, .sectionFooters]))
        let screen = ProposedViewSize(width: 20, height: 10)
        _ = graph.layout(proposal: screen)
        graph.setScrollOffset(CGPoint(x: 0, y: 5))
        let result = graph.layout(proposal: screen)
        // Section 0 shown from its row 5: header pinned at the top, footer at the bottom row.
        #expect(result.frame(for: "h0")?.minY == 0)
        #expect(result.frame(for: "f0")?.minY == 9)
        // Cells 8 and 9 are on row 5 (1 + 8 / 2), under the header (drawn first).
        #expect(result.frame(for: 8)?.minY == 0)
        #expect(result.frame(for: 9)?.minY == 0)
        // Unpinned, the footer is where it is: row 21, off the screen.
        let unpinned = ViewGraph(pinnedGrid([]))
        _ = unpinned.layout(proposal: screen)
        unpinned.setScrollOffset(CGPoint(x: 0, y: 5))
        let plain = unpinned.layout(proposal: screen)
        #expect(plain.frame(for: "f0") == nil)
        #expect(plain.frame(for: "h0") == nil)
    }

    /// A million cells in 1,000 sections of a header and 1,000 one-row cells
    /// (250 lines of 4 at width 20), no spacing: section k starts at row 251k.
    func millionInSections() -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 4))], spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<1_000) { k in
                    Section {
                        ForEach(0..<1_000) { i in Color.red.frame(height: 1).id(1_000 * k + i) }
                    } header: {
                        Text("S\(k)").id("h\(k)")
                    }
                }
            }
        }
    }

    @Test func aMillionCellsInSectionsMakeOnlyTheLinesOnScreen() throws {
        let graph = ViewGraph(millionInSections())
        let screen = ProposedViewSize(width: 20, height: 10)
        let result = graph.layout(proposal: screen)
        // Visible: rows 0–9 — the header and cells 0–35 (lines 1–9), placed; with half a
        // screen more, lines 0–15 are made: 60 cells (headers are read with the update,
        // one view a section, and not made on demand).
        #expect(result.frame(for: "h0")?.minY == 0)
        #expect(result.frame(for: 35)?.minY == 9)
        #expect(result.frame(for: 36) == nil)
        #expect(graph.stats.lazyRowsResolved == 60)
        let state = try #require(graph.allNodes.first { $0.lazyState != nil }?.lazyState)
        #expect(state.lineCount == 251_000)
        guard case .scrollView(let scroll) = try #require(result.placements.first).kind else {
            Issue.record("the root is not a scroll view")
            return
        }
        #expect(scroll.contentSize.height == 251_000)

        // Section 500, 100 rows in: its lines 100–109 are shown (cells 500,396 … 500,435),
        // lines 95–115 made (84 cells), and its header is pinned at the top.
        graph.setScrollOffset(CGPoint(x: 0, y: 251 * 500 + 100))
        let middle = graph.layout(proposal: screen)
        #expect(middle.frame(for: "h500")?.minY == 0)
        #expect(middle.frame(for: 500_396)?.minY == 0)
        #expect(middle.frame(for: 500_435)?.minY == 9)
        #expect(middle.frame(for: 500_436) == nil)
        #expect(graph.stats.lazyRowsResolved == 84)
    }
}
