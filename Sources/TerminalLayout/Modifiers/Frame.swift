nonisolated extension View {
    /// Positions this view in an invisible frame of a fixed size (F1).
    ///
    /// A dimension that is given is the frame's size in that dimension; the
    /// child is proposed it and keeps its own size (the frame does not
    /// resize it), aligned by `alignment`. A `nil` dimension takes the
    /// child's size. Negative or non-finite dimensions are ignored.
    @inlinable
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}

/// The modifier `frame(width:height:alignment:)` applies.
nonisolated public struct _FrameLayout: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline let width: CGFloat?
    @usableFromInline let height: CGFloat?
    @usableFromInline let alignment: Alignment

    // Inlinable: made in place in the caller's closure (`Color.gray.frame(…)`
    // in a `ForEach`), where a call returned it through a temporary whose
    // copy stalled on store forwarding (the optionals' tag bytes).
    @inlinable
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
        if let compact = FrameBehavior(self) {
            wrapEach(content, context, into: &elements) { _ in compact }
        } else {
            wrapEach(content, context, into: &elements) { _ in CustomAlignedFrameBehavior(frame: self) }
        }
    }
}

/// Internal: what a fixed frame does (F1), for its two stored forms.
protocol FixedFrame: UnaryBehavior {
    var width: CGFloat? { get }
    var height: CGFloat? { get }
    var alignment: Alignment { get }
    /// Where the alignment's guides sit in a frame (`AlignmentKey.framePosition`).
    var framePositions: (horizontal: FramePosition?, vertical: FramePosition?) { get }
}

extension FixedFrame {
    var framePositions: (horizontal: FramePosition?, vertical: FramePosition?) {
        (alignment.horizontal.key.framePosition, alignment.vertical.key.framePosition)
    }
    var kindName: String { "frame" }

    /// Both dimensions given: the frame is that size whatever it is proposed (F1).
    func constantSize(children: NodeList) -> CGSize? {
        guard let w = width, let h = height else { return nil }
        return CGSize(width: w, height: h)
    }

    /// A fixed dimension is the frame's whatever is proposed, and its child
    /// is proposed the fixed length there too (F1).
    func proposalIndependentAxes(children: NodeList) -> Axis.Set {
        var axes: Axis.Set = []
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        return axes
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        if let w = width, let h = height { return CGSize(width: w, height: h) }
        let c = engine.measure(child, childProposal(proposal))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let placed = measuredChildPlacement(size: size, proposal: proposal, child: child, engine: engine)
        return (placed.origin, placed.proposal)
    }

    @inline(__always)
    func measuredChildPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize, childSize: CGSize?) {
        let p = childProposal(proposal)
        let aligned = engine.alignedOriginAndSize(of: child, proposal: p, in: size, positions: framePositions, alignment: alignment)
        return (aligned.origin, p, aligned.childSize)
    }

    /// Constrained axes use the default spacing again, except around a Spacer (V4).
    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing {
        frameSpacing(child: child, engine: engine, horizontal: width != nil, vertical: height != nil)
    }
}

/// Internal: a fixed frame aligned by built-in guides — 18 bytes, so a
/// node's behaviour existential holds it in place (a larger value gets a
/// heap box of its own, one allocation per frame). Dimensions are stored
/// with NaN for "none" (valid lengths are never NaN), the alignment as two
/// indices (`BuiltinAlignment`).
struct FrameBehavior: FixedFrame, Equatable {
    static var builtinKind: BuiltinBehaviorKind { .frame }
    private let storedWidth: CGFloat
    private let storedHeight: CGFloat
    private let builtinAlignment: BuiltinAlignment

    /// The frame in compact form, or `nil` when its alignment uses a custom guide.
    init?(_ frame: _FrameLayout) {
        guard let alignment = BuiltinAlignment(frame.alignment) else { return nil }
        storedWidth = frame.width ?? .nan
        storedHeight = frame.height ?? .nan
        builtinAlignment = alignment
    }

    /// Built-in guides: a child that fills the frame sits exactly at its
    /// origin; with both dimensions fixed, the child is proposed them
    /// whatever the frame is.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility {
        storedWidth.isNaN || storedHeight.isNaN ? .movable : .movableAnyProposal
    }

    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }
    var alignment: Alignment { builtinAlignment.alignment }
    var framePositions: (horizontal: FramePosition?, vertical: FramePosition?) {
        @inline(__always) get { builtinAlignment.framePositions }
    }

    static func == (a: FrameBehavior, b: FrameBehavior) -> Bool {
        a.storedWidth.bitPattern == b.storedWidth.bitPattern && a.storedHeight.bitPattern == b.storedHeight.bitPattern
            && a.builtinAlignment == b.builtinAlignment
    }
}

/// Internal: a fixed frame aligned by a custom guide (`AlignmentID`).
struct CustomAlignedFrameBehavior: FixedFrame, Equatable {
    let frame: _FrameLayout
    var width: CGFloat? { frame.width }
    var height: CGFloat? { frame.height }
    var alignment: Alignment { frame.alignment }
}

/// Internal: a frame's spacing (V4) — the child's, with the constrained
/// axes' edges back to the default, except around a `Spacer`.
func frameSpacing(child: Node, engine: LayoutEngine, horizontal: Bool, vertical: Bool) -> ViewSpacing {
    let childSpacing = engine.spacing(of: child)
    if child.hasBehavior(SpacerBehavior.self) { return childSpacing }
    var edges: Edge.Set = []
    if horizontal { edges.formUnion(.horizontal) }
    if vertical { edges.formUnion(.vertical) }
    return childSpacing.resetting(edges)
}
