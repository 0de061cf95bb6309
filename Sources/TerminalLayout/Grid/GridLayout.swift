/// A two-dimensional layout of rows and shared columns, SwiftUI's `Grid` as a `Layout`: write `Grid { GridRow { … } }`.
///
/// ```
/// Grid { GridRow { Text("a"); Text("bbb") }; Text("spans all"); GridRow { Text("cc"); Text("d") } }
///  a   bbb      ideal columns 2 and 3 wide, 1 apart (6); the view outside a
///               GridRow spans both and is 9 wide, so each column grows by
/// spans all     (9 − 6) / 2 = 1.5 → 3.5 and 4.5; cells are centred (the
///               grid's default alignment), rows 1 apart: size 9 × 5
///  cc   d
/// ```
///
/// Rules (G1):
/// - Rows are the `GridRow`s and the views outside any row, top to bottom.
///   The column count is the largest number of columns a `GridRow` uses;
///   short rows leave empty cells; a view outside a `GridRow` spans all
///   columns; `gridCellColumns(n)` makes a cell span `n` columns.
/// - Ideal sizes: a column is as wide as its single-column cells at their
///   ideal sizes, aligned on the column's guide (so as wide as the widest
///   cell unless a cell moves its guide); a spanning cell wider than its
///   columns (and their spacing) widens them by equal shares of the
///   difference. A row is as tall as its cells, measured at their cells'
///   widths and aligned on the row's guide. Cells with `gridCellUnsizedAxes`
///   count on neither on those axes.
/// - Flexible columns: a column is flexible when one of its single-column
///   cells grows when offered more width (a `Color`, a `Divider`, a
///   `.frame(maxWidth: .infinity)`). Offered a width, the other columns
///   keep their ideal widths and the flexible columns share what is left
///   (after the spacing) **equally**, each kept between its cells' minimum
///   and maximum widths (a column held at a bound drops out and the others
///   share again). A flexible view that spans columns — a `Color` or
///   `Divider` outside any `GridRow`, or a flexible `gridCellColumns(n)`
///   cell — makes its columns flexible when none of them is, with their
///   ideal widths as minimum: the grid then widens to the offered width,
///   the spanned columns sharing it equally (U4: how SwiftUI splits that
///   width is unverified; this is TerminalLayout's choice).
/// - Flexible rows, likewise: a row is flexible when one of its cells grows
///   when offered more height; offered a height, the other rows keep their
///   ideal heights and the flexible rows share the rest equally. Unoffered
///   (`nil`), columns and rows take their ideal sizes; offered `.infinity`,
///   flexible ones take their maximum.
/// - Guides widen tracks (G1a): after the columns and rows have shared out
///   the proposal, each column is as wide as the extent of its
///   guide-aligned cells once aligned on its guide, if that is more than its
///   share — as a VStack is as wide as its aligned children (S4) — and each
///   row likewise. So a cell moved by an explicit guide
///   (`.alignmentGuide(.leading) { _ in 3 }`) widens its column by the
///   offset instead of sitting outside the grid; a flexible column then
///   makes the grid wider than offered, as a stack would be. Unoffered, a
///   column offers its cells the widest cell's ideal width (not the widened
///   one, which would stretch a flexible cell and then move it as well).
/// - Placement: each cell is proposed its cell's size (its columns' shares
///   and spacing, its row's share). A single-column cell is aligned by
///   alignment guides: horizontally on its column's guide — the
///   `gridColumnAlignment` set on any one cell of the column (the topmost
///   wins), else the grid's — so that the guides of all cells in a column
///   line up; vertically on its row's guide — the `GridRow`'s alignment,
///   else the grid's — so that the guides of a row line up (baselines
///   included). Where the aligned cells take less than the column (row),
///   the group sits in it at the guide's position (leading 0, centre ½,
///   trailing 1; baselines and custom guides at the start). A merged cell
///   (`gridCellColumns(n)`, n > 1), a view outside any row, and a cell with
///   `gridCellAnchor` are not aligned by guides but positioned by a
///   `UnitPoint` anchor in their cell: their `gridCellAnchor`, else the
///   anchor of the grid's alignment.
/// - Spacing `nil` uses the views' spacing preferences (V3): between two
///   columns, the distance from the union of the cells ending at the left
///   column to the union of the cells starting at the right one (one cell by
///   default); likewise between rows.
///
/// How rows are found with public API only: a `GridRow`'s body is a
/// zero-size marker view (`Color.clear.frame(width: 0, height: 0)`) carrying
/// the row's alignment as a layout value, followed by its cells, each tagged
/// with a layout value saying "in a row". The grid sees a flat list of
/// subviews and starts a row at each marker; an untagged view is a full-width
/// row of its own. Markers are placed at zero size at the start of their row.
/// The cache holds this row structure, which depends only on the subviews
/// and their layout values, never on a proposal (L2): sizing and placement
/// both compute the columns and rows from the proposal (`geometry`).
public struct GridLayout: Layout {
    /// The default alignment of cells within their cells.
    public var alignment: Alignment
    /// The distance between columns; `nil` uses the views' preferences.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; `nil` uses the views' preferences.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The row structure found among the flat subviews.
    public struct Cache {
        /// The rows, top to bottom.
        var rows: [Row] = []
        /// The number of columns.
        var columnCount = 0
        /// Alignments set with `gridColumnAlignment`, by column (`nil`: the
        /// grid's): an array, read for every cell in every pass.
        var columnAlignments: [HorizontalAlignment?] = []
        /// The index of the first row marker, if any (its spacing is the
        /// neutral default spacing).
        var firstMarker: Int?
        /// What does not depend on the proposal — the gaps and the column
        /// tracks (from the cells' ideal, minimum and maximum widths) —
        /// worked out on first use and kept until the subviews change.
        var columns: (gaps: [CGFloat], tracks: [GridTrack], rowGaps: [CGFloat])?
        /// The geometry for the last two proposals, so that `placeSubviews`
        /// reuses what `sizeThatFits` found for the same proposal (L2: a
        /// cache keyed by proposal).
        var geometries: [(proposal: ProposedViewSize, geometry: Geometry)] = []
    }

