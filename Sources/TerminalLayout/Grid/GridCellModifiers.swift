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

nonisolated extension View {
    /// Makes this grid cell span `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Overrides the grid's horizontal alignment for every cell of this cell's
    /// column: set on any one cell of the column, it applies to the whole
    /// column (G1); if several cells of a column set one, the topmost wins.
    /// Merged cells do not set it.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Positions this view within its grid cell by `anchor` (a `UnitPoint`
    /// of the cell meets the same point of the view), instead of by the
    /// column's and row's alignment guides (G1). Merged cells and views
    /// outside rows are always positioned by an anchor: this one, else the
    /// anchor of the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Makes this cell take the size the grid gives it on `axes`, instead of
    /// contributing to its column's width or its row's height — a flexible
    /// view so marked (a `Color`, a `Divider`) no longer makes its column or
    /// row flexible.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
