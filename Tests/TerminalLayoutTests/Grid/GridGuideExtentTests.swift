import Testing
import TerminalLayout

/// G1a: a column (row) is as wide (tall) as its guide-aligned cells once aligned on its
/// guide — like a stack's cross size (S4) — so a cell moved by an explicit alignment guide
/// widens its column instead of sitting outside the grid. Found by the property tests
/// (`PROPERTY_SEED=1064401`: a flexible column, a cell with an explicit leading guide).
@Suite struct GridGuideExtentTests {
    /// The grid of the horizontal cases, leading-aligned, spacing 1:
    ///
    /// ```
    /// GridRow { first; Text("b") }      first: Text("aaa") or a Color
    /// GridRow { Text("x").alignmentGuide(.leading) { _ in guide }; Text("y") }
    /// ```
    static func leadingGrid(flexible: Bool, guide: CGFloat) -> some View {
        Grid(alignment: .leading, horizontalSpacing: 1, verticalSpacing: 0) {
            GridRow {
                if flexible { Color.red.id("first") } else { Text("aaa").id("first") }
                Text("b").id("b")
            }
            GridRow { Text("x").alignmentGuide(.leading) { _ in guide }.id("x"); Text("y").id("y") }
        }
    }

    struct Horizontal: Sendable, CustomTestStringConvertible {
        let name: String
        let flexible: Bool
        let guide: CGFloat
        let proposal: ProposedViewSize
        let first: CGRect, x: CGRect, b: CGRect
        let size: CGSize
        var testDescription: String { name }
    }

    /// Hand-checked. The column's guide line is where the leading edges line up; "x" with a
    /// leading guide of 3 starts 3 before it, so the column holds [−3, −2] ∪ [0, w] of the
    /// first cell: `3 + w` wide, the first cell at x = 3, "x" at x = 0.
    static let horizontal: [Horizontal] = [
        // "aaa" 3 wide: column 0 is 3 + 3 = 6 (it was already: ideal widths include guides).
        Horizontal(name: "texts, guide 3", flexible: false, guide: 3, proposal: prop(40, 10),
                   first: rect(3, 0, 3, 1), x: rect(0, 1, 1, 1), b: rect(7, 0, 1, 1), size: CGSize(width: 8, height: 2)),
        // A guide inside the cell (−2 is 2 to the right of its leading edge): "x" at 2, inside 3.
        Horizontal(name: "texts, guide -2", flexible: false, guide: -2, proposal: prop(40, 10),
                   first: rect(0, 0, 3, 1), x: rect(2, 1, 1, 1), b: rect(4, 0, 1, 1), size: CGSize(width: 5, height: 2)),
        // A Color makes column 0 flexible: offered 20 − 1 (spacing) − 1 ("b") = 18, the Color
        // takes 18, and with "x" 3 before the line the column is 3 + 18 = 21 (before G1a: 18,
        // the Color ran to x = 21 past the grid's 20). The grid is 23 wide — it overflows
        // its proposal, as a VStack of the same cells would.
        Horizontal(name: "Color, guide 3, offered 20", flexible: true, guide: 3, proposal: prop(20, 2),
                   first: rect(3, 0, 18, 1), x: rect(0, 1, 1, 1), b: rect(22, 0, 1, 1), size: CGSize(width: 23, height: 2)),
        // Guide 0: nothing moves, the flexible column takes exactly its share.
        Horizontal(name: "Color, guide 0, offered 20", flexible: true, guide: 0, proposal: prop(20, 2),
                   first: rect(0, 0, 18, 1), x: rect(0, 1, 1, 1), b: rect(19, 0, 1, 1), size: CGSize(width: 20, height: 2)),
        // Unoffered: the column offers its widest cell's ideal, the Color's 10 (not 13, which
        // would stretch the Color and then move it by 3 as well), and is 3 + 10 = 13 wide.
        Horizontal(name: "Color, guide 3, ideal", flexible: true, guide: 3, proposal: .unspecified,
                   first: rect(3, 0, 10, 10), x: rect(0, 10, 1, 1), b: rect(14, 4.5, 1, 1), size: CGSize(width: 15, height: 11)),
    ]

