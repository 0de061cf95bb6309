/// A grid that grows vertically: its `columns` are `GridItem`s, and views
/// fill the columns row by row.
///
/// Columns are resolved in order from the proposed width (LG1, see
/// `GridItem`): with spacing 8 in 200, `[.fixed(70), .adaptive(minimum: 40)]`
/// gives columns 70 | 57 | 57, and `[.flexible(minimum: 140),
/// .adaptive(minimum: 70)]` gives 140 | 52. Sizing and placement use the
/// same columns.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content
    /// Creates a vertical grid.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: columns,
                                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
    /// The grid laid out by its column rules.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }
}

/// A grid that grows horizontally: its `rows` are `GridItem`s, and views
/// fill the rows column by column; rows are resolved from the proposed
/// height as `LazyVGrid`'s columns are from the width (LG1).
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content
    /// Creates a horizontal grid.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: rows,
                                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
    /// The grid laid out by its row rules.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }
}
