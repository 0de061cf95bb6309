/// A container view that gives its content its own size and coordinates.
///
/// It takes the whole proposal (10×10 points where a dimension is
/// unspecified, like a shape — "greedy"), offers it to its content, and
/// places the content at its top-leading corner; several content views
/// overlap there. The content closure runs during layout, when the size
/// is known, so it is called again whenever the reader is placed.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    /// `GeometryReader` has no body.
    public var body: Never { preconditionFailure("GeometryReader is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        var environment = context.environment
        environment.stackOrientation = nil
        environment.scrollAxes = []
        let content = self.content
        // Its content is made while laid out (not kept by value in a `ForEach` element, UPD1).
        context.builder.layoutTimeContent += 1
        // Its content may size itself from its container (CRF1).
        context.builder.engine.arena.tracksContainerDependence = true
        let behavior = GeometryReaderBehavior(environment: environment) { proxy, node, engine in
            engine.resolveChildren(of: node, view: content(proxy), environment: environment)
        }
        elements.append(context.node(context.path.appending(.type(ObjectIdentifier(Self.self))), behavior: behavior))
    }
}

/// Internal: the behaviour of `GeometryReader`. Its children are resolved
/// when it is placed.
struct GeometryReaderBehavior: NodeBehavior {
    let environment: ResolvedEnvironment
    let resolveContent: (GeometryProxy, Node, LayoutEngine) -> Void

    var kindName: String { "GeometryReader" }
    /// Its content, made while it is placed, may depend on its container
    /// (CRF1): taken to.
    var containerDependence: ContainerDependence { .always }

    /// The content closure cannot be compared: the reader counts as changed on every update.
    func isSame(as other: any NodeBehavior) -> Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { fillingSize(proposal) }

    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> [ChildPlacement] {
        let named = engine.namedCoordinateSpaces.compactMapValues(\.last)
        resolveContent(GeometryProxy(size: bounds.size, globalOrigin: bounds.origin, namedFrames: named,
                                     cellMetrics: engine.environment.cellMetrics), node, engine)
        engine.stats.placeSubviewsCalls += 1
        return node.children.map { ChildPlacement(child: $0, origin: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .container(kindName)
    }
}

/// The size and coordinates of a `GeometryReader`, for its content.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalOrigin: CGPoint
    /// The frames of the named coordinate spaces around the reader, in the
    /// root's coordinates (the `.scrollView` space among them, GEO2).
    let namedFrames: [AnyHashable: CGRect]
    /// The size of a cell in the graph's points (internal: the package's own views that
    /// draw characters across the reader's width count cells with it).
    var cellMetrics: CellMetrics = .cells

    /// The whole columns the reader's width holds, at most `limit` (a proposal of `1e300`
    /// must not make a string of that many characters).
    func columns(limit: Int = 4_096) -> Int {
        Swift.min(limit, cellMetrics.columns(in: size.width))
    }

    /// Safe-area insets; a terminal has none, so always zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.local` has its origin
    /// at the reader, `.global` at the root, `.named(n)` at the nearest
    /// enclosing view marked `coordinateSpace(name: n)` (the root if none).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return CGRect(origin: globalOrigin, size: size)
        case .named(let name):
            let base = namedFrames[name]?.origin ?? .zero
            return CGRect(x: globalOrigin.x - base.x, y: globalOrigin.y - base.y, width: size.width, height: size.height)
        }
    }

    /// The reader's frame in a coordinate space (`.global`, `.local`,
    /// `.named(_:)`, `.scrollView`), as in SwiftUI 17's
    /// `CoordinateSpaceProtocol` form.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the container that names `coordinateSpace` — the
    /// nearest view marked `coordinateSpace(_:)` with that name, or for
    /// `.scrollView` the nearest enclosing scroll view's frame — in the
    /// reader's own coordinates; `nil` when no enclosing view names it
    /// (GEO2).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let frame = namedFrames[name] else { return nil }
        return frame.offsetBy(dx: -globalOrigin.x, dy: -globalOrigin.y)
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    /// The root's coordinates.
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of the nearest view marked `coordinateSpace(name:)`.
    case named(AnyHashable)
}

nonisolated extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
    public consuming func coordinateSpace<N: Hashable>(name: N) -> some View {
        modifier(_TraitWritingModifier { $0.pendingTraits.coordinateSpaceName = AnyHashable(name) })
    }

    /// Names this view's coordinate space (`.named(name)`; `.scrollView`
    /// and the unnamed spaces are ignored), as in SwiftUI 17.
    public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_TraitWritingModifier { node in
            if case .named(let name) = name.coordinateSpace, !(name.base is ScrollViewSpaceName) {
                node.pendingTraits.coordinateSpaceName = name
            }
        })
    }
}
