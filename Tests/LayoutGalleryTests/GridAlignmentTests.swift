import Testing
import TerminalLayout
import LayoutGallery

/// G1 alignment: single-column cells line up on alignment guides; merged
/// cells and views outside rows are positioned by a UnitPoint anchor.
@Suite struct GridAlignmentTests {
    /// "x" moves its leading guide 2 (or 4) to its left: in a leading column
    /// it sits that far right of "aaa", and at 4 it widens the column to 5.
    /// The merged "m" has the same guide but is placed by the grid's anchor
    /// (.leading), at the start of its cell.
    @Test(arguments: [(CGFloat(-2), rect(2, 2, 1, 1), CGFloat(4)), (-4, rect(4, 2, 1, 1), 6)])
    func singleCellsUseGuidesMergedCellsDoNot(guide: CGFloat, x: CGRect, secondColumn: CGFloat) {
        let view = Grid(alignment: .leading) {
            GridRow { Text("aaa").id("a"); Text("b").id("b") }
            GridRow { Text("x").alignmentGuide(.leading) { _ in guide }.id("x"); Text("y").id("y") }
            GridRow { Text("m").alignmentGuide(.leading) { _ in guide }.gridCellColumns(2).id("m") }
        }
        let result = ViewGraph(view).layout(proposal: proposal(40, 10))
        #expect(result.frame(for: "a") == rect(0, 0, 3, 1))
        #expect(result.frame(for: "x") == x)
        #expect(result.frame(for: "y") == rect(secondColumn, 2, 1, 1))
        #expect(result.frame(for: "m") == rect(0, 4, 1, 1))
    }

    /// A row's cells line up on the row's guide. First baselines: the Text's
    /// is 1 (below its first line), the block's its height 3, so the Text
    /// moves down 2 and the row is 4 tall; other guides fit in 3.
    @Test(arguments: [
        (VerticalAlignment.firstTextBaseline, rect(0, 2, 3, 2), CGFloat(4)),
        (.center, rect(0, 0.5, 3, 2), 3), (.top, rect(0, 0, 3, 2), 3), (.bottom, rect(0, 1, 3, 2), 3),
    ])
    func rowsLineUpOnTheirGuide(guide: VerticalAlignment, text: CGRect, height: CGFloat) {
        let view = Grid { GridRow(alignment: guide) { Text("one\ntwo").id("t"); block(1, 3).id("b") } }
        let result = ViewGraph(view).layout(proposal: proposal(20, 10))
        #expect(result.frame(for: "t") == text)
        #expect(result.frame(for: "b") == rect(4, 0, 1, 3))
        #expect(result.size == CGSize(width: 5, height: height))
    }

    /// gridColumnAlignment on the bottom cell of a column applies to every
    /// cell of it: the 3-wide column is trailing-aligned in all three rows.
    @Test(arguments: [("bbb", rect(3, 0, 3, 1)), ("d", rect(5, 2, 1, 1)), ("f", rect(4, 4, 2, 1)), ("a", rect(0.5, 0, 1, 1))])
    func columnAlignmentFromAnyCell(id: String, frame: CGRect) {
        let view = Grid {
            GridRow { Text("a").id("a"); Text("bbb").id("bbb") }
            GridRow { Text("cc"); Text("d").id("d") }
            GridRow { Text("e"); Text("ff").gridColumnAlignment(.trailing).id("f") }
        }
        #expect(ViewGraph(view).layout(proposal: proposal(40, 10)).frame(for: id) == frame)
    }

    /// The default anchor comes from the grid's alignment (.bottomTrailing):
    /// the merged "m" sits at the bottom right of its 5×3 cell, the view
    /// outside the rows at the right of its 7×1 row; gridCellAnchor overrides.
    @Test(arguments: [(UnitPoint?.none, rect(4, 6, 1, 1)), (.topLeading, rect(0, 4, 1, 1)), (.center, rect(2, 5, 1, 1))])
    func anchorsOfMergedCellsAndViewsOutsideRows(anchor: UnitPoint?, m: CGRect) {
        let view = Grid(alignment: .bottomTrailing) {
            GridRow { block(2, 1); block(2, 1); block(1, 3) }
            GridRow {
                if let anchor { Text("m").gridCellColumns(2).gridCellAnchor(anchor).id("m") }
                else { Text("m").gridCellColumns(2).id("m") }
                block(1, 3)
            }
            Text("o").id("o")
        }
        let result = ViewGraph(view).layout(proposal: proposal(40, 20))
        #expect(result.frame(for: "m") == m)
        #expect(result.frame(for: "o") == rect(6, 8, 1, 1))
        #expect(result.size == CGSize(width: 7, height: 9))
    }
}
