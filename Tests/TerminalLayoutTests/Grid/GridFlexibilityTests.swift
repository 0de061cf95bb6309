import Testing
import TerminalLayout

/// G1 (revised from Apple's Grid documentation): flexible columns and rows
/// share what the others leave equally; a flexible view outside any row
/// widens the whole grid.
@Suite struct GridFlexibilityTests {
    /// Three rows of a 10-wide Color and a Color: every row is flexible
    /// (Colors take any height), only the second column is flexible.
    func colours() -> some View {
        Grid {
            ForEach(0..<3) { r in
                GridRow { Color.blue.frame(width: 10).id("f\(r)"); Color.red.id("c\(r)") }
            }
        }
    }

    /// Offered 300×200: the second column takes 300 − 10 − 1 = 289; the rows
    /// share 200 − 2 = 198 equally, 66 each, 1 apart. Unoffered, each Color
    /// is its ideal 10: 10 + 1 + 10 = 21 by 3 × 10 + 2 = 32.
    @Test(arguments: [
        (prop(300, 200), CGSize(width: 300, height: 200), "f0", rect(0, 0, 10, 66)),
        (prop(300, 200), CGSize(width: 300, height: 200), "c0", rect(11, 0, 289, 66)),
        (prop(300, 200), CGSize(width: 300, height: 200), "c1", rect(11, 67, 289, 66)),
        (prop(300, 200), CGSize(width: 300, height: 200), "c2", rect(11, 134, 289, 66)),
        (.unspecified, CGSize(width: 21, height: 32), "c2", rect(11, 22, 10, 10)),
        (prop(300, nil), CGSize(width: 300, height: 32), "c1", rect(11, 11, 289, 10)),
    ])
    func flexibleColumnsAndRowsShareTheRest(p: ProposedViewSize, size: CGSize, id: String, frame: CGRect) {
        let result = ViewGraph(colours()).layout(proposal: p)
        #expect(result.size == size)
        #expect(result.frame(for: id) == frame)
    }

