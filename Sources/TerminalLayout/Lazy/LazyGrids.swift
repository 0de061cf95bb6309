/// A grid that grows vertically: its `columns` are `GridItem`s, and views
/// fill the columns row by row.
///
/// Columns are resolved in order from the proposed width (LG1, see
/// `GridItem`): with spacing 8 in 200, `[.fixed(70), .adaptive(minimum: 40)]`
/// gives columns 70 | 57 | 57, and `[.flexible(minimum: 140),
/// .adaptive(minimum: 70)]` gives 140 | 52. Sizing and placement use the
/// same columns.
///
/// Inside a `ScrollView` that scrolls vertically, a `ForEach` in its
/// content is not expanded: the grid makes, measures and places only the
/// lines of views the scroll view shows (plus half a screen either side),
/// as `LazyVStack` does rows, and estimates the others (LZ1). Its frames
/// are the eager grid's. Each element of a `ForEach` is one cell.
///
/// A `Section`'s header and footer each span the grid on a line of their
/// own (proposed the grid's width, aligned by `alignment`), and its views
/// start a new line; inside a scroll view, `pinnedViews: [.sectionHeaders,
/// .sectionFooters]` keeps the header of the section shown at the top and
/// its footer at the bottom, as `LazyVStack` does (LZ2).
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// Creates a vertical grid.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: columns,
                                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// `LazyVGrid` has no body.
    public var body: Never { preconditionFailure("LazyVGrid is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        resolveLazyContainer(axis: .vertical, eager: layout, arrangement: .grid(layout, pinned: pinnedViews), spacing: layout.spacing,
                             content: content, type: Self.self, context, into: &elements)
    }
}

/// A grid that grows horizontally: its `rows` are `GridItem`s, and views
/// fill the rows column by column; rows are resolved from the proposed
/// height as `LazyVGrid`'s columns are from the width (LG1). Inside a
/// `ScrollView` that scrolls horizontally it makes only the columns of
/// views the scroll view shows, as `LazyVGrid` does lines (LZ1). A
/// section's header and footer are columns of their own, the grid's
/// height tall, and pin to the leading and trailing edges (LZ2).
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// Creates a horizontal grid.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: rows,
                                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// `LazyHGrid` has no body.
    public var body: Never { preconditionFailure("LazyHGrid is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        resolveLazyContainer(axis: .horizontal, eager: layout, arrangement: .grid(layout, pinned: pinnedViews), spacing: layout.spacing,
                             content: content, type: Self.self, context, into: &elements)
    }
}
