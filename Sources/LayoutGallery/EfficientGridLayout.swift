import TerminalLayout

/// Lays views out in a grid with a fixed number of columns, each column as wide as its widest view and each row as tall as its tallest.
///
/// ```
/// EfficientGridLayout(columns: 3, spacing: 1) of Text("Item 0") … Text("Item 5"):
/// Item 0 Item 1 Item 2      column widths 6, 6, 6
/// (row gap)                 row heights 1, 1
/// Item 3 Item 4 Item 5      size 20 × 3
/// ```
///
/// Views fill rows left to right, `columns` per row. Column widths and row
/// heights come from the views' ideal sizes, so the grid is always its ideal
/// size whatever it is proposed (a narrower proposal makes it overflow). Each
/// view is placed at the top-leading corner of its cell and proposed the
/// cell's size, so a flexible view (a `Color`) fills its cell.
///
/// The cache holds the ideal sizes, column widths and row heights. They do
/// not depend on the proposal, so carrying them from `sizeThatFits` to
/// `placeSubviews` is correct (L2): `makeCache` fills the cache and
/// `updateCache` refills it when the subviews change (L3).
///
/// Difference from the tutorial version (seed 000), erratum 5: the tutorial
/// fills its cache only in `updateCache`. SwiftUI calls only `makeCache`
/// when the layout first appears (L3), so its arrays stay empty: the height
/// comes out as `−spacing` and `placeSubviews` indexes out of range.
public struct EfficientGridLayout: Layout {
    /// The number of columns (at least 1 is used).
    public var columns: Int
    /// The distance between columns and between rows, in points.
    public var spacing: CGFloat

    /// Creates a grid layout; spacing defaults to one cell (V5).
    public init(columns: Int = 3, spacing: CGFloat = 1) {
        self.columns = columns
        self.spacing = spacing
    }

    /// The measured grid: ideal sizes, column widths and row heights.
    public struct Cache {
        /// The ideal size of every subview, in order.
        var idealSizes: [CGSize] = []
        /// The width of each column: its widest view.
        var columnWidths: [CGFloat] = []
        /// The height of each row: its tallest view.
        var rowHeights: [CGFloat] = []
    }

    /// Measures the grid (L3, erratum 5).
    public func makeCache(subviews: Subviews) -> Cache {
        let n = max(1, columns)
        var cache = Cache()
        cache.idealSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let rows = (subviews.count + n - 1) / n
        cache.columnWidths = [CGFloat](repeating: 0, count: subviews.isEmpty ? 0 : min(n, subviews.count))
        cache.rowHeights = [CGFloat](repeating: 0, count: rows)
        for (index, size) in cache.idealSizes.enumerated() {
            cache.columnWidths[index % n] = max(cache.columnWidths[index % n], size.width)
            cache.rowHeights[index / n] = max(cache.rowHeights[index / n], size.height)
        }
        return cache
    }

    /// Measures the grid again: the subviews or the layout changed (L3).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The grid's ideal size, whatever the proposal (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let gap = nonNegative(spacing)
        let width = cache.columnWidths.reduce(0, +) + gap * CGFloat(cache.columnWidths.count - 1)
        let height = cache.rowHeights.reduce(0, +) + gap * CGFloat(cache.rowHeights.count - 1)
        return CGSize(width: width, height: height)
    }

    /// Places each view at the top-leading corner of its cell (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let n = max(1, columns)
        let gap = nonNegative(spacing)
        var columnX: [CGFloat] = []
        var x = bounds.minX
        for width in cache.columnWidths {
            columnX.append(x)
            x += width + gap
        }
        var rowY: [CGFloat] = []
        var y = bounds.minY
        for height in cache.rowHeights {
            rowY.append(y)
            y += height + gap
        }
        for index in subviews.indices where index < cache.idealSizes.count {
            let column = index % n
            let row = index / n
            subviews[index].place(at: CGPoint(x: columnX[column], y: rowY[row]), anchor: .topLeading,
                                  proposal: ProposedViewSize(width: cache.columnWidths[column], height: cache.rowHeights[row]))
        }
    }
}
