extension View {
    /// Positions this view in an invisible frame of a fixed size (F1).
    ///
    /// A dimension that is given is the frame's size in that dimension; the
    /// child is proposed it and keeps its own size (the frame does not
    /// resize it), aligned by `alignment`. A `nil` dimension takes the
    /// child's size. Negative or non-finite dimensions are ignored.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}

/// The modifier `frame(width:height:alignment:)` applies.
public struct _FrameLayout: ViewModifier, PrimitiveModifier, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = validLength(width)
        self.height = validLength(height)
        self.alignment = alignment
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in FrameBehavior(frame: self) }
    }
}

/// Internal: the behaviour of a fixed frame (F1).
struct FrameBehavior: UnaryBehavior, Equatable {
    let frame: _FrameLayout
    var kindName: String { "frame" }

    /// Both dimensions given: the frame is that size whatever it is proposed (F1).
    func constantSize(children: NodeList) -> CGSize? {
        guard let w = frame.width, let h = frame.height else { return nil }
        return CGSize(width: w, height: h)
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        if let w = frame.width, let h = frame.height { return CGSize(width: w, height: h) }
        let c = engine.measure(child, childProposal(proposal))
        return CGSize(width: frame.width ?? c.width, height: frame.height ?? c.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        return (alignedOrigin(size: size, child: engine.dimensions(of: child, p), alignment: frame.alignment), p)
    }

    /// Constrained axes use the default spacing again, except around a Spacer (V4).
    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing {
        frameSpacing(child: child, engine: engine, horizontal: frame.width != nil, vertical: frame.height != nil)
    }
}

/// Internal: a frame's spacing (V4) — the child's, with the constrained
/// axes' edges back to the default, except around a `Spacer`.
func frameSpacing(child: Node, engine: LayoutEngine, horizontal: Bool, vertical: Bool) -> ViewSpacing {
    let childSpacing = engine.spacing(of: child)
    if child.behavior is SpacerBehavior { return childSpacing }
    var edges: Edge.Set = []
    if horizontal { edges.formUnion(.horizontal) }
    if vertical { edges.formUnion(.vertical) }
    return childSpacing.resetting(edges)
}
