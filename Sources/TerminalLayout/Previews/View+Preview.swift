nonisolated extension View {
    /// Sets the size of the preview container. A preview setting, not a
    /// layout: the view is laid out and drawn as it is (PRV1).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        self
    }

    /// Sets the device a preview runs on. The view is laid out and drawn
    /// as it is (PRV1).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        self
    }

    /// Sets the preview's name in the canvas. The view is laid out and
    /// drawn as it is (PRV1).
    public func previewDisplayName(_ value: String?) -> some View {
        self
    }

    /// Sets the orientation of a preview. The view is laid out and drawn
    /// as it is (PRV1: a terminal has one orientation).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        self
    }

    /// Sets a context for the preview. The view is laid out and drawn as
    /// it is (PRV1).
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        self
    }
}
