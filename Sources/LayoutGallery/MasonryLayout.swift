import TerminalLayout

/// Lays views out Pinterest-style: each view goes to the currently shortest of a fixed number of columns.
///
/// ```
/// MasonryLayout(columns: 2, spacing: 1), width 11, heights 3, 5, 2, 4:
///  00000 11111    y 0   view 0 → column 0 (both empty: lowest index wins)
///  00000 11111    y 1   view 1 → column 1
///  00000 11111    y 2
///        11111    y 3   view 2 → column 0 (height 3 < 5), y = 3 + 1
///  22222 11111    y 4
///  22222          y 5   view 3 → column 1 (height 6 > 5), y = 5 + 1
///        33333    y 6
///        33333    y 7   size 11 × 10 (no trailing spacing)
///        33333    y 8
///        33333    y 9
/// ```
///
/// Every column is `(width − spacing × (columns − 1)) / columns` wide. Views
/// are taken in order; each goes to the column whose current height is the
/// smallest (the lowest index on ties), is proposed the column width (and an
/// unspecified height), and takes the height it answers. The layout's height
/// is the tallest column, without a trailing spacing.
///
/// Width: a finite proposed width is used as is, but never less than the
/// spacings, `spacing × (columns − 1)` (columns of zero width): proposed 1e-7,
/// three columns with spacing 1 are 2 wide, so that the views placed at x = 0,
/// 1 and 2 stay inside the layout's bounds. An unspecified or infinite
/// width is answered with the ideal width, `columns × widest ideal view +
/// spacing × (columns − 1)` (a masonry cannot usefully be infinitely wide).
///
/// Differences from the tutorial version (seed 000):
/// - Erratum 6: the tutorial places views from frames cached by the *last
///   executed* `sizeThatFits`. The engine may call `sizeThatFits` with probe
///   proposals (0, ∞, nil) after the real one, and memoises results (L2), so
///   that width may be another one. Here `placeSubviews` recomputes the
///   arrangement from `bounds.width`. The cache only holds measured heights
///   keyed by column width, so a probe can never leak into placement.
/// - Erratum 6: the tutorial's height includes one trailing spacing; its
///   `updateCache` measures with a hard-coded width of 100. Neither here.
public struct MasonryLayout: Layout {
    /// The number of columns (at least 1 is used).
    public var columns: Int
    /// The distance between columns and between views in a column, in points.
    public var spacing: CGFloat

    /// Creates a masonry layout; spacing defaults to one cell (V5).
    public init(columns: Int = 2, spacing: CGFloat = 1) {
        self.columns = columns
        self.spacing = spacing
    }

    /// The cache: subview heights measured at a column width, keyed by that
    /// width. It never holds anything that depends on which proposal came last.
    public struct Cache {
        /// Heights of all subviews, in order, keyed by the column width they
        /// were measured at.
        var heightsByColumnWidth: [CGFloat: [CGFloat]] = [:]
    }

    /// Creates an empty cache (L3).
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Forgets every measurement: the subviews changed (L3).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

    /// The width (proposed, or ideal if unbounded) and the tallest column (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let width = Swift.max(finite(proposal.width) ?? idealWidth(subviews), minimumWidth)
        return CGSize(width: width, height: arrange(subviews, width: width, cache: &cache).height)
    }

    /// Places the views in columns computed from `bounds.width` (L1, erratum 6).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arrangement = arrange(subviews, width: bounds.width, cache: &cache)
        for (index, frame) in arrangement.frames.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                                  anchor: .topLeading, proposal: ProposedViewSize(width: frame.width, height: nil))
        }
    }

    var columnCount: Int { max(1, columns) }

    /// The spacings between the columns: the narrowest the layout can be.
    var minimumWidth: CGFloat { nonNegative(spacing) * CGFloat(columnCount - 1) }

    /// How many column widths the cache remembers at most.
    static let cachedWidthLimit = 8

    /// `columns × widest ideal view + spacings`.
    func idealWidth(_ subviews: Subviews) -> CGFloat {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return widest * CGFloat(columnCount) + nonNegative(spacing) * CGFloat(columnCount - 1)
    }

    /// The frames (relative to the top-leading corner) and total height for `width`.
    func arrange(_ subviews: Subviews, width: CGFloat, cache: inout Cache) -> (frames: [CGRect], height: CGFloat) {
        let gap = nonNegative(spacing)
        let n = columnCount
        let usable = width.isFinite ? width : 0
        let columnWidth = max(0, (usable - gap * CGFloat(n - 1)) / CGFloat(n))
        let heights: [CGFloat]
        if let cached = cache.heightsByColumnWidth[columnWidth], cached.count == subviews.count {
            heights = cached
        } else {
            heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height }
            // Keep a few widths only: a long resize session must not grow the cache without bound.
            if cache.heightsByColumnWidth.count >= Self.cachedWidthLimit { cache.heightsByColumnWidth.removeAll() }
            cache.heightsByColumnWidth[columnWidth] = heights
        }
        var columnHeights = [CGFloat](repeating: 0, count: n)
        var columnCounts = [Int](repeating: 0, count: n)
        var frames: [CGRect] = []
        frames.reserveCapacity(subviews.count)
        for height in heights {
            var shortest = 0
            for c in columnHeights.indices where columnHeights[c] < columnHeights[shortest] { shortest = c }
            let y = columnCounts[shortest] == 0 ? 0 : columnHeights[shortest] + gap
            columnCounts[shortest] += 1
            frames.append(CGRect(x: CGFloat(shortest) * (columnWidth + gap), y: y, width: columnWidth, height: height))
            columnHeights[shortest] = y + height
        }
        return (frames, columnHeights.max() ?? 0)
    }
}
