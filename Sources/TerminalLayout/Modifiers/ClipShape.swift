nonisolated extension View {
    /// Clips this view to `shape` in its frame: in a terminal, to the
    /// frame's cells (as `clipped()`) — a cell is in or out, so a rounded
    /// or circular shape clips to its bounding rectangle.
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        clipped()
    }
}

nonisolated extension View {
    /// Shows this view only where `mask` is: in a terminal, within this
    /// view's frame (as `clipped()`) — cells are not partly transparent, so
    /// the mask's own shape and opacity are not followed.
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        clipped()
    }

    /// Shows this view only where `mask` is (see `mask(alignment:_:)`).
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
        clipped()
    }
}
