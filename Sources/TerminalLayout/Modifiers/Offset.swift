nonisolated extension View {
    /// Draws this view shifted by (x, y) without changing its layout (M2):
    /// its size, its parent's layout and its alignment guides are those of
    /// the unshifted view.
    @inlinable
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)))
    }

    /// Draws this view shifted by `offset` without changing its layout (M2).
    @inlinable
    public consuming func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}

/// The modifier `offset` applies.
nonisolated public struct _OffsetEffect: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline let offset: CGSize

    @inlinable
    init(offset: CGSize) {
        self.offset = offset
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in OffsetBehavior(offset: offset) }
    }
}

/// Internal: the behaviour of `offset` (M2).
struct OffsetBehavior: UnaryBehavior, Equatable {
    let offset: CGSize
    var kindName: String { "offset" }
    var passesPriorityThrough: Bool { true }
    /// A whole offset moves the child a whole distance (rule MOVE).
    func placementMobility(engine: LayoutEngine) -> PlacementMobility {
        offset.width.isWhole && offset.height.isWhole ? .movableWhenWhole : .fixed
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        engine.measure(child, proposal)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: offset.width, y: offset.height), proposal)
    }

    /// The guides are the child's: an offset is drawn, not laid out.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        node.children.first.flatMap { engine.explicitValue(of: $0, key, proposal: proposal) }
    }
}
