/// A view that shows the first of its children that fits.
///
/// A child fits when its ideal size along each of the constrained `axes`
/// (it is proposed `nil` there, the proposal elsewhere) is no larger than
/// the proposal; an unspecified proposal always fits. If none fits, the
/// last child is shown. Only the chosen child is placed and drawn; it is
/// proposed the view's proposal.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// `ViewThatFits` has no body.
    public var body: Never { preconditionFailure("ViewThatFits is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let node = context.node(context.path.appending(.type(ObjectIdentifier(Self.self))),
                                        behavior: ViewThatFitsBehavior(axes: axes))
        var inner = context
        inner.environment.stackOrientation = nil
        _ = context.builder.resolveChildren(content, of: node, inner)
        elements.append(node)
    }
}

/// Internal: the behaviour of `ViewThatFits`.
struct ViewThatFitsBehavior: NodeBehavior, Equatable {
    let axes: Axis.Set
    var kindName: String { "ViewThatFits" }

    /// The child shown for `proposal`.
    func chosen(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> Node? {
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for child in node.children {
            let ideal = engine.measure(child, probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return node.children.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        chosen(proposal, node: node, engine: engine).map { engine.measure($0, proposal) } ?? .zero
    }

    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> [ChildPlacement] {
        guard let child = chosen(proposal, node: node, engine: engine) else { return [] }
        engine.stats.placeSubviewsCalls += 1
        return [ChildPlacement(child: child, origin: bounds.origin, proposal: proposal)]
    }

    var guideSource: ExplicitGuideSource { .children }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        chosen(proposal, node: node, engine: engine).flatMap { engine.explicitValue(of: $0, key, proposal: proposal) }
    }

    func spacing(node: Node, engine: LayoutEngine) -> ViewSpacing {
        node.children.first.map { engine.spacing(of: $0) } ?? engine.defaultSpacing
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .container(kindName)
    }
}
