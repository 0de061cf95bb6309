import Testing
import TerminalLayout
import TerminalTestSupport

/// Columns 2 and 3 wide ("cc", "bbb"), 1 apart; rows 1 apart.
func smallGrid(_ alignment: Alignment = .center) -> some View {
    Grid(alignment: alignment) {
        GridRow { Text("a").id("a"); Text("bbb").id("bbb") }
        GridRow { Text("cc").id("cc"); Text("d").id("d") }
    }
}

@Suite struct GridLayoutTests {
    @Test func empty() {
        #expect(SaneResult.emptyFailures(Grid { ForEach(0..<0) { i in Text("\(i)") } }) == [])
        #expect(SaneResult.emptyFailures(GridLayout() { ForEach(0..<0) { i in Text("\(i)") } }) == [])
    }

    /// An empty GridRow is only its zero-size marker: the grid is 0 × 0.
    @Test func emptyRow() {
        let result = ViewGraph(Grid { GridRow { ForEach(0..<0) { i in Text("\(i)") } } }).layout(proposal: prop(10, 5))
        #expect(result.size == .zero)
        #expect(SaneResult.failures(result) == [])
    }

    @Test func oneCell() {
        let result = ViewGraph(Grid { GridRow { Text("abc").id(0) } }).layout(proposal: prop(80, 24))
        #expect(result.size == CGSize(width: 3, height: 1))
        #expect(result.frame(for: 0) == rect(0, 0, 3, 1))
    }

    /// A grid of Text cells is its ideal size (no flexible column): cells
    /// centred in 2- and 3-wide columns.
    @Test(arguments: [
        (Alignment.center, "a", rect(0.5, 0, 1, 1)), (.center, "bbb", rect(3, 0, 3, 1)),
        (.center, "cc", rect(0, 2, 2, 1)), (.center, "d", rect(4, 2, 1, 1)),
        (.leading, "a", rect(0, 0, 1, 1)), (.leading, "d", rect(3, 2, 1, 1)),
        (.trailing, "a", rect(1, 0, 1, 1)), (.trailing, "d", rect(5, 2, 1, 1)),
    ])
    func idealGrid(alignment: Alignment, id: String, frame: CGRect) {
        let result = ViewGraph(smallGrid(alignment)).layout(proposal: prop(80, 24))
        #expect(result.frame(for: id) == frame)
        #expect(result.size == CGSize(width: 6, height: 3))
    }

    /// The doc comment's picture: a view outside a GridRow spans all columns
    /// and, at 9 wide, widens the 2 + 1 + 3 = 6 of the columns by 1.5 each.
    @Test(arguments: [
        ("a", rect(1.25, 0, 1, 1)), ("bbb", rect(5.25, 0, 3, 1)), ("all", rect(0, 2, 9, 1)),
        ("cc", rect(0.75, 4, 2, 1)), ("d", rect(6.25, 4, 1, 1)),
    ])
    func viewOutsideARowSpansAllColumns(id: String, frame: CGRect) {
        let view = Grid {
            GridRow { Text("a").id("a"); Text("bbb").id("bbb") }
            Text("spans all").id("all")
            GridRow { Text("cc").id("cc"); Text("d").id("d") }
        }
        let result = ViewGraph(view).layout(proposal: prop(80, 24))
        #expect(result.frame(for: id) == frame)
        #expect(result.size == CGSize(width: 9, height: 5))
    }

    /// gridCellColumns(2): 1 + 1 + 1 = 3 < 6, so both columns grow by 1.5 → 2.5.
    @Test func spanningCell() {
        let view = Grid {
            GridRow { Text("abcdef").gridCellColumns(2).id(0) }
            GridRow { Text("a").id(1); Text("b").id(2) }
        }
        let result = ViewGraph(view).layout(proposal: prop(80, 24))
        #expect(result.frame(for: 0) == rect(0, 0, 6, 1))
        #expect(result.frame(for: 1) == rect(0.75, 2, 1, 1))
        #expect(result.frame(for: 2) == rect(4.25, 2, 1, 1))
    }

    /// The widest row sets the column count; short rows leave empty cells.
    @Test func shortRows() {
        let view = Grid(alignment: .leading) {
            GridRow { Text("aa").id(0); Text("b").id(1); Text("c").id(2) }
            GridRow { Text("d").id(3) }
        }
        let result = ViewGraph(view).layout(proposal: prop(80, 24))
        #expect(result.size == CGSize(width: 6, height: 3))
        #expect(result.frame(for: 2) == rect(5, 0, 1, 1))
        #expect(result.frame(for: 3) == rect(0, 2, 1, 1))
    }