    /// One row: its marker, its alignment and its cells.
    struct Row {
        var marker: Int?
        var alignment: VerticalAlignment?
        var cells: [Cell] = []
    }

    /// One cell: the subview, its first column, its column span, whether
    /// it is a view outside any `GridRow`, and the layout values sizing and
    /// placing read (read once here: the cache is made again when they
    /// change, L3).
    struct Cell {
        var index: Int
        var column: Int
        var span: Int
        var outside = false
        /// Its `gridCellAnchor`, if set.
        var anchor: UnitPoint? = nil
        /// Its `gridCellUnsizedAxes`.
        var unsizedAxes: Axis.Set = []

        init(index: Int, column: Int, span: Int, outside: Bool = false, subview: LayoutSubview) {
            self.index = index
            self.column = column
            self.span = span
            self.outside = outside
            anchor = subview[GridCellAnchorKey.self]
            unsizedAxes = subview[GridCellUnsizedAxesKey.self]
        }
    }

    /// Finds the rows among the subviews (L3).
    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        var current: Row?
        var fullWidth: [Int] = []  // row indices of views outside a GridRow
        var nextColumn = 0
        func close() {
            if let row = current { cache.rows.append(row) }
            current = nil
        }
        for index in subviews.indices {
            let subview = subviews[index]
            if let marker = subview[GridRowMarkerKey.self] {
                close()
                current = Row(marker: index, alignment: marker.alignment)
                nextColumn = 0
                if cache.firstMarker == nil { cache.firstMarker = index }
            } else if subview[GridRowMemberKey.self], current != nil {
                let span = max(1, subview[GridCellColumnsKey.self])
                current!.cells.append(Cell(index: index, column: nextColumn, span: span, subview: subview))
                nextColumn += span
                cache.columnCount = max(cache.columnCount, nextColumn)
            } else {
                close()
                fullWidth.append(cache.rows.count)
                cache.rows.append(Row(marker: nil, alignment: nil,
                                      cells: [Cell(index: index, column: 0, span: 0, outside: true, subview: subview)]))
            }
        }
        close()
        if cache.columnCount == 0 && !fullWidth.isEmpty { cache.columnCount = 1 }
        for r in fullWidth { cache.rows[r].cells[0].span = cache.columnCount }
        cache.columnAlignments = Array(repeating: nil, count: cache.columnCount)
        for row in cache.rows {
            for cell in row.cells where !cell.merged && cell.column < cache.columnCount
                && cache.columnAlignments[cell.column] == nil {
                if let guide = subviews[cell.index][GridColumnAlignmentKey.self] { cache.columnAlignments[cell.column] = guide }
            }
        }
        return cache
    }

    /// Finds the rows again: the subviews or their layout values changed (L3).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The grid's size: the columns' widths and the rows' heights for this
    /// proposal, with the spacing between them (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return geometry(subviews, cache: &cache, proposal: proposal).size
    }

    /// Places every cell in its cell — single-column cells by alignment
    /// guides, merged cells, views outside rows and anchored cells by a
    /// `UnitPoint` — and the row markers at zero size (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let g = geometry(subviews, cache: &cache, proposal: proposal)
        // The geometry holds the dimensions of every guide-aligned cell at its proposal, and
        // per column and row the range its cells' guides span (G1, G1a).
        for (r, row) in cache.rows.enumerated() {
            let y = bounds.minY + g.rowY[r]
            let height = g.rowHeights[r]
            if let marker = row.marker {
                subviews[marker].place(at: CGPoint(x: bounds.minX + (g.columnX.first ?? 0), y: y), anchor: .topLeading,
                                       proposal: .zero)
            }
            let rowGuide = row.alignment ?? alignment.vertical
            for cell in row.cells {
                let proposal = g.proposal(for: cell, row: r)
                let x = bounds.minX + g.columnX[cell.column]
                if let d = g.dimensions[cell.index], let rowRange = g.rowRanges[r].range,
                   let columnRange = g.columnRanges[cell.column].range {
                    let guide = columnGuide(cell.column, cache)
                    let dx = lineOffset(in: g.columnWidths[cell.column], range: columnRange, fraction: guide.gridFraction) - d[guide]
                    let dy = lineOffset(in: height, range: rowRange, fraction: rowGuide.gridFraction) - d[rowGuide]
                    subviews[cell.index].place(at: CGPoint(x: x + dx, y: y + dy), anchor: .topLeading, proposal: proposal)
                } else {
                    let anchor = cell.anchor
                        ?? UnitPoint(x: alignment.horizontal.gridFraction, y: alignment.vertical.gridFraction)
                    let width = g.width(of: cell)
                    subviews[cell.index].place(at: CGPoint(x: x + width * anchor.x, y: y + height * anchor.y),
                                               anchor: anchor, proposal: proposal)
                }
            }
        }
    }

    /// The horizontal guide of a column: its `gridColumnAlignment`, else the grid's.
    func columnGuide(_ column: Int, _ cache: Cache) -> HorizontalAlignment {
        column < cache.columnAlignments.count ? cache.columnAlignments[column] ?? alignment.horizontal
            : alignment.horizontal
    }

    /// Whether a cell is positioned by a `UnitPoint` anchor rather than by
    /// alignment guides: merged cells, views outside rows, `gridCellAnchor`.
    func anchored(_ cell: Cell) -> Bool {
        cell.merged || cell.anchor != nil
    }

    /// Where the alignment line lies in a column (row) of `length`, for
    /// guide-aligned cells whose guides span `range` (offsets from the line):
    /// the group of cells sits at `fraction` of the space it leaves.
    func lineOffset(in length: CGFloat, range: (lower: CGFloat, upper: CGFloat), fraction: CGFloat) -> CGFloat {
        let spare = length - (range.upper - range.lower)
        return (spare.isFinite ? spare : 0) * fraction - range.lower
    }
}

extension GridLayout.Cell {
    /// A merged cell or a view outside any row: positioned by an anchor (G1).
    var merged: Bool { span != 1 || outside }
}

/// The offsets from an alignment line that a group of cells spans, or none
/// yet: a plain pair of numbers (no optional range to copy and compare).
struct GuideExtent {
    /// The least offset (∞ while empty).
    private var lower = CGFloat.infinity
    /// The greatest offset (−∞ while empty).
    private var upper = -CGFloat.infinity
    /// Whether no cell was added.
    private var isEmpty = true

    /// The range, or `nil` when empty.
    var range: (lower: CGFloat, upper: CGFloat)? { isEmpty ? nil : (lower, upper) }

    /// Widens the extent to hold `a...b` (in either order).
    mutating func formUnion(_ a: CGFloat, _ b: CGFloat) {
        lower = Swift.min(lower, Swift.min(a, b))
        upper = Swift.max(upper, Swift.max(a, b))
        isEmpty = false
    }
}
