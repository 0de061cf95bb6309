import TerminalLayout

/// Lays views out in as many equal columns as fit at a minimum column width, filling rows left to right.
///
/// ```
/// ResponsiveLayout(minItemWidth: 6, spacing: 1), width 20 → 3 columns of 6:
/// ┌──────┬─┬──────┬─┬──────┐
/// │  0   │ │  1   │ │  2   │   row 1 (as tall as its tallest view)
/// ├──────┘ └──────┘ └──────┤
/// │  3   │ │  4   │            row 2
/// └──────┘ └──────┘
/// width 12 → 1 column; width 13 → 2 columns
/// ```
///
/// Columns: `n = max(1, ⌊(width + spacing) / (minItemWidth + spacing)⌋)`,
/// the largest `n` with `n × minItemWidth + (n − 1) × spacing ≤ width`. Each
/// column is `(width − (n − 1) × spacing) / n` wide (never narrower than
/// `minItemWidth` unless only one column does not fit). Views are proposed
/// the column width and an unspecified height, placed top-leading in their
/// cell; each row is as tall as its tallest view, rows separated by
/// `spacing`. Given a finite width, the layout takes that width; given an
/// unspecified or infinite width, its ideal size puts every view in one row
/// at `minItemWidth`.
///
/// Difference from the tutorial version (seed 000): the tutorial computes
/// `max(1, Int(width / (minItemWidth + spacing)))`, which charges a spacing
/// after the last column too, and so loses a column whenever the width is
/// within one spacing of fitting another: at width 20 with `minItemWidth` 6
/// and spacing 1 it finds 2 columns, although 3 columns (6 + 1 + 6 + 1 + 6 =
/// 20) fit exactly. The formula here counts only the spacings *between*
/// columns. No cache: nothing is carried from sizing to placement (L2).
public struct ResponsiveLayout: Layout {
    /// The narrowest a column may be, in points.
    public var minItemWidth: CGFloat
    /// The distance between columns and between rows, in points.
    public var spacing: CGFloat

    /// Creates a responsive layout; spacing defaults to one cell (V5).
    public init(minItemWidth: CGFloat = 10, spacing: CGFloat = 1) {
        self.minItemWidth = minItemWidth
        self.spacing = spacing
    }

    /// The number of columns that fit `width`:
    /// `max(1, ⌊(width + spacing) / (minItemWidth + spacing)⌋)`. When
    /// `minItemWidth + spacing` is 0 there is no minimum: every view gets a
    /// column of its own (`nil` is returned).
    func columnCount(forWidth width: CGFloat) -> Int? {
        let gap = nonNegative(spacing)
        let unit = nonNegative(minItemWidth) + gap
        guard unit > 0 else { return nil }
        let fitting = ((max(0, width) + gap) / unit).rounded(.down)
        return fitting < 1 ? 1 : Int(min(fitting, 1e9))
    }

    /// The proposed width (or one row at `minItemWidth` if unbounded) and the rows' height (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let grid = arrange(subviews, width: finite(proposal.width))
        return CGSize(width: grid.width, height: grid.height)
    }

    /// Places the views in the cells of the grid for `bounds.width` (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let grid = arrange(subviews, width: finite(proposal.width).map { _ in bounds.width })
        let cellProposal = ProposedViewSize(width: grid.columnWidth, height: nil)
        for index in subviews.indices {
            let column = index % grid.columns
            let row = index / grid.columns
            let x = bounds.minX + CGFloat(column) * (grid.columnWidth + nonNegative(spacing))
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY + grid.rowOrigins[row]), anchor: .topLeading,
                                  proposal: cellProposal)
        }
    }

    /// Columns, column width, row origins and total size; `width == nil` is the ideal (one row).
    func arrange(_ subviews: Subviews, width: CGFloat?)
        -> (columns: Int, columnWidth: CGFloat, rowOrigins: [CGFloat], width: CGFloat, height: CGFloat) {
        let gap = nonNegative(spacing)
        let columns: Int
        let columnWidth: CGFloat
        let totalWidth: CGFloat
        if let width {
            columns = columnCount(forWidth: width) ?? max(1, subviews.count)
            // The column width comes from the number of columns that fit, even
            // when there are fewer views than columns (the row is not stretched).
            columnWidth = max(0, (max(0, width) - gap * CGFloat(columns - 1)) / CGFloat(columns))
            totalWidth = width
        } else {
            columns = max(1, subviews.count)
            columnWidth = nonNegative(minItemWidth)
            totalWidth = columnWidth * CGFloat(columns) + gap * CGFloat(columns - 1)
        }
        let proposal = ProposedViewSize(width: columnWidth, height: nil)
        var rowOrigins: [CGFloat] = []
        var y: CGFloat = 0
        var start = 0
        while start < subviews.count {
            let end = min(start + columns, subviews.count)
            let height = subviews[start..<end].map { $0.sizeThatFits(proposal).height }.max() ?? 0
            rowOrigins.append(y)
            y += height + (end < subviews.count ? gap : 0)
            start = end
        }
        return (columns, columnWidth, rowOrigins, totalWidth, y)
    }
}