    /// gridColumnAlignment on any cell of a column (the topmost wins) overrides
    /// the grid's alignment for that column only.
    @Test func columnAlignment() {
        let view = Grid {
            GridRow { Text("a").gridColumnAlignment(.trailing).id("a"); Text("bbb").id("bbb") }
            GridRow { Text("cc").id("cc"); Text("d").gridColumnAlignment(.leading).id("d") }
        }
        let result = ViewGraph(view).layout(proposal: prop(80, 24))
        #expect(result.frame(for: "a") == rect(1, 0, 1, 1))
        #expect(result.frame(for: "d") == rect(3, 2, 1, 1))
    }

    /// GridRow(alignment:) and gridCellAnchor override the vertical alignment.
    @Test func rowAlignmentAndAnchor() {
        let view = Grid {
            GridRow { block(1, 3).id(0); Text("x").id(1); Text("y").gridCellAnchor(.bottomTrailing).id(2) }
            GridRow(alignment: .top) { block(1, 3).id(3); Text("z").id(4) }
        }
        let result = ViewGraph(view).layout(proposal: prop(80, 24))
        #expect(result.frame(for: 1) == rect(2, 1, 1, 1))  // centred in a 3-tall row
        #expect(result.frame(for: 2) == rect(4, 2, 1, 1))  // bottom of the row
        #expect(result.frame(for: 4) == rect(2, 4, 1, 1))  // top of the second row
    }

    /// Fixed spacings, and nil spacing from the environment's default.
    @Test func spacings() {
        let fixed = ViewGraph(Grid(horizontalSpacing: 3, verticalSpacing: 0) {
            GridRow { Text("a").id("a"); Text("b").id("b") }
            GridRow { Text("c").id("c"); Text("d").id("d") }
        }).layout(proposal: prop(80, 24))
        #expect(fixed.frame(for: "b") == rect(4, 0, 1, 1))
        #expect(fixed.frame(for: "d") == rect(4, 1, 1, 1))
        let wide = ViewGraph(smallGrid(), environment: LayoutEnvironment(defaultSpacing: 2)).layout(proposal: prop(80, 24))
        #expect(wide.frame(for: "bbb") == rect(4, 0, 3, 1))
        #expect(wide.frame(for: "d") == rect(5, 3, 1, 1))
    }

    /// G1: a Color column is flexible, a Text column is not; the flexible
    /// column takes what the Text column (2) and the spacing (1) leave —
    /// 27 of 30, 5 of 8 — and its ideal 10 when unoffered: 2 + 1 + 10 = 13.
    @Test(arguments: [(prop(30, 5), CGSize(width: 30, height: 1), rect(3, 0, 27, 1)),
                      (.unspecified, CGSize(width: 13, height: 1), rect(3, 0, 10, 1)),
                      (prop(8, 5), CGSize(width: 8, height: 1), rect(3, 0, 5, 1))])
    func surplusGoesToFlexibleColumns(p: ProposedViewSize, size: CGSize, colour: CGRect) {
        let view = Grid { GridRow { Text("ab").id(0); Color.red.frame(height: 1).id(1) } }
        let result = ViewGraph(view).layout(proposal: p)
        #expect(result.size == size)
        #expect(result.frame(for: 1) == colour)
    }

    /// gridCellUnsizedAxes: the Color takes the column's width (3) instead of
    /// its ideal 10, and does not make the column flexible.
    @Test func unsizedAxes() {
        let view = Grid {
            GridRow { Text("abc").id(0) }
            GridRow { Color.red.frame(height: 1).gridCellUnsizedAxes(.horizontal).id(1) }
        }
        let result = ViewGraph(view).layout(proposal: prop(30, 5))
        #expect(result.size == CGSize(width: 3, height: 3))
        #expect(result.frame(for: 1) == rect(0, 2, 3, 1))
    }

