nonisolated extension View {
    /// Layers `content` behind this view (M4): the content is proposed this
    /// view's size and aligned by `alignment`; several views are laid out
    /// as a `ZStack`. Size, spacing and priority are this view's.
    @inlinable
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(content: content(), alignment: alignment, isBackground: true))
    }

    /// Layers `content` in front of this view (M4).
    @inlinable
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(content: content(), alignment: alignment, isBackground: false))
    }

    /// Layers a view behind this view (M4). (Disfavoured: a view that is
    /// also a style — `Color`, a gradient — is drawn by the style form,
    /// the same way.)
    @inlinable @_disfavoredOverload
    public consuming func background<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(content: content, alignment: alignment, isBackground: true))
    }

    /// Layers a view in front of this view (M4). (Disfavoured, as
    /// `background(_:alignment:)` is.)
    @inlinable @_disfavoredOverload
    public consuming func overlay<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(content: content, alignment: alignment, isBackground: false))
    }

    /// Fills the area behind this view with a colour.
    @inlinable
    public consuming func background(_ color: Color) -> some View { background(color, alignment: .center) }

    /// Covers this view with a colour.
    @inlinable
    public consuming func overlay(_ color: Color) -> some View { overlay(color, alignment: .center) }

    /// Fills the area behind this view with a style, resolved to one
    /// colour (STYLE1); the safe area is the whole terminal, so the edges
    /// change nothing.
    @inlinable
    public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(_ShapeStyleView(style: StyleBox(style)), alignment: .center)
    }

    /// Fills the area behind this view with the background style
    /// (`backgroundStyle(_:)`; none set: the terminal's background, which
    /// draws nothing).
    @inlinable
    public consuming func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(_ShapeStyleView(style: StyleBox(BackgroundStyle())), alignment: .center)
    }

    /// Fills `shape`, proposed this view's size, with a style behind this
    /// view (M4): `background(shape.fill(style))`.
    @inlinable
    public consuming func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View {
        background(shape.fill(style, style: fillStyle), alignment: .center)
    }

    /// Fills `shape` with the background style behind this view (M4).
    @inlinable
    public consuming func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle), alignment: .center)
    }

    /// Covers this view with a style, resolved to one colour (STYLE1).
    @inlinable
    public consuming func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(_ShapeStyleView(style: StyleBox(style)), alignment: .center)
    }

    /// Covers this view with `shape` filled with a style (M4).
    @inlinable
    public consuming func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View {
        overlay(shape.fill(style, style: fillStyle), alignment: .center)
    }

    /// Draws a border in a style around this view, inside its frame, as
    /// SwiftUI does with an overlay of a stroked rectangle. A terminal
    /// border is one cell wide, whatever `width` says.
    @inlinable
    public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// A style filling the space offered, as the view `background(_:)` and
/// `overlay(_:)` put behind or in front: a `Color` node of the colour the
/// style resolves to where it is (STYLE1) — for a `Color`, the very node
/// the colour as a view makes.
nonisolated public struct _ShapeStyleView: View, PrimitiveView, Equatable {
    @usableFromInline let style: StyleBox

    @inlinable
    init(style: StyleBox) { self.style = style }

    /// A style view has no body.
    public var body: Never { preconditionFailure("_ShapeStyleView is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        style.color(in: context.environment)._resolve(context, into: &elements)
    }
}

/// The modifier `background` and `overlay` apply.
nonisolated public struct _DecorationModifier<Content: View>: ViewModifier, PrimitiveModifier {
    @usableFromInline let content: Content
    @usableFromInline let alignment: Alignment
    @usableFromInline let isBackground: Bool

    @inlinable
    init(content: Content, alignment: Alignment, isBackground: Bool) {
        self.content = content
        self.alignment = alignment
        self.isBackground = isBackground
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content primary: C, _ context: ResolveContext, into elements: inout [Node]) {
        var primaries: [Node] = []
        context.resolve(primary, context.appending(.content), into: &primaries)
        for element in primaries {
            var secondaryContext = context
            secondaryContext.path = element.key.appending(.secondary)
            secondaryContext.environment.stackOrientation = nil
            var secondaries: [Node] = []
            context.resolve(content, secondaryContext, into: &secondaries)
            let stack = context.node(secondaryContext.path.appending(.type(ObjectIdentifier(ZStackLayout.self))),
                                             behavior: LayoutBehavior(layout: ZStackLayout(alignment: alignment)))
            context.builder.setChildren(secondaries, of: stack)
            let behavior = DecorationBehavior(alignment: alignment, isBackground: isBackground)
            let node = context.node(element.key.appending(.wrap(ObjectIdentifier(DecorationBehavior.self))),
                                            behavior: behavior)
            context.builder.setChildren([element, stack], of: node)
            elements.append(node)
        }
    }
}

/// A decoration is equal to another when its content, alignment and side
/// are: an update keeps a `ForEach` element such as
/// `Text(name).background(Color.gray)` whose value is last time's (UPD1).
extension _DecorationModifier: Equatable where Content: Equatable {}

/// Internal: the behaviour of `background`/`overlay` (M4). Child 0 is the
/// primary view, child 1 the secondary content's implicit `ZStack`.
struct DecorationBehavior: NodeBehavior, Equatable {
    let alignment: Alignment
    let isBackground: Bool

    var kindName: String { isBackground ? "background" : "overlay" }
    var isTransparentToTraits: Bool { true }
    /// Aligned by built-in guides: whole when the sizes are (rule MOVE).
    func placementMobility(engine: LayoutEngine) -> PlacementMobility {
        alignment.horizontal.key.isBuiltin && alignment.vertical.key.isBuiltin ? .movableWhenWhole : .fixed
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        node.children.first.map { engine.measure($0, proposal) } ?? .zero
    }

    /// The primary's size, when that is constant (M4).
    func constantSize(children: NodeList) -> CGSize? { children.first?.constantSize }

    /// The primary's: a decoration is its primary's size (M4).
    func proposalIndependentAxes(children: NodeList) -> Axis.Set {
        children.first?.proposalIndependentAxes ?? []
    }

    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> [ChildPlacement] {
        guard node.children.count == 2 else { return [] }
        let primary = node.children[0]
        let secondary = node.children[1]
        engine.stats.placeSubviewsCalls += 1
        let primaryPlacement = ChildPlacement(child: primary, origin: bounds.origin, proposal: proposal)
        let primaryDimensions = engine.dimensions(of: primary, proposal, countAsLayoutCall: false)
        let secondaryProposal = ProposedViewSize(bounds.size)
        let secondaryDimensions = engine.dimensions(of: secondary, secondaryProposal)
        let origin = CGPoint(
            x: bounds.minX + primaryDimensions[alignment.horizontal] - secondaryDimensions[alignment.horizontal],
            y: bounds.minY + primaryDimensions[alignment.vertical] - secondaryDimensions[alignment.vertical])
        let secondaryPlacement = ChildPlacement(child: secondary, origin: origin, proposal: secondaryProposal)
        return isBackground ? [secondaryPlacement, primaryPlacement] : [primaryPlacement, secondaryPlacement]
    }

    var guideSource: ExplicitGuideSource { .children }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        node.children.first.flatMap { engine.explicitValue(of: $0, key, proposal: proposal) }
    }

    func spacing(node: Node, engine: LayoutEngine) -> ViewSpacing {
        node.children.first.map { engine.spacing(of: $0) } ?? engine.defaultSpacing
    }

    func priority(node: Node, engine: LayoutEngine) -> Double {
        node.children.first.map { engine.priority(of: $0) } ?? 0
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .modifier(kindName)
    }
}
