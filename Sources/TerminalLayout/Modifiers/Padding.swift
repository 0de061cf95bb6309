extension View {
    /// Adds the default padding, one cell, on every edge (U11).
    public func padding() -> some View { padding(.all, nil) }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds padding on `edges`: `length` points, or one cell when `nil` (P1).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(edges, $0.isFinite ? $0 : 0) }))
    }

    /// Adds the given insets as padding (P1).
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}

/// The modifier `padding` applies.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier, Equatable {
    let edges: Edge.Set
    /// The insets, or `nil` for the default (one cell on `edges`).
    let insets: EdgeInsets?

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { context in
            let resolved = insets ?? {
                let d = context.builder.engine.environment.defaultPadding
                return EdgeInsets(top: edges.contains(.top) ? d.top : 0, leading: edges.contains(.leading) ? d.leading : 0,
                                  bottom: edges.contains(.bottom) ? d.bottom : 0, trailing: edges.contains(.trailing) ? d.trailing : 0)
            }()
            return PaddingBehavior(insets: resolved)
        }
    }
}

/// Internal: the behaviour of padding (P1): the child is proposed the
/// proposal inset (never below 0; `nil` stays `nil`), the size is the
/// child's plus the insets, the child sits at (leading, top).
struct PaddingBehavior: UnaryBehavior, Equatable {
    let insets: EdgeInsets
    var kindName: String { "padding" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        let c = engine.measure(child, proposal.inset(by: insets))
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: insets.leading, y: insets.top), proposal.inset(by: insets))
    }

    /// Padded edges (non-zero inset) use the default spacing again (V4).
    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return engine.spacing(of: child).resetting(edges)
    }
}
