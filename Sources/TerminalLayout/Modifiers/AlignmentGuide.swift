nonisolated extension View {
    /// Sets this view's explicit value for a horizontal guide (A1); the
    /// closure receives the view's dimensions. Size, spacing and priority
    /// are unchanged.
    public consuming func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets this view's explicit value for a vertical guide (A1); the
    /// closure receives the view's dimensions. Size, spacing and priority
    /// are unchanged.
    public consuming func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}

/// The modifier `alignmentGuide` applies.
nonisolated public struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in AlignmentGuideBehavior(key: key, computeValue: computeValue) }
    }
}

/// Internal: the behaviour of `alignmentGuide` (A1). A closure cannot be
/// compared, so the node counts as changed on every update.
struct AlignmentGuideBehavior: UnaryBehavior {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    var kindName: String { "alignmentGuide" }
    var passesPriorityThrough: Bool { true }

    func isSame(as other: any NodeBehavior) -> Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        engine.measure(child, proposal)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    var guideSource: ExplicitGuideSource { .always }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        if key == self.key { return computeValue(engine.dimensions(of: child, proposal, countAsLayoutCall: false)) }
        return engine.explicitValue(of: child, key, proposal: proposal)
    }
}
