/// A grid that grows vertically: its `columns` are `GridItem`s, and views
/// fill the columns row by row (see `GridItem` for how columns are sized).
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
/// fill the rows column by column.
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
