import Testing
import TerminalLayout

/// LazyVGrid / LazyHGrid column rules; adaptive columns are a responsive grid.
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

    @Test func fixedAndFlexibleColumns() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(4)), GridItem(.flexible()), GridItem(.flexible(minimum: 2, maximum: 5))]) {
            ForEach(0..<3) { i in Color.red.frame(height: 1).id(i) }
        }
        // 30 − 4 − 2 gaps = 24 left; equal shares of 12, the last clamped to 5,
        // so the middle one gets 24 − 5 = 19.
        let result = ViewGraph(grid).layout(proposal: ProposedViewSize(width: 30, height: 5))
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(result.frame(for: 1) == CGRect(x: 5, y: 0, width: 19, height: 1))
        #expect(result.frame(for: 2) == CGRect(x: 25, y: 0, width: 5, height: 1))
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
