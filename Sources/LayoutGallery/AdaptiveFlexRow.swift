import TerminalLayout

/// Lays views out in rows of at most `maxItemsPerRow`, as many per row as fit at `minItemWidth`, each row's views sharing its width equally.
///
/// ```
/// AdaptiveFlexRow(spacing: 1, minItemWidth: 8, maxItemsPerRow: 4), width 39, 10 views:
/// [ 0 9 ] [ 1 9 ] [ 2 9 ] [ 3 9 ]     4 fit (4 × 8 + 3 = 35 ≤ 39): 4 per row, 9 wide
/// [ 4   ] [ 5   ] [ 6   ] [ 7   ]
/// [ 8        19 ] [ 9        19 ]     the last row's 2 views share the width: 19 each
/// width 19: 2 fit (2 × 8 + 1 = 17 ≤ 19) → 5 rows of 2 views, 9 wide
/// ```
///
/// Per row: `k = min(maxItemsPerRow, max(1, ⌊(width + spacing) / (minItemWidth + spacing)⌋))`
/// views (the last row may have fewer). The views of a row share the width
/// equally, `(width − (count − 1) × spacing) / count` each, are proposed that
/// width and an unspecified height, and are top-aligned; a row is as tall as
/// its tallest view; rows are separated by `spacing`. Given a finite width
/// the layout takes it; given an unspecified or infinite width, its ideal is
/// as wide as one full row of `min(count, maxItemsPerRow)` views at
/// `minItemWidth` each, with the rows laid out in that width.
///
/// It is a horizontal stack of rows, so `layoutProperties.stackOrientation`
/// is `.horizontal`: a `Spacer` subview is flexible horizontally and has no
/// height (SP1, L5).
///
/// Cache: the partition of subview indices into rows, per number of views
/// per row. It depends only on the *number* of subviews, so `updateCache`
/// keeps it unless the count changed. Sizes are never cached: they depend on
/// the proposal and on the subviews' content (the engine memoises them, L2).
///
/// Differences from the tutorial fragment (seed 004), erratum 14:
/// `place(at:proposal:anchor:)` does not exist (the order is
/// `place(at:anchor:proposal:)`); the fragment answered a width of ∞ for an
/// unspecified width (here: the ideal row); `LayoutValues.safeAreaInsets` and
/// `LayoutProperties().safeArea` do not exist (wrap the layout in `.padding`
/// instead); and its cache was filled only in `updateCache`, which is never
/// called when the layout first appears (L3) — here `makeCache` fills it.
public struct AdaptiveFlexRow: Layout {
    /// The distance between views in a row and between rows, in points.
    public var spacing: CGFloat
    /// The narrowest a view may be made; decides how many views fit a row.
    public var minItemWidth: CGFloat
    /// The most views in one row (at least 1 is used).
    public var maxItemsPerRow: Int

    /// Creates a flex row; spacing defaults to one cell (V5).
    public init(spacing: CGFloat = 1, minItemWidth: CGFloat = 10, maxItemsPerRow: Int = 3) {
        self.spacing = spacing
        self.minItemWidth = minItemWidth
        self.maxItemsPerRow = maxItemsPerRow
    }

    /// A horizontal stack of rows (L5).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// Row partitions for the current number of subviews.
    public struct Cache {
        /// The number of subviews the partitions were made for.
        var count: Int
        /// Index ranges of the rows, keyed by views per row.
        var rowsByItemsPerRow: [Int: [Range<Int>]] = [:]
    }

    /// Starts an empty partition table for the current count (L3).
    public func makeCache(subviews: Subviews) -> Cache { Cache(count: subviews.count) }

    /// Keeps the partitions unless the number of subviews changed (erratum 14).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.count != subviews.count { cache = makeCache(subviews: subviews) }
    }

    /// The width (proposed, or the ideal row if unbounded) and the rows' height (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let rows = arrange(subviews, width: finite(proposal.width), cache: &cache)
        return CGSize(width: rows.width, height: rows.height)
    }

    /// Places the rows for the proposed width (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let rows = arrange(subviews, width: finite(proposal.width).map { _ in bounds.width }, cache: &cache)
        for item in rows.items {
            subviews[item.index].place(at: CGPoint(x: bounds.minX + item.x, y: bounds.minY + item.y), anchor: .topLeading,
                                       proposal: ProposedViewSize(width: item.width, height: nil))
        }
    }

    /// How many views go in one row at `width` (`nil` = ideal).
    func itemsPerRow(width: CGFloat?, count: Int) -> Int {
        let limit = max(1, maxItemsPerRow)
        guard let width else { return min(limit, max(1, count)) }
        let gap = nonNegative(spacing)
        let unit = nonNegative(minItemWidth) + gap
        guard unit > 0 else { return limit }
        let fitting = ((max(0, width) + gap) / unit).rounded(.down)
        return min(limit, max(1, fitting >= CGFloat(limit) ? limit : Int(fitting)))
    }

    /// The partition of `0..<count` into rows of `perRow`, from the cache.
    func rows(perRow: Int, count: Int, cache: inout Cache) -> [Range<Int>] {
        if cache.count == count, let rows = cache.rowsByItemsPerRow[perRow] { return rows }
        if cache.count != count { cache = Cache(count: count) }
        let rows = stride(from: 0, to: count, by: perRow).map { $0..<min($0 + perRow, count) }
        cache.rowsByItemsPerRow[perRow] = rows
        return rows
    }

    /// Positions (relative to the top-leading corner), widths and total size.
    func arrange(_ subviews: Subviews, width: CGFloat?, cache: inout Cache)
        -> (items: [(index: Int, x: CGFloat, y: CGFloat, width: CGFloat)], width: CGFloat, height: CGFloat) {
        let gap = nonNegative(spacing)
        let perRow = itemsPerRow(width: width, count: subviews.count)
        let rowWidth = width.map { max(0, $0) }
            ?? nonNegative(minItemWidth) * CGFloat(perRow) + gap * CGFloat(perRow - 1)
        var items: [(index: Int, x: CGFloat, y: CGFloat, width: CGFloat)] = []
        var y: CGFloat = 0
        let partition = rows(perRow: perRow, count: subviews.count, cache: &cache)
        for (r, row) in partition.enumerated() {
            let itemWidth = max(0, (rowWidth - gap * CGFloat(row.count - 1)) / CGFloat(row.count))
            let proposal = ProposedViewSize(width: itemWidth, height: nil)
            var height: CGFloat = 0
            for (k, index) in row.enumerated() {
                items.append((index, CGFloat(k) * (itemWidth + gap), y, itemWidth))
                height = max(height, subviews[index].sizeThatFits(proposal).height)
            }
            y += height + (r < partition.count - 1 ? gap : 0)
        }
        return (items, width ?? rowWidth, y)
    }
}
