import Testing
import TerminalLayout

/// LazyVGrid / LazyHGrid column rules (LG1); adaptive columns are a responsive grid.
@Suite struct LazyGridTests {
    func adaptiveGrid() -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))], spacing: 1) {
            ForEach(0..<7) { i in Color.red.frame(height: 2).id(i) }
        }
    }

    @Test(arguments: [
        // width, columns k = ⌊(w + 1) / 11⌋, column width (w − (k − 1)) / k, frame of item 4, grid height
        (CGFloat(32), CGRect(x: 11, y: 3, width: 10, height: 2), CGFloat(8)),     // 3 columns of 10: rows 3+3+1
        (CGFloat(21), CGRect(x: 0, y: 6, width: 10, height: 2), CGFloat(11)),     // 2 columns of 10: rows 2+2+2+1
        (CGFloat(50), CGRect(x: 0, y: 3, width: 11.75, height: 2), CGFloat(5)),   // 4 columns of 11.75: rows 4+3
    ])
    func adaptiveColumnsAtThreeWidths(width: CGFloat, item4: CGRect, height: CGFloat) {
        let result = ViewGraph(adaptiveGrid()).layout(proposal: ProposedViewSize(width: width, height: 40))
        #expect(result.frame(for: 4) == item4)
        #expect(result.size.height == height)
    }

    /// LG1's examples, measured on SwiftUI (spacing 8, width 200, so 192
    /// available): columns are resolved in order, each taking what is left
    /// divided by the columns left, clamped into its range; an adaptive
    /// column's minimum only decides how many items fit its share.
    @Test(arguments: [
        // fixed 70 first; the adaptive column's 122 holds ⌊(122 + 8) / 48⌋ = 2 items of (122 − 8) / 2.
        ([GridItem.Size.fixed(70), .adaptive(minimum: 40)], [CGFloat(0), 78, 143], [CGFloat(70), 57, 57], CGFloat(200)),
        // 192 / 2 = 96 → 140 (its minimum); 52 left holds one item of 52, narrower than its minimum 70.
        ([.flexible(minimum: 140), .adaptive(minimum: 70)], [0, 148], [140, 52], 200),
        // 96 stays 96; the 96 left becomes 120: 96 + 8 + 120 = 224, centred in 200 at x = −12.
        ([.flexible(minimum: 50), .flexible(minimum: 120)], [-12, 92], [96, 120], 224),
    ])
    func columnsAreResolvedInOrder(sizes: [GridItem.Size], xs: [CGFloat], widths: [CGFloat], gridWidth: CGFloat) {
        let grid = LazyVGrid(columns: sizes.map { GridItem($0, spacing: 8) }, spacing: 8) {
            ForEach(0..<xs.count, id: \.self) { i in Color.red.frame(height: 10).id(i) }
        }
        let graph = ViewGraph(grid.frame(width: 200))
        let result = graph.layout(proposal: ProposedViewSize(width: 200, height: 100))
        for i in xs.indices {
            #expect(result.frame(for: i) == CGRect(x: xs[i], y: 0, width: widths[i], height: 10))
        }
        #expect(ViewGraph(grid).layout(proposal: ProposedViewSize(width: 200, height: 100)).size.width == gridWidth)
    }

    /// In order, not re-shared: 30 − 2 spacings − 4 fixed = 24; the first
    /// flexible column takes 24 / 2 = 12, the last 12 clamped to 5, so the
    /// grid is 4 + 1 + 12 + 1 + 5 = 23 wide.
    @Test func fixedAndFlexibleColumns() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(4)), GridItem(.flexible()), GridItem(.flexible(minimum: 2, maximum: 5))]) {
            ForEach(0..<3) { i in Color.red.frame(height: 1).id(i) }
        }
        let result = ViewGraph(grid).layout(proposal: ProposedViewSize(width: 30, height: 5))
        #expect(result.size == CGSize(width: 23, height: 1))
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(result.frame(for: 1) == CGRect(x: 5, y: 0, width: 12, height: 1))
        #expect(result.frame(for: 2) == CGRect(x: 18, y: 0, width: 5, height: 1))
    }

    /// SwiftUI's defaults: `GridItem()` is flexible with minimum 10, no
    /// maximum, default spacing, no alignment; adaptive has no maximum.
    @Test func gridItemDefaults() {
        let item = GridItem()
        #expect(item.size == .flexible(minimum: 10, maximum: .infinity))
        #expect(item.spacing == nil && item.alignment == nil)
        #expect(GridItem.Size.adaptive(minimum: 4) == .adaptive(minimum: 4, maximum: .infinity))
    }

    /// Unoffered, a flexible column takes its minimum (10, 20) and placement
    /// uses the same columns as sizing: 10 | 20, not the 15 | 20 the grid's
    /// own 31 would give if it were offered.
    @Test func placementUsesTheColumnsOfSizing() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible(minimum: 20))]) {
            ForEach(0..<2) { i in Color.red.frame(height: 1).id(i) }
        }
        let result = ViewGraph(grid).layout(proposal: ProposedViewSize(width: nil, height: 5))
        #expect(result.size == CGSize(width: 31, height: 1))
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(result.frame(for: 1) == CGRect(x: 11, y: 0, width: 20, height: 1))
    }

    /// Huge finite widths do not trap: an adaptive column of minimum 1 in
    /// 1e300 holds ⌊(1e300 + 1) / 2⌋ items of 1, and only the three views'
    /// tracks are made. An infinite width gives a flexible column its maximum.
    @Test(arguments: [CGFloat(1e300), .greatestFiniteMagnitude])
    func hugeWidths(width: CGFloat) {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1))]) {
            ForEach(0..<3) { i in Color.red.frame(height: 1).id(i) }
        }
        let result = ViewGraph(grid).layout(proposal: ProposedViewSize(width: width, height: 5))
        #expect(result.frame(for: 2) == CGRect(x: 4, y: 0, width: 1, height: 1))
        let flexible = LazyVGrid(columns: [GridItem(.flexible(minimum: 2, maximum: 7)), GridItem(.adaptive(minimum: 3, maximum: 4))]) {
            ForEach(0..<2) { i in Color.red.frame(height: 1).id(i) }
        }
        let infinite = ViewGraph(flexible).layout(proposal: ProposedViewSize(width: .infinity, height: 5))
        #expect(infinite.size == CGSize(width: 12, height: 1))
        #expect(infinite.frame(for: 1) == CGRect(x: 8, y: 0, width: 4, height: 1))
    }

    @Test func rowsAreAsTallAsTheirTallestViewAndCellsAlign() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(6)), GridItem(.fixed(6))], alignment: .leading) {
            Text("a").id("a")
            Color.red.frame(width: 6, height: 3).id("tall")
        }
        let result = ViewGraph(grid).layout(proposal: ProposedViewSize(width: 13, height: 10))
        // Row height 3; "a" is leading-aligned horizontally and centred vertically in its 6×3 cell.
        #expect(result.frame(for: "a") == CGRect(x: 0, y: 1, width: 1, height: 1))
        #expect(result.size == CGSize(width: 13, height: 3))
    }

    @Test func horizontalGridFillsRowsColumnByColumn() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(2)), GridItem(.fixed(2))], spacing: 1) {
            ForEach(0..<3) { i in Color.red.frame(width: 4).id(i) }
        }
        let result = ViewGraph(grid).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: 1) == CGRect(x: 0, y: 3, width: 4, height: 2))
        #expect(result.frame(for: 2) == CGRect(x: 5, y: 0, width: 4, height: 2))
    }

    /// LazyHGrid resolves rows like columns (LG1): 10 − 1 = 9 available,
    /// the fixed row takes 3, the adaptive row's 6 holds ⌊7 / 3⌋ = 2 rows
    /// of (6 − 1) / 2 = 2.5.
    @Test(arguments: [(0, CGRect(x: 0, y: 0, width: 4, height: 3)), (1, CGRect(x: 0, y: 4, width: 4, height: 2.5)),
                      (2, CGRect(x: 0, y: 7.5, width: 4, height: 2.5)), (3, CGRect(x: 5, y: 0, width: 4, height: 3))])
    func horizontalGridResolvesRowsInOrder(id: Int, frame: CGRect) {
        let grid = LazyHGrid(rows: [GridItem(.fixed(3), spacing: 1), GridItem(.adaptive(minimum: 2), spacing: 1)]) {
            ForEach(0..<4) { i in Color.red.frame(width: 4).id(i) }
        }
        #expect(ViewGraph(grid).layout(proposal: ProposedViewSize(width: 20, height: 10)).frame(for: id) == frame)
    }

    @Test func lazyStacksLayOutLikeStacks() {
        let lazy = ViewGraph(LazyVStack(spacing: 2) { Text("one").id(1); Text("three").id(3) })
            .layout(proposal: ProposedViewSize(width: 20, height: 10))
        let eager = ViewGraph(VStack(spacing: 2) { Text("one").id(1); Text("three").id(3) })
            .layout(proposal: ProposedViewSize(width: 20, height: 10))
        #expect(lazy.frame(for: 1) == eager.frame(for: 1))
        #expect(lazy.frame(for: 3) == eager.frame(for: 3))
        #expect(lazy.frame(for: 3) == CGRect(x: 0, y: 3, width: 5, height: 1))
    }
}
