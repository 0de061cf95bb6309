import Testing
import TerminalLayout
import LayoutGallery

/// The seed's masonry-in-a-ScrollView example, as a SwiftUI user writes it,
/// in SwiftUI-sized points (`CellMetrics.points`, 8×16).
@Suite struct MasonryInScrollViewTests {
    struct Item: Identifiable {
        let id: Int
        let height: CGFloat
        let color: Color
    }

    static let heights: [CGFloat] = [100, 150, 80, 200, 120, 90, 180, 110]
    let items = heights.enumerated().map { Item(id: $0.offset, height: $0.element, color: [.blue, .green, .orange][$0.offset % 3]) }

    var gallery: some View {
        ScrollView {
            MasonryLayout(columns: 2, spacing: 8) {
                ForEach(items) { item in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(item.color)
                        .frame(height: item.height)
                }
            }
            .padding()
        }
    }

    // 400 points wide: padding() is one cell, 8 points each side and 16 at
    // top and bottom, so the masonry is 384 wide with two columns of
    // (384 − 8) / 2 = 188, at x = 8 and 8 + 188 + 8 = 204. Shortest column
    // first (ties: lower index), 8 apart:
    //   0:100 → c0 y 0     1:150 → c1 y 0     2:80  → c0 y 108   3:200 → c1 y 158
    //   4:120 → c0 y 196   5:90  → c0 y 324   6:180 → c1 y 366   7:110 → c0 y 422
    // Heights 532 and 546, so the content is 546 + 32 = 578 tall.
    @Test(arguments: [
        (0, CGRect(x: 8, y: 16, width: 188, height: 100)),
        (1, CGRect(x: 204, y: 16, width: 188, height: 150)),
        (3, CGRect(x: 204, y: 174, width: 188, height: 200)),
        (5, CGRect(x: 8, y: 340, width: 188, height: 90)),
        (6, CGRect(x: 204, y: 382, width: 188, height: 180)),
        (7, CGRect(x: 8, y: 438, width: 188, height: 110)),
    ])
    func framesInPoints(id: Int, expected: CGRect) {
        let graph = ViewGraph(gallery, environment: LayoutEnvironment(cellMetrics: .points))
        let result = graph.layout(proposal: ProposedViewSize(width: 400, height: 320))
        #expect(result.frame(for: id) == expected)
        #expect(result.size == CGSize(width: 400, height: 320))
    }

    @Test func scrollsToTheEndOfTheContent() throws {
        let graph = ViewGraph(gallery, environment: LayoutEnvironment(cellMetrics: .points))
        _ = graph.layout(proposal: ProposedViewSize(width: 400, height: 320))
        graph.scroll(by: CGSize(width: 0, height: 10_000))
        let result = graph.layout(proposal: ProposedViewSize(width: 400, height: 320))
        // 578 − 320 = 258: item 7 moves from y 438 to 180.
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 258))
        #expect(result.frame(for: 7)?.minY == 180)
        // In cells the same frames are whole cells: 8-point columns, 16-point rows.
        let cell = LayoutEnvironment(cellMetrics: .points).cellMetrics.cellRect(for: try #require(result.frame(for: 7)))
        #expect(cell == CellRect(x: 1, y: 11, width: 24, height: 7))
    }
}