    @Test(arguments: horizontal)
    func aLeadingGuideWidensItsColumn(_ c: Horizontal) {
        let result = ViewGraph(Self.leadingGrid(flexible: c.flexible, guide: c.guide)).layout(proposal: c.proposal)
        #expect(result.frame(for: "first") == c.first)
        #expect(result.frame(for: "x") == c.x)
        #expect(result.frame(for: "b") == c.b)
        // "y" is in column 1, with "b".
        #expect(result.frame(for: "y")?.minX == c.b.minX)
        #expect(result.size == c.size)
        expectCellsInside(result)
    }

    struct Vertical: Sendable, CustomTestStringConvertible {
        let guide: VerticalAlignment
        let value: CGFloat
        let color: CGRect, y: CGRect
        let size: CGSize
        var testDescription: String { "\(guide) \(value)" }
    }

    /// `GridRow(alignment:)` with a Color (flexible: it takes the row's 5) and "y" whose
    /// guide is moved, offered 10 × 5 with spacing 1: column 0 is 10 − 1 − 1 = 8 wide.
    /// Top guide 2: "y" starts 2 above the line, the row holds [−2, −1] ∪ [0, 5] = 7, the
    /// Color at y = 2. Bottom guide −2 (2 above "y"'s top): the Color holds [−5, 0] about
    /// the line, "y" [2, 3]; the row is 8 tall, the Color at 0, "y" at 5 + 2 = 7.
    static let vertical: [Vertical] = [
        Vertical(guide: .top, value: 2, color: rect(0, 2, 8, 5), y: rect(9, 0, 1, 1), size: CGSize(width: 10, height: 7)),
        Vertical(guide: .top, value: 0, color: rect(0, 0, 8, 5), y: rect(9, 0, 1, 1), size: CGSize(width: 10, height: 5)),
        Vertical(guide: .bottom, value: -2, color: rect(0, 0, 8, 5), y: rect(9, 7, 1, 1), size: CGSize(width: 10, height: 8)),
    ]

    @Test(arguments: vertical)
    func aRowGuideMakesItsRowTaller(_ c: Vertical) {
        let view = Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow(alignment: c.guide) {
                Color.red.id("c")
                Text("y").alignmentGuide(c.guide) { _ in c.value }.id("y")
            }
        }
        let result = ViewGraph(view).layout(proposal: prop(10, 5))
        #expect(result.frame(for: "c") == c.color)
        #expect(result.frame(for: "y") == c.y)
        #expect(result.size == c.size)
        expectCellsInside(result)
    }

    /// The 2×2 grid of the issue: four Colors offered 21 × 5, spacing 1, leading, the
    /// bottom-left cell's leading guide 3. Column 0 is offered (21 − 1) / 2 = 10 and holds
    /// [−3, 7] ∪ [0, 10] = 13; column 1 starts at 13 + 1 = 14. Rows are offered 2 each.
    @Test func twoByTwoColorsWithOneGuide() {
        let view = Grid(alignment: .leading, horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow { Color.red.id("a"); Color.blue.id("b") }
            GridRow { Color.red.alignmentGuide(.leading) { _ in 3 }.id("c"); Color.blue.id("d") }
        }
        let result = ViewGraph(view).layout(proposal: prop(21, 5))
        #expect(result.frame(for: "a") == rect(3, 0, 10, 2))
        #expect(result.frame(for: "c") == rect(0, 3, 10, 2))
        #expect(result.frame(for: "b") == rect(14, 0, 10, 2))
        #expect(result.frame(for: "d") == rect(14, 3, 10, 2))
        #expect(result.size == CGSize(width: 24, height: 5))
        expectCellsInside(result)
    }

    /// Every cell of the root grid lies inside it.
    func expectCellsInside(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let grid = result.placements.first else { return }
        for p in result.placements.dropFirst() where p.depth == grid.depth + 1 {
            #expect(grid.frame.contains(p.frame), "\(p.frame) outside \(grid.frame)", sourceLocation: sourceLocation)
        }
    }
}
