nonisolated extension View {
    /// Puts this view's centre at (x, y) in its parent's space (M3).
    ///
    /// The modifier takes the proposed size (where a dimension is
    /// unspecified, the view's size for the proposal), proposes that size
    /// to the view, and centres it on the point. It does not propose
    /// infinity.
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PositionLayout(position: CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)))
    }

    /// Puts this view's centre at `position` (M3).
    public consuming func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}

/// The modifier `position` applies.
nonisolated public struct _PositionLayout: ViewModifier, PrimitiveModifier, Equatable {
    let position: CGPoint

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in PositionBehavior(position: position) }
    }
}

/// Internal: the behaviour of `position` (M3).
struct PositionBehavior: UnaryBehavior, Equatable {
    let position: CGPoint
    var kindName: String { "position" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let c = engine.measure(child, proposal)
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let p = ProposedViewSize(size)
        let c = engine.measure(child, p)
        return (CGPoint(x: position.x - c.width / 2, y: position.y - c.height / 2), p)
    }
}
