/// A view that draws what its renderer closure draws into a
/// `GraphicsContext` (rule CNV1).
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// Like a shape it takes the whole proposal (10 points where a dimension
/// is unspecified, C1). Its closure runs each time the canvas is placed,
/// with its size in the layout's points (cells under `.cells` metrics), on
/// the main thread (a view body's closure may read main-actor state); what
/// it draws is recorded and drawn by the terminal renderer, clipped to the
/// canvas's frame: paths as a shape's path (PATH1), text upright at its
/// position. `opaque`, `colorMode` and `rendersAsynchronously` change
/// nothing in cells.
///
/// With `symbols:`, the views tagged with `tag(_:)` there are laid out by
/// the layout engine at their ideal sizes, as children of the canvas that
/// are never placed in it, and the closure draws them where it likes with
/// `resolveSymbol(id:)` and `draw(_:at:anchor:)` (CNV2):
///
/// ```swift
/// Canvas { context, size in
///     if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, at: CGPoint(x: 3, y: 1)) }
/// } symbols: {
///     Text("•").tag("dot")
/// }
/// ```
///
/// The name is the one the cell buffer has in `TerminalCanvas`: a file that
/// imports `TerminalLayout` with `TerminalCanvas` or `TerminalRenderer`
/// names the view `TerminalLayout.Canvas` and the buffer
/// `TerminalCanvas.Canvas` where the name stands for a type (see
/// `docs/ARCHITECTURE.md`); `import TerminalUI` means this view.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// Whether the canvas is fully opaque (nothing in cells).
    public var isOpaque: Bool
    /// The colour working space (nothing in cells).
    public var colorMode: ColorRenderingMode
    /// Whether to draw off the main thread (nothing here: the closure runs
    /// on the main thread when the canvas is placed).
    public var rendersAsynchronously: Bool
    /// Draws the canvas's content into a context of its size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer may draw, each found by its `tag(_:)` with
    /// `GraphicsContext.resolveSymbol(id:)` (CNV2).
    public var symbols: Symbols

    /// Creates a canvas that draws with `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        symbols = EmptyView()
    }

    /// Creates a canvas that draws with `renderer`, which may draw the views
    /// `symbols` makes, each found by its tag (CNV2).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    /// `Canvas` has no body.
    public var body: Never { preconditionFailure("Canvas is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        // What it draws is made while it is placed (not kept by value in a `ForEach` element, UPD1).
        context.builder.layoutTimeContent += 1
        let behavior = CanvasBehavior(environment: context.environment, renderer: renderer)
        let node = context.node(context.path.appending(.type(ObjectIdentifier(Self.self))), behavior: behavior)
        if Symbols.self != EmptyView.self {
            // The symbols are the canvas's children, resolved as any view's (their state kept,
            // the canvas's environment theirs), never placed in it: laid out when it is (CNV2).
            // Their tags name them, whatever a picker or a list around the canvas selects.
            var inner = context
            var values = EnvironmentValues(context.environment)
            values.pickerSelection = nil
            values.listSelection = nil
            inner.environment = values.resolved
            inner.environment.stackOrientation = nil
            _ = context.builder.resolveChildren(symbols, of: node, inner)
        }
        elements.append(node)
    }
}

/// Internal: the behaviour of `Canvas`: sized as a shape (C1), its drawing
/// recorded when placed (CNV1); its children, if any, are its symbols,
/// laid out apart when it is placed and handed to the context (CNV2).
struct CanvasBehavior: NodeBehavior {
    let environment: ResolvedEnvironment
    let renderer: (inout GraphicsContext, CGSize) -> Void

    var kindName: String { "Canvas" }

    /// The closure cannot be compared: the canvas counts as changed on every update.
    func isSame(as other: any NodeBehavior) -> Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { fillingSize(proposal) }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        let context = GraphicsContext(environment: environment, metrics: engine.environment.cellMetrics, size: size,
                                      symbols: Self.symbols(of: node, engine: engine))
        let renderer = self.renderer
        // The closure is main-actor code when a body wrote it (ISO1).
        onMainThread {
            var drawing = context
            renderer(&drawing, size)
        }
        return .canvas(context.placement)
    }

    /// The canvas's tagged children laid out, each at its ideal size, by
    /// their tags (the first child with a tag wins); none without children.
    static func symbols(of node: Node, engine: LayoutEngine) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        let children = node.children
        guard !children.isEmpty else { return [:] }
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for child in children {
            guard let tag = tag(of: child), symbols[tag] == nil else { continue }
            let (size, placements) = engine.placeApart(child)
            symbols[tag] = GraphicsContext.ResolvedSymbol(size: size, placements: placements)
        }
        return symbols
    }

    /// The tag on `node`'s chain of single-child modifiers (`tag(_:)` under
    /// others), if any.
    static func tag(of node: Node) -> AnyHashable? {
        var current: Node? = node
        var depth = 0
        while let n = current, depth < 64 {
            if let tagged = n.behavior(as: TagBehavior.self) { return tagged.tag }
            guard n.behavior.isTransparentToTraits, n.children.count == 1 else { return nil }
            current = n.children.first
            depth += 1
        }
        return nil
    }
}
