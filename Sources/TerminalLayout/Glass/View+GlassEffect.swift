nonisolated extension View {
    /// Draws Liquid Glass (iOS 26) behind the view, in `shape` (a capsule unless given): here its
    /// shape filled in the material colour, or in the glass's tint, as
    /// `background(_:in:)` would (GLS1); `.identity` draws nothing. The layout is the view's.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background(GlassFillStyle(glass: glass), in: shape)
    }

    /// Names the view's glass shape for morphing between containers' states: kept, not drawn (GLS1).
    public consuming func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins the view's glass shape with the others of the same id into one: accepted (GLS1).
    public consuming func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        self
    }

    /// How the view's glass enters and leaves: accepted (GLS1).
    public consuming func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}
