/// The padding a scene's content gets from its edges (`scenePadding`).
///
/// A terminal's scene is the screen, and its default padding is one cell, as
/// `padding()`'s is (U11): `.minimum` is that.
public struct ScenePadding: Equatable, Sendable {
    /// The platform's minimum padding for a scene's content: one cell here.
    public static let minimum = ScenePadding()
}

nonisolated extension View {
    /// Pads this view on `edges` as the platform pads a scene's content: the
    /// default padding, one cell (U11), as `padding(edges)`.
    @inlinable
    public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, nil)
    }

    /// Pads this view on `edges` by the given scene padding (one cell for
    /// `.minimum`, U11).
    @inlinable
    public consuming func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, nil)
    }
}
