/// Internal: the inherited values a view sees while it is resolved.
struct ResolvedEnvironment: Equatable {
    /// The stack orientation of the nearest enclosing layout (SP3); `nil`
    /// outside one-dimensional layouts and in background/overlay content.
    var stackOrientation: Axis?
    /// From `foregroundColor(_:)` / `foregroundStyle(_:)`.
    var foregroundColor: Color?
    /// From `font(_:)`.
    var font: Font?
    /// From `lineLimit(_:)`.
    var lineLimit: Int?
    /// From `multilineTextAlignment(_:)`.
    var textAlignment: TextAlignment = .leading
    /// From `bold()`.
    var isBold = false
    /// From `cornerRadius(_:)`.
    var cornerRadius: CGFloat = 0
}

/// Internal: what resolution knows at one point of the view tree.
struct ResolveContext {
    /// The identity path so far.
    var path: NodeKey
    /// The inherited values.
    var environment: ResolvedEnvironment
    /// How deeply nested the current view is.
    var depth: Int
    /// The builder collecting nodes.
    /// `unowned(unsafe)`: the builder outlives every context of its update,
    /// and contexts are copied on every step of resolution.
    unowned(unsafe) let builder: GraphBuilder
    /// The content of the `ViewModifier` whose body is being resolved.
    var modifierContent: ModifierContentBox? = nil

    func appending(_ component: IdentityComponent) -> ResolveContext {
        var copy = self
        copy.path = path.appending(component)
        return copy
    }
}

/// Internal: a view that resolves itself into nodes instead of through a
/// `body`. Every built-in view and modifier is one.
protocol PrimitiveView {
    /// Appends the nodes this view produces (zero, one or many) to `elements`.
    func _resolve(_ context: ResolveContext, into elements: inout [Node])
}

/// Internal: builds the node tree for one update, reusing the nodes of the
/// previous update whose identity matches.
final class GraphBuilder {
    /// How deeply views may nest before resolution stops (a view that
    /// contains itself).
    static let maxDepth = 256

    let engine: LayoutEngine
    let generation: Int
    private let previous: [NodeKey: Node]
    private(set) var nodes: [NodeKey: Node] = [:]
    /// The `GeometryReader` nodes resolved, whose content comes later.
    private(set) var geometryReaders: [Node] = []

    init(engine: LayoutEngine, generation: Int, previous: [NodeKey: Node]) {
        self.engine = engine
        self.generation = generation
        self.previous = previous
    }

    /// The node for `key`: the previous update's node if there is one of
    /// the same kind, else a new one. Duplicate keys in one update are made
    /// unique with an occurrence count.
    func node(_ key: NodeKey, behavior: any NodeBehavior) -> Node {
        var key = key
        if nodes[key] != nil {
            var n = 1
            while nodes[key.appending(.occurrence(n))] != nil { n += 1 }
            key = key.appending(.occurrence(n))
        }
        let node: Node
        if let old = previous[key], type(of: old.behavior) == type(of: behavior) {
            node = old
            node.isNew = false
            node.changedItself = !old.behavior.isSame(as: behavior)
            node.behavior = behavior
        } else {
            node = Node(key: key, behavior: behavior)
            node.isNew = true
            node.changedItself = true
        }
        node.generation = generation
        node.pendingTraits = Traits()
        nodes[key] = node
        if behavior.resolvesChildrenWhenPlaced { geometryReaders.append(node) }
        return node
    }

    /// Sets a node's children, noting whether the list changed.
    func setChildren(_ children: [Node], of node: Node) {
        if node.setChildren(children, engine: engine) { node.changedItself = true }
    }

    /// Resolves any view into nodes.
    func resolve<V: View>(_ view: V, _ context: ResolveContext, into elements: inout [Node]) {
        guard context.depth < Self.maxDepth else {
            engine.report(.resolutionLimit(view: "\(V.self)", depth: context.depth))
            return
        }
        var inner = context
        inner.depth += 1
        // Hand the elements over without copying them (the array is moved in and out).
        var outputs = _ViewOutputs(elements: [])
        swap(&outputs.elements, &elements)
        V._makeNodes(view, _ViewInputs(context: inner), &outputs)
        swap(&outputs.elements, &elements)
    }

    /// Resolves a type-erased view into nodes.
    func resolveAny(_ view: any View, _ context: ResolveContext, into elements: inout [Node]) {
        resolve(view, context, into: &elements)
    }

    /// Finishes the update: commits traits and works out, bottom-up, which
    /// nodes changed. A changed node forgets its memo; a changed container
    /// must update its cache. Returns whether anything changed.
    @discardableResult
    func finish(_ roots: [Node]) -> Bool {
        var anyChanged = false
        func visit(_ node: Node) -> Bool {
            var changed = node.changedItself
            if !node.traits.isSame(as: node.pendingTraits) { changed = true }
            node.traits = node.pendingTraits
            var childGuides = false
            for child in node.children {
                if visit(child) { changed = true }
                childGuides = childGuides || child.mayHaveExplicitGuides
            }
            node.constantSize = node.behavior.constantSize(children: node.children)
            switch node.behavior.guideSource {
            case .none: node.mayHaveExplicitGuides = false
            case .always: node.mayHaveExplicitGuides = true
            case .children: node.mayHaveExplicitGuides = childGuides
            }
            if changed {
                node.clearMemo()
                if !node.isNew && node.cacheState == .ready { node.cacheState = .stale }
                anyChanged = true
            }
            return changed
        }
        for root in roots where visit(root) { anyChanged = true }
        return anyChanged
    }
}
