import TerminalLayout

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
/// - A column is as wide as its widest single-column cell at its ideal size.
///   A spanning cell wider than its columns (and their spacing) widens those
///   columns by equal shares of the difference. A row is as tall as its
///   tallest cell, measured at the cell's width. Cells with
///   `gridCellUnsizedAxes` do not count on those axes.
/// - Each cell is proposed its cell's size and aligned in it: horizontally by
///   the cell's `gridCellAnchor`, else its column's `gridColumnAlignment`
///   (the topmost cell that sets one wins), else the grid's alignment;
///   vertically by the anchor, else the `GridRow`'s alignment, else the grid's.
///   Baseline alignments are treated as `.top` (cells are not baseline-aligned).
/// - Spacing `nil` uses the views' spacing preferences (V3): between two
///   columns, the distance from the union of the cells ending at the left
///   column to the union of the cells starting at the right one (one cell by
///   default); likewise between rows.
/// - Surplus (U4, a TerminalLayout choice; SwiftUI's rule is unverified): a
///   grid proposed a width larger than its ideal width gives the surplus in
///   equal shares to its *flexible* columns — columns with a single-column
///   cell that grows when offered more width (such as `Color`). A grid with
///   no flexible column stays at its ideal width; a grid never shrinks below
///   its ideal width (it overflows) and never grows vertically. Grids of
///   ideal-size cells are therefore exact.
///
/// How rows are found with public API only: a `GridRow`'s body is a
/// zero-size marker view (`Color.clear.frame(width: 0, height: 0)`) carrying
/// the row's alignment as a layout value, followed by its cells, each tagged
/// with a layout value saying "in a row". The grid sees a flat list of
/// subviews and starts a row at each marker; an untagged view is a full-width
/// row of its own. Markers are placed at zero size at the start of their row.
/// The cache holds this row structure, which depends only on the subviews
/// and their layout values, never on a proposal (L2).
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
        /// Alignments set with `gridColumnAlignment`, by column.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        /// The index of the first row marker, if any (its spacing is the
        /// neutral default spacing).
        var firstMarker: Int?
    }

    /// One row: its marker, its alignment and its cells.
    struct Row {
        var marker: Int?
        var alignment: VerticalAlignment?
        var cells: [Cell] = []
    }

    /// One cell: the subview, its first column and its column span.
    struct Cell {
        var index: Int
        var column: Int
        var span: Int
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
                current!.cells.append(Cell(index: index, column: nextColumn, span: span))
                nextColumn += span
                cache.columnCount = max(cache.columnCount, nextColumn)
            } else {
                close()
                fullWidth.append(cache.rows.count)
                cache.rows.append(Row(marker: nil, alignment: nil, cells: [Cell(index: index, column: 0, span: 0)]))
            }
        }
        close()
        if cache.columnCount == 0 && !fullWidth.isEmpty { cache.columnCount = 1 }
        for r in fullWidth { cache.rows[r].cells[0].span = cache.columnCount }
        for row in cache.rows {
            for cell in row.cells where cell.span == 1 && cache.columnAlignments[cell.column] == nil {
                if let guide = subviews[cell.index][GridColumnAlignmentKey.self] { cache.columnAlignments[cell.column] = guide }
            }
        }
        return cache
    }

    /// Finds the rows again: the subviews or their layout values changed (L3).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The grid's size: ideal, or wider when flexible columns take a surplus (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return geometry(subviews, cache: cache, width: finite(proposal.width)).size
    }

    /// Places every cell in its cell, markers at zero size (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let g = geometry(subviews, cache: cache, width: finite(proposal.width))
        for (r, row) in cache.rows.enumerated() {
            let y = bounds.minY + g.rowY[r]
            if let marker = row.marker {
                subviews[marker].place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .zero)
            }
            for cell in row.cells {
                let width = g.width(of: cell)
                let height = g.rowHeights[r]
                let proposal = ProposedViewSize(width: width, height: height)
                let size = subviews[cell.index].sizeThatFits(proposal)
                let anchor = subviews[cell.index][GridCellAnchorKey.self]
                let fx = anchor?.x ?? (cache.columnAlignments[cell.column].map { cell.span == 1 ? $0 : alignment.horizontal }
                    ?? alignment.horizontal).fraction
                let fy = anchor?.y ?? (row.alignment ?? alignment.vertical).fraction
                let x = bounds.minX + g.columnX[cell.column] + (width - size.width) * fx
                subviews[cell.index].place(at: CGPoint(x: x, y: y + (height - size.height) * fy), anchor: .topLeading,
                                           proposal: proposal)
            }
        }
    }

    /// Column and row positions and sizes for a proposed width.
    struct Geometry {
        var columnWidths: [CGFloat]
        var columnGaps: [CGFloat]
        var columnX: [CGFloat]
        var rowHeights: [CGFloat]
        var rowY: [CGFloat]
        var size: CGSize

        func width(of cell: Cell) -> CGFloat {
            let end = min(cell.column + cell.span, columnWidths.count)
            guard cell.column < end else { return 0 }
            return columnWidths[cell.column..<end].reduce(0, +) + columnGaps[cell.column..<(end - 1)].reduce(0, +)
        }
    }

    func geometry(_ subviews: Subviews, cache: Cache, width proposedWidth: CGFloat?) -> Geometry {
        let n = cache.columnCount
        let neutral = cache.firstMarker.map { subviews[$0].spacing } ?? ViewSpacing()
        // Column gaps (V3, or the fixed spacing).
        var columnGaps = [CGFloat](repeating: 0, count: max(0, n - 1))
        for c in columnGaps.indices {
            if let fixed = horizontalSpacing {
                columnGaps[c] = nonNegative(fixed)
                continue
            }
            var left = neutral, right = neutral
            for row in cache.rows {
                for cell in row.cells where cell.span > 0 {
                    if cell.column + cell.span - 1 == c { left.formUnion(subviews[cell.index].spacing) }
                    if cell.column == c + 1 { right.formUnion(subviews[cell.index].spacing) }
                }
            }
            columnGaps[c] = nonNegative(left.distance(to: right, along: .horizontal))
        }
        // Ideal column widths; spanning cells widen their columns.
        var columnWidths = [CGFloat](repeating: 0, count: n)
        var spanning: [Cell] = []
        var flexible = [Bool](repeating: false, count: n)
        for row in cache.rows {
            for cell in row.cells {
                if cell.span != 1 { spanning.append(cell); continue }
                let subview = subviews[cell.index]
                guard !subview[GridCellUnsizedAxesKey.self].contains(.horizontal) else { continue }
                let ideal = subview.sizeThatFits(.unspecified).width
                columnWidths[cell.column] = max(columnWidths[cell.column], ideal)
                if !flexible[cell.column] && subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > ideal {
                    flexible[cell.column] = true
                }
            }
        }
        var geometry = Geometry(columnWidths: columnWidths, columnGaps: columnGaps, columnX: [], rowHeights: [],
                                rowY: [], size: .zero)
        for cell in spanning where cell.span > 0 {
            let subview = subviews[cell.index]
            guard !subview[GridCellUnsizedAxesKey.self].contains(.horizontal) else { continue }
            let missing = subview.sizeThatFits(.unspecified).width - geometry.width(of: cell)
            guard missing > 0 else { continue }
            for c in cell.column..<min(cell.column + cell.span, n) { geometry.columnWidths[c] += missing / CGFloat(cell.span) }
        }
        let idealWidth = geometry.columnWidths.reduce(0, +) + columnGaps.reduce(0, +)
        let flexibleCount = flexible.filter { $0 }.count
        if let proposedWidth, proposedWidth > idealWidth, flexibleCount > 0 {
            let share = (proposedWidth - idealWidth) / CGFloat(flexibleCount)
            for c in 0..<n where flexible[c] { geometry.columnWidths[c] += share }
        }
        var x: CGFloat = 0
        for c in 0..<n {
            geometry.columnX.append(x)
            x += geometry.columnWidths[c] + (c < n - 1 ? columnGaps[c] : 0)
        }
        // Row heights at the cells' widths, and row gaps between non-empty rows.
        var y: CGFloat = 0
        var previous: Int?
        for (r, row) in cache.rows.enumerated() {
            var height: CGFloat = 0
            for cell in row.cells {
                let subview = subviews[cell.index]
                guard !subview[GridCellUnsizedAxesKey.self].contains(.vertical) else { continue }
                let proposal = ProposedViewSize(width: geometry.width(of: cell), height: nil)
                height = max(height, subview.sizeThatFits(proposal).height)
            }
            if !row.cells.isEmpty, let p = previous {
                y += rowGap(after: cache.rows[p], before: row, subviews, neutral: neutral)
            }
            geometry.rowY.append(y)
            geometry.rowHeights.append(height)
            y += height
            if !row.cells.isEmpty { previous = r }
        }
        geometry.size = CGSize(width: x, height: y)
        return geometry
    }

    /// The distance between two rows (fixed, or from the cells' preferences).
    func rowGap(after upper: Row, before lower: Row, _ subviews: Subviews, neutral: ViewSpacing) -> CGFloat {
        if let fixed = verticalSpacing { return nonNegative(fixed) }
        var top = neutral, bottom = neutral
        for cell in upper.cells { top.formUnion(subviews[cell.index].spacing) }
        for cell in lower.cells { bottom.formUnion(subviews[cell.index].spacing) }
        return nonNegative(top.distance(to: bottom, along: .vertical))
    }
}

