nonisolated extension View {
    /// Fixes this view at its ideal size in both dimensions (M1).
    @inlinable
    public consuming func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes this view at its ideal size in the chosen dimensions: it is
    /// proposed `nil` there (M1). Its layout priority passes through (S5).
    @inlinable
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

/// The modifier `fixedSize` applies.
nonisolated public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline let horizontal: Bool
    @usableFromInline let vertical: Bool

    @inlinable
    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in FixedSizeBehavior(horizontal: horizontal, vertical: vertical) }
    }
}

/// Internal: the behaviour of `fixedSize` (M1).
struct FixedSizeBehavior: UnaryBehavior, Equatable {
    let horizontal: Bool
    let vertical: Bool
    var kindName: String { "fixedSize" }
    var passesPriorityThrough: Bool { true }
    /// The child is centred in the frame: whole when the sizes are (rule MOVE).
    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .movableWhenWhole }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        engine.measure(child, childProposal(proposal))
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        let c = engine.measure(child, p, countAsLayoutCall: false)
        return (CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), p)
    }
}
