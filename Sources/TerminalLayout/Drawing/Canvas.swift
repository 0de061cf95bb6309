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
/// nothing in cells. The `symbols:` form is not provided (no view is drawn
/// into a context here).
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

    /// Creates a canvas that draws with `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
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
        elements.append(context.node(context.path.appending(.type(ObjectIdentifier(Self.self))), behavior: behavior))
    }
}

/// Internal: the leaf behaviour of `Canvas`: sized as a shape (C1), its
/// drawing recorded when placed (CNV1).
struct CanvasBehavior: NodeBehavior {
    let environment: ResolvedEnvironment
    let renderer: (inout GraphicsContext, CGSize) -> Void

    var kindName: String { "Canvas" }

    /// The closure cannot be compared: the canvas counts as changed on every update.
    func isSame(as other: any NodeBehavior) -> Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { fillingSize(proposal) }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        let context = GraphicsContext(environment: environment, metrics: engine.environment.cellMetrics, size: size)
        let renderer = self.renderer
        // The closure is main-actor code when a body wrote it (ISO1).
        onMainThread {
            var drawing = context
            renderer(&drawing, size)
        }
        return .canvas(context.placement)
    }
}