/// A container view that arranges its `GridRow`s and other views in a two-dimensional grid (G1), laid out by `GridLayout`.
///
/// ```
/// Grid(horizontalSpacing: 2) {
///     GridRow { Text("Name"); Text("Size") }
///     Divider()                       // spans all columns
///     GridRow { Text("a.txt"); Text("12") }
/// }
/// ```
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// Creates a grid; spacings `nil` use the views' spacing preferences.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// The content laid out by a `GridLayout`.
    public var body: some View {
        layout { content }
    }
}

/// A horizontal row of cells in a `Grid`; each view of its content is one cell.
///
/// Its body is a zero-size marker that starts the row (carrying the row's
/// alignment) followed by the content, each view tagged as a cell of the row
/// (see `GridLayout`).
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The row marker followed by the tagged cells.
    public var body: some View {
        Color.clear.frame(width: 0, height: 0)
            .layoutValue(key: GridRowMarkerKey.self, value: GridRowMarker(alignment: alignment))
        content.layoutValue(key: GridRowMemberKey.self, value: true)
    }
}

/// What a row marker carries.
struct GridRowMarker: Equatable {
    var alignment: VerticalAlignment?
}

/// Marks the zero-size view that starts a `GridRow`.
struct GridRowMarkerKey: LayoutValueKey {
    static let defaultValue: GridRowMarker? = nil
}

/// Marks a view as a cell of the current `GridRow`.
struct GridRowMemberKey: LayoutValueKey {
    static let defaultValue = false
}

/// The number of columns a cell spans.
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// The alignment a cell sets for its column.
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// The anchor a cell sets for itself.
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// The axes on which a cell does not contribute to its column and row size.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Makes this grid cell span `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Sets the horizontal alignment of this cell's column; the topmost cell
    /// of a column that sets one wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Positions this view within its grid cell by `anchor`, overriding the
    /// column, row and grid alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Makes this cell take the size the grid gives it on `axes`, instead of
    /// contributing to its column's width or its row's height.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