    /// The cache keeps each cell's anchor and unsized axes (read once, L3):
    /// an update that changes them makes it again. Rows 3, 1 and 1 tall, 1
    /// apart (y 0, 4, 6). Set: the colour, unsized, takes the 3 of "abc",
    /// so columns 3, 1, 1 sit at x 0, 4, 6 and "y", anchored at the bottom
    /// trailing corner of its 1 × 3 cell, at (6, 2). Not set: the colour makes
    /// column 0 flexible, 30 − 2 − 2 = 26 wide, columns at x 0, 27, 29, and
    /// "y" anchored at the top of its cell is at (29, 0).
    @Test(arguments: [(true, rect(6, 2, 1, 1), rect(0, 6, 3, 1)), (false, rect(29, 0, 1, 1), rect(0, 6, 26, 1))])
    func anchorAndUnsizedAxesChangedByAnUpdate(set: Bool, y: CGRect, colour: CGRect) {
        func grid(_ set: Bool) -> some View {
            Grid {
                GridRow { block(1, 3).id(0); Text("x").id(1); Text("y").gridCellAnchor(set ? .bottomTrailing : .top).id(2) }
                GridRow { Text("abc").id(3) }
                GridRow { Color.red.frame(height: 1).gridCellUnsizedAxes(set ? .horizontal : []).id(4) }
            }
        }
        let graph = ViewGraph(grid(!set))
        _ = graph.layout(proposal: prop(30, 9))
        graph.update(grid(set))
        let result = graph.layout(proposal: prop(30, 9))
        #expect(result.frame(for: 2) == y)
        #expect(result.frame(for: 4) == colour)
    }

    /// Markers are placed at zero size at the start of their rows (each
    /// marker is two placements: the zero frame and the clear Color in it).
    @Test func markersAreZeroSized() {
        let result = ViewGraph(smallGrid()).layout(proposal: prop(80, 24))
        let zero = result.placements.filter { $0.frame.size == .zero }.map(\.frame.origin)
        #expect(zero == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 2), CGPoint(x: 0, y: 2)])
    }

    /// Rows from ForEach, reflowing nothing: a grid is its ideal size, so
    /// the frames are the same at two widths (it overflows at 4).
    @Test func forEachRowsAtTwoWidths() {
        let view = Grid {
            ForEach(0..<3) { r in
                GridRow { Text(String(repeating: "x", count: r + 1)).id("\(r)a"); Text("y").id("\(r)b") }
            }
        }
        let graph = ViewGraph(view)
        for width in [80.0, 4] {
            let result = graph.layout(proposal: prop(width, 24))
            #expect(result.frame(for: "2a") == rect(0, 4, 3, 1))
            #expect(result.frame(for: "0b") == rect(4, 0, 1, 1))
            #expect(result.size == CGSize(width: 5, height: 5))
        }
    }

    /// Every finite probe gives a finite, clean result (an infinite one gives
    /// an infinite size, like an HStack of Colors: GridFlexibilityTests).
    @Test(arguments: probeProposals.filter { $0.width != .infinity && $0.height != .infinity })
    func probesAreSane(_ p: ProposedViewSize) {
        let view = Grid {
            GridRow { Text("ab"); Color.red.frame(height: 1); Text("a long cell") }
            Text("outside")
            GridRow { Text("a").gridCellColumns(2); Spacer() }
        }
        #expect(SaneResult.failures(ViewGraph(view).layout(proposal: p)) == [])
    }

    @Test(arguments: [("a", rect(0.5, 0, 1, 1)), ("bbb", rect(3, 0, 3, 1)), ("cc", rect(0, 2, 2, 1)), ("d", rect(4, 2, 1, 1))])
    func nonZeroOrigin(id: String, frame: CGRect) {
        let padded = ViewGraph(smallGrid().padding(3)).layout(proposal: prop(80, 24))
        #expect(padded.frame(for: id) == frame.offsetBy(dx: 3, dy: 3))
        let stacked = ViewGraph(HStack(alignment: .top, spacing: 0) { block(5, 1); smallGrid() }).layout(proposal: prop(80, 24))
        #expect(stacked.frame(for: id) == frame.offsetBy(dx: 5, dy: 0))
    }

    /// The row structure lives in the cache; adding a row (same view type,
    /// one more ForEach element) goes through updateCache.
    @Test func updateAddsARow() {
        func grid(_ rows: Int) -> some View {
            Grid {
                ForEach(0..<rows) { r in
                    GridRow { Text(String(repeating: "e", count: r + 1)).id("\(r)a"); Text("y").id("\(r)b") }
                }
            }
        }
        let graph = ViewGraph(grid(2))
        #expect(graph.layout(proposal: prop(80, 24)).frame(for: "1b") == rect(3, 2, 1, 1))
        graph.update(grid(3))
        let result = graph.layout(proposal: prop(80, 24))
        #expect(graph.stats.updateCacheCalls == 1)
        #expect(graph.stats.makeCacheCalls == 0)
        #expect(result.frame(for: "2a") == rect(0, 4, 3, 1))
        #expect(result.frame(for: "1b") == rect(4, 2, 1, 1))
    }

    @Test(arguments: [prop(80, 24), prop(30, 5)]) func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(Grid {
            GridRow { Text("ab"); Color.red.frame(height: 1).id("c") }
            Text("outside").id("o")
            GridRow { Text("a").gridCellColumns(2).id("s") }
        }, p)
    }
}
