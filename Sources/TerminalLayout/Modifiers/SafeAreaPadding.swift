nonisolated extension View {
    /// Adds `insets` to the safe area of this view: a terminal has no safe
    /// area of its own, so the content is inset by them, as `padding(_:)`
    /// insets it.
    public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` (or the default padding, one cell) on `edges` to the
    /// safe area of this view: the content is inset, as `padding(_:_:)` insets it.
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` on every edge to the safe area of this view: the
    /// content is inset, as `padding(_:)` insets it.
    public consuming func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}
