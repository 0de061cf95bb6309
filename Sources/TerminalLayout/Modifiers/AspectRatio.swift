/// How a view fills the space it is offered when its aspect ratio is fixed.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size with the ratio that fits in the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal.
    case fill
}

nonisolated extension View {
    /// Constrains this view to an aspect ratio (width / height).
    ///
    /// The view is proposed the largest size of that ratio inside the
    /// proposal (`.fit`) or the smallest covering it (`.fill`); an
    /// unspecified dimension follows from the other; with both unspecified,
    /// the view's ideal width. A `nil` ratio uses the view's ideal ratio.
    /// The modifier takes the view's size, and centres it.
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view to the aspect ratio of `aspectRatio`.
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`.
    public consuming func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`.
    public consuming func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// The modifier `aspectRatio` applies.
nonisolated public struct _AspectRatioLayout: ViewModifier, PrimitiveModifier, Equatable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in AspectRatioBehavior(layout: self) }
    }
}

/// Internal: the behaviour of `aspectRatio`.
struct AspectRatioBehavior: UnaryBehavior, Equatable {
    let layout: _AspectRatioLayout
    var kindName: String { "aspectRatio" }

    /// The proposal the child gets when the modifier is proposed `p`.
    func childProposal(_ p: ProposedViewSize, child: Node, engine: LayoutEngine) -> ProposedViewSize {
        var ratio = layout.aspectRatio
        if ratio == nil {
            let ideal = engine.measure(child, .unspecified)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : nil
        }
        guard let r = ratio, r.isFinite, r > 0 else { return p }
        switch (p.width, p.height) {
        case let (w?, h?):
            let wider = w / h > r
            let fitByHeight = layout.contentMode == .fit ? wider : !wider
            return fitByHeight ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let width = engine.measure(child, .unspecified).width
            return ProposedViewSize(width: width, height: width / r)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        engine.measure(child, childProposal(proposal, child: child, engine: engine))
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let p = childProposal(proposal, child: child, engine: engine)
        let c = engine.measure(child, p, countAsLayoutCall: false)
        return (CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), p)
    }
}
