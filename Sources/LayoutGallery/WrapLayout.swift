import TerminalLayout

/// Lays views out in rows with no spacing, wrapping to a new row when the next view does not fit the width.
///
/// ```
/// WrapLayout(), proposed width 10, views 4, 3, 4, 6 cells wide:
/// ┌──────────┐
/// │AAAABBB   │   row 1: 4 + 3 = 7 (adding 4 would make 11 > 10)
/// │CCCCDDDDDD│   row 2: 4 + 6 = 10
/// └──────────┘
/// ```
///
/// The simpler wrap of seed 003: views at their ideal size, packed without
/// spacing, rows as tall as their tallest view, views top-aligned. Given a
/// finite width, the layout takes exactly that width (and the height of its
/// rows); given an unspecified or infinite width, it is one row wide. A view
/// wider than the width sits alone on its row and overflows.
///
/// Differences from the tutorial version (seed 003):
/// - Erratum 13: the tutorial starts `x` at `bounds.minX` but compares
///   `x + width > bounds.width`, which wraps too early whenever the layout
///   is not at the origin of its parent (inside `.padding`, after another
///   view in an `HStack`). Here the comparison uses the offset from the
///   leading edge (`x − bounds.minX`), and positions add `bounds.minX/minY` (L1).
/// - A view that does not fit never starts a row of its own when the current
///   row is empty (the tutorial would emit an empty row before an overly wide
///   first view).
/// - `sizeThatFits` wraps at the same width as `placeSubviews` (the proposed
///   width, which is also the bounds' width), so sizing and placement agree.
public struct WrapLayout: Layout {
    /// Creates a wrap layout.
    public init() {}

    /// The proposed width (or one row's width if unbounded) and the rows' height (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let rows = makeRows(subviews, width: finite(proposal.width) ?? .infinity)
        let height = rows.map(\.height).reduce(0, +)
        let width = finite(proposal.width) ?? rows.map(\.width).max() ?? 0
        return CGSize(width: width, height: height)
    }

    /// Places the rows from the top-leading corner of `bounds`, wrapping at
    /// the bounds' width (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in makeRows(subviews, width: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
                x += subviews[index].sizeThatFits(.unspecified).width
            }
            y += row.height
        }
    }

    /// One row: the subview indices, its width and height.
    struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    /// Greedy rows at `width`, measured from the leading edge (offset 0).
    func makeRows(_ subviews: Subviews, width: CGFloat) -> [Row] {
        var rows: [Row] = []
        var row = Row()
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            // `row.width` is `x − bounds.minX`: the offset from the leading edge.
            if !row.indices.isEmpty && row.width + size.width > width {
                rows.append(row)
                row = Row()
            }
            row.indices.append(index)
            row.width += size.width
            row.height = max(row.height, size.height)
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }
}
