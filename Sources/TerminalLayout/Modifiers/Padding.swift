nonisolated extension View {
    /// Adds the default padding, one cell, on every edge (U11).
    @inlinable
    public consuming func padding() -> some View { padding(.all, nil) }

    /// Adds `length` points of padding on every edge.
    @inlinable
    public consuming func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds padding on `edges`: `length` points, or one cell when `nil` (PD1).
    @inlinable
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(edges, $0.isFinite ? $0 : 0) }))
    }

    /// Adds the given insets as padding (PD1).
    @inlinable
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}

/// The modifier `padding` applies.
nonisolated public struct _PaddingLayout: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline let edges: Edge.Set
    /// The insets, or `nil` for the default (one cell on `edges`).
    @usableFromInline let insets: EdgeInsets?

    /// Padding on `edges`, of `insets` or the default. (Inlinable, as the
    /// `padding` methods are: made in place in the caller's closure.)
    @inlinable
    init(edges: Edge.Set, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in PaddingBehavior(edges: edges, explicitInsets: insets) }
    }
}

/// Internal: the behaviour of padding (PD1): the child is proposed the
/// proposal inset (never below 0; `nil` stays `nil`), the size is the
/// child's plus the insets, the child sits at (leading, top).
///
/// The default length (one cell, U11) is resolved from the engine's
/// environment at layout time, not when the view is resolved, so that
/// changing `ViewGraph.environment` (e.g. to `.points`) changes it too.
struct PaddingBehavior: UnaryBehavior, Equatable {
    /// The padded edges when the length is the default.
    let edges: Edge.Set
    /// The insets, or `nil` for the environment's default on `edges`.
    let explicitInsets: EdgeInsets?
    var kindName: String { "padding" }

    /// Whole insets: the child sits a whole distance in (rule MOVE).
    func placementMobility(engine: LayoutEngine) -> PlacementMobility {
        let i = insets(engine)
        return i.top.isWhole && i.leading.isWhole && i.bottom.isWhole && i.trailing.isWhole ? .movableWhenWhole : .fixed
    }

    /// The insets in effect under `engine`'s environment (PD1).
    func insets(_ engine: LayoutEngine) -> EdgeInsets {
        if let explicitInsets { return explicitInsets }
        let d = engine.environment.defaultPadding
        return EdgeInsets(top: edges.contains(.top) ? d.top : 0, leading: edges.contains(.leading) ? d.leading : 0,
                          bottom: edges.contains(.bottom) ? d.bottom : 0, trailing: edges.contains(.trailing) ? d.trailing : 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        let insets = self.insets(engine)
        let c = engine.measure(child, proposal.inset(by: insets))
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let insets = self.insets(engine)
        return (CGPoint(x: insets.leading, y: insets.top), proposal.inset(by: insets))
    }

    /// Padded edges (non-zero inset) use the default spacing again (V4).
    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing {
        let insets = self.insets(engine)
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return engine.spacing(of: child).resetting(edges)
    }
}
