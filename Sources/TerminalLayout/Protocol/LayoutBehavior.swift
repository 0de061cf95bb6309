/// Internal: the node behaviour of a layout container — runs a user's (or
/// a built-in) `Layout` over the node's children.
struct LayoutBehavior<L: Layout>: NodeBehavior {
    var layout: L

    var kindName: String { layoutName(layout) }

    func isSame(as other: any NodeBehavior) -> Bool {
        // The other behaviour opened (its type compared as metadata), not cast.
        func compare<T: NodeBehavior>(_ value: T) -> Bool {
            guard T.self == Self.self else { return false }
            return withUnsafePointer(to: value) { pointer in
                sameStructure(layout, UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.layout)
            }
        }
        return compare(other)
    }

    /// Runs `body` with the node's cache, made or updated first if needed.
    ///
    /// The cache lives in a `LayoutCacheBox<L.Cache>`: the node's behaviour
    /// type fixes the cache type (a node whose behaviour type changes is a
    /// new node; `AnyLayout` tags its own cache), so no dynamic cast is
    /// needed, and the layout mutates the cache in place. `Void` caches
    /// are not stored at all.
    @inline(__always)
    func withCache<R>(_ node: Node, _ engine: LayoutEngine, _ body: (inout L.Cache) -> R) -> R {
        prepareCache(node: node, engine: engine)
        if L.Cache.self == Void.self {
            var empty = unsafeBitCast((), to: L.Cache.self)
            return body(&empty)
        }
        let box = unsafeDowncast(node.layoutCache!, to: LayoutCacheBox<L.Cache>.self)
        return body(&box.value)
    }

    /// Stores a freshly made cache in the node.
    private func store(_ cache: L.Cache, in node: Node) {
        node.layoutCache = L.Cache.self == Void.self ? nil : LayoutCacheBox(cache)
    }

    var keepsLayoutCache: Bool { true }

    /// The built-in stacks with built-in guides and a whole spacing are
    /// movable when whole (rule MOVE): their arithmetic on whole sizes is
    /// exact. Any other layout is placed anew: its `placeSubviews` is the
    /// caller's code, which may round, or read where it is.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility {
        let spacing: CGFloat?
        if L.self == HStackLayout.self {
            let stack = unsafeBitCast(layout, to: HStackLayout.self)
            guard stack.alignment.key.isBuiltin else { return .fixed }
            spacing = stack.spacing
        } else if L.self == VStackLayout.self {
            let stack = unsafeBitCast(layout, to: VStackLayout.self)
            guard stack.alignment.key.isBuiltin else { return .fixed }
            spacing = stack.spacing
        } else if L.self == ZStackLayout.self {
            let stack = unsafeBitCast(layout, to: ZStackLayout.self)
            guard stack.alignment.horizontal.key.isBuiltin, stack.alignment.vertical.key.isBuiltin else { return .fixed }
            return .movableWhenWhole
        } else {
            return .fixed
        }
        if let spacing { return spacing.isWhole ? .movableWhenWhole : .fixed }
        let standard = engine.environment.defaultSpacingSize
        return standard.width.isWhole && standard.height.isWhole ? .movableWhenWhole : .fixed
    }

    func prepareCache(node: Node, engine: LayoutEngine) {
        switch node.cacheState {
        case .ready, .none:
            return
        case .missing:
            node.cacheState = .ready
            engine.stats.makeCacheCalls += 1
            store(layout.makeCache(subviews: node.subviews(engine)), in: node)
        case .stale:
            node.cacheState = .ready
            // AnyLayout counts for itself: update for the same wrapped type, make for another.
            if !(layout is AnyLayout) { engine.stats.updateCacheCalls += 1 }
            if L.Cache.self == Void.self {
                var empty = unsafeBitCast((), to: L.Cache.self)
                layout.updateCache(&empty, subviews: node.subviews(engine))
            } else if let box = node.layoutCache as? LayoutCacheBox<L.Cache> {
                layout.updateCache(&box.value, subviews: node.subviews(engine))
            } else {
                store(layout.makeCache(subviews: node.subviews(engine)), in: node)
            }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        withCache(node, engine) { layout.sizeThatFits(proposal: proposal, subviews: node.subviews(engine), cache: &$0) }
    }

    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> [ChildPlacement] {
        withCache(node, engine) { cache in
            engine.collectPlacements(of: node, in: bounds, proposal: proposal) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: node.subviews(engine), cache: &cache)
            }
        }
    }

    /// The built-in stacks only combine their children's guides (L6); any
    /// other layout may override `explicitAlignment`, so it may have guides.
    var guideSource: ExplicitGuideSource {
        layout is HStackLayout || layout is VStackLayout || layout is ZStackLayout ? .children : .always
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node, engine) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: node.subviews(engine), cache: &cache)
            } else {
                return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: node.subviews(engine), cache: &cache)
            }
        }
    }

    func spacing(node: Node, engine: LayoutEngine) -> ViewSpacing {
        withCache(node, engine) { layout.spacing(subviews: node.subviews(engine), cache: &$0) }
    }

    /// A container's priority is 0, or −∞ when it has no subviews (L7).
    func priority(node: Node, engine: LayoutEngine) -> Double {
        node.children.isEmpty ? -.infinity : 0
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .container(node.kindName)
    }
}

/// Internal: a container's `Layout.Cache`, boxed so the node can hold any
/// cache type and the layout can mutate it in place.
final class LayoutCacheBox<Cache> {
    var value: Cache
    init(_ value: Cache) { self.value = value }
}

/// The stack orientation of a layout value, read dynamically through
/// `AnyLayout` (L9, SP3).
func stackOrientation<L: Layout>(of layout: L) -> Axis? {
    if let any = layout as? AnyLayout { return any.box.stackOrientation }
    return L.layoutProperties.stackOrientation
}

/// The name of a layout's type, looking through `AnyLayout`.
func layoutName<L: Layout>(_ layout: L) -> String {
    if let any = layout as? AnyLayout { return any.box.name }
    return "\(L.self)"
}

/// The view `Layout.callAsFunction` makes: a container laid out by `layout`
/// whose subviews are the views of `content`.
nonisolated public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    /// Creates a container.
    public init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }

    /// A layout root has no body.
    public var body: Never { preconditionFailure("_LayoutRoot is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let node = context.node(context.path.appending(.type(ObjectIdentifier(Self.self))),
                                        behavior: LayoutBehavior(layout: layout))
        var inner = context
        inner.environment.stackOrientation = stackOrientation(of: layout)
        _ = context.builder.resolveChildren(content, of: node, inner)
        elements.append(node)
    }
}