    /// Equal shares whatever the ideal widths: a Color of ideal 20 and one of
    /// ideal 10 each take (40 − 2 − 2) / 2 = 18 next to a 2-wide Text.
    @Test func sharesAreEqualWhateverTheIdealWidths() {
        let view = Grid {
            GridRow { Text("ab"); Color.red.frame(idealWidth: 20, maxWidth: .infinity).id("w"); Color.red.id("c") }
        }
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: prop(40, 1))
        #expect(result.frame(for: "w") == rect(3, 0, 18, 1))
        #expect(result.frame(for: "c") == rect(22, 0, 18, 1))
        #expect(graph.layout(proposal: prop(nil, 1)).size == CGSize(width: 34, height: 1))
    }

    /// A column whose cells need at least 20 keeps 20 when the equal share
    /// (30 − 1) / 2 = 14.5 is less, and the other takes the rest: 9.
    @Test func aColumnHeldAtItsMinimumDropsOut() {
        let view = Grid { GridRow { Color.red.frame(minWidth: 20, maxWidth: .infinity).id("m"); Color.red.id("c") } }
        let result = ViewGraph(view).layout(proposal: prop(30, 1))
        #expect(result.frame(for: "m") == rect(0, 0, 20, 1))
        #expect(result.frame(for: "c") == rect(21, 0, 9, 1))
    }

    /// A Divider outside any row is flexible, so the grid widens to the
    /// offered 300: its Text columns (ideal 5 and 4) share 299 equally,
    /// 149.5 each, their cells centred ("Name" at (149.5 − 5) / 2 + 2.5 − 2).
    /// Unoffered, the grid is its ideal 5 + 1 + 4 = 10 wide.
    @Test(arguments: [
        (prop(300, 24), CGSize(width: 300, height: 5), "line", rect(0, 2, 300, 1)),
        (prop(300, 24), CGSize(width: 300, height: 5), "name", rect(72.75, 0, 4, 1)),
        (prop(300, 24), CGSize(width: 300, height: 5), "size", rect(223.25, 0, 4, 1)),
        (.unspecified, CGSize(width: 10, height: 5), "line", rect(0, 2, 10, 1)),
        (.unspecified, CGSize(width: 10, height: 5), "size", rect(6, 0, 4, 1)),
    ])
    func aDividerOutsideRowsWidensTheGrid(p: ProposedViewSize, size: CGSize, id: String, frame: CGRect) {
        let view = Grid {
            GridRow { Text("Name").id("name"); Text("Size").id("size") }
            Divider().id("line")
            GridRow { Text("a.txt"); Text("12") }
        }
        let result = ViewGraph(view).layout(proposal: p)
        #expect(result.size == size)
        #expect(result.frame(for: id) == frame)
    }

    /// A Color outside any row is flexible both ways: the columns share
    /// 20 − 1 (9.5 each) and its row takes the height the Text row and the
    /// spacing leave, 10 − 1 − 1 = 8.
    @Test func aColorOutsideRowsTakesTheRestOfBothAxes() {
        let view = Grid {
            GridRow { Text("a").id("a"); Text("b").id("b") }
            Color.red.id("c")
        }
        let result = ViewGraph(view).layout(proposal: prop(20, 10))
        #expect(result.size == CGSize(width: 20, height: 10))
        #expect(result.frame(for: "c") == rect(0, 2, 20, 8))
        #expect(result.frame(for: "b") == rect(14.75, 0, 1, 1))
    }

    /// With a flexible column already there, a Divider outside the rows
    /// changes nothing: the Color's column still takes 30 − 2 − 1 = 27.
    @Test func aDividerNextToAFlexibleColumnLeavesTheColumnsAlone() {
        let view = Grid {
            GridRow { Text("ab").id("t"); Color.red.frame(height: 1).id("c") }
            Divider().id("line")
        }
        let result = ViewGraph(view).layout(proposal: prop(30, 5))
        #expect(result.frame(for: "t") == rect(0, 0, 2, 1))
        #expect(result.frame(for: "c") == rect(3, 0, 27, 1))
        #expect(result.frame(for: "line") == rect(0, 2, 30, 1))
    }

    /// Rows with a Color are flexible, the Text row is not: the two flexible
    /// rows share 20 − 1 − 2 = 17, 8.5 each. Both columns hold a Color, so
    /// they share 20 − 1 equally.
    @Test(arguments: [("r0", rect(10.5, 0, 9.5, 8.5)), ("t1", rect(4.25, 9.5, 1, 1)), ("r2", rect(0, 11.5, 9.5, 8.5))])
    func flexibleRowsShareTheHeight(id: String, frame: CGRect) {
        let view = Grid {
            GridRow { Text("a"); Color.red.id("r0") }
            GridRow { Text("b").id("t1"); Text("c") }
            GridRow { Color.red.id("r2") }
        }
        let result = ViewGraph(view).layout(proposal: prop(20, 20))
        #expect(result.size == CGSize(width: 20, height: 20))
        #expect(result.frame(for: id) == frame)
    }

    /// Like a Color, a grid with a flexible column is 0 wide at least and
    /// unbounded at most, so a stack sees it as flexible: next to a Text it
    /// gets the 19 the Text leaves of 20, next to a Color half of 20.
    @Test func aFlexibleGridIsFlexibleInAStack() {
        let grid = Grid { GridRow { Color.red.id("c") } }
        let afterText = ViewGraph(HStack(spacing: 0) { Text("x"); grid }).layout(proposal: prop(20, 3))
        #expect(afterText.frame(for: "c") == rect(1, 0, 19, 3))
        let afterColor = ViewGraph(HStack(spacing: 0) { Color.blue; grid }).layout(proposal: prop(20, 3))
        #expect(afterColor.frame(for: "c") == rect(10, 0, 10, 3))
    }

    /// Sizing and placement agree whatever was probed before (L2).
    @Test(arguments: [prop(300, 200), prop(30, 5), prop(nil, 40)]) func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(colours(), p)
        expectProbeInvariant(Grid {
            GridRow { Text("Name").id("n"); Text("Size") }
            Divider().id("d")
            GridRow { Color.red.frame(height: 1).gridCellColumns(2).id("c") }
        }, p)
    }
}
