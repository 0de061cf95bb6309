/// Internal: one resolved view in the graph — a leaf, a modifier or a
/// layout container. A class because identity is the point: a node
/// survives updates whose structure matches, and with it its memo and its
/// layout cache.
///
/// Its mutable state is marked `@exclusivity(unchecked)`: the engine is
/// single-threaded and never holds two accesses to one field at once
/// (the test suite runs with the checks of every other property on), and
/// the runtime check cost about a tenth of a cold pass.
final class Node {
    /// Where the view sits: its structural path, explicit ids and types.
    let key: NodeKey
    /// What the node does in layout.
    @exclusivity(unchecked) var behavior: any NodeBehavior {
        didSet { cachedKindName = nil }
    }
    /// The node's children, in view order.
    @exclusivity(unchecked) private(set) var children: [Node] = []
    /// The proxies handed to a container's layout, built on first use after
    /// the children change (only layout containers ever ask).
    @exclusivity(unchecked) private var subviewsStorage: LayoutSubviews?
    /// The nodes this node's content made in the last update, in order, if
    /// the node opens an identity scope (see `GraphBuilder`): the
    /// candidates for reuse when its content is resolved again.
    @exclusivity(unchecked) var scopeMembers: [Node] = []
    /// Values written by trait modifiers on this element.
    @exclusivity(unchecked) var traits = Traits()
    /// Whether the node can have explicit alignment guides (set when the
    /// graph is updated, from `NodeBehavior.guideSource`).
    @exclusivity(unchecked) var mayHaveExplicitGuides = true
    /// The node's size when it does not depend on the proposal (set when
    /// the graph is updated, from `NodeBehavior.constantSize`).
    @exclusivity(unchecked) var constantSize: CGSize?

    // MARK: Change tracking (per update)

    /// The update in which the node was last resolved.
    @exclusivity(unchecked) var generation = 0
    /// True if the node was created in the current update.
    @exclusivity(unchecked) var isNew = true
    /// True if this node itself (behaviour, children list or traits) changed.
    @exclusivity(unchecked) var changedItself = true
    /// Traits collected during the current update.
    @exclusivity(unchecked) var pendingTraits = Traits()

    // MARK: Memo (valid while nothing under the node changes)

    /// The last three `sizeThatFits` answers (MEMO).
    @exclusivity(unchecked) var sizeMemo = RecentMemo<ProposedViewSize, CGSize>()
    /// The last three explicit guide values asked for (MEMO), allocated
    /// only for nodes whose guides are asked for.
    @exclusivity(unchecked) var guideMemo: GuideMemo?
    @exclusivity(unchecked) var spacingMemo: ViewSpacing?
    @exclusivity(unchecked) var priorityMemo: Double?

    // MARK: Layout containers

    /// The container's `Layout.Cache`, in a `LayoutCacheBox` (nil for `Void` caches).
    @exclusivity(unchecked) var layoutCache: AnyObject?
    /// Whether the cache must be made or updated before its next use.
    @exclusivity(unchecked) var cacheState: CacheState = .missing

    // MARK: State that survives updates

    /// A `ScrollView`'s offset, in points; clamped to its content when placed.
    @exclusivity(unchecked) var scrollOffset: CGPoint = .zero
    /// The frame the node had in the last pass, in root points.
    @exclusivity(unchecked) var lastFrame: CGRect?

    // MARK: Placement recording

    /// The placement recorded by `LayoutSubview.place` in the running `placeSubviews`.
    @exclusivity(unchecked) var recorded: ChildPlacement?
    /// How many `placeSubviews` runs of this container are in progress.
    @exclusivity(unchecked) var placingDepth = 0

    init(key: NodeKey, behavior: any NodeBehavior) {
        self.key = key
        self.behavior = behavior
    }

    /// Replaces the children; returns whether the list of identities changed.
    @discardableResult
    func setChildren(_ newChildren: [Node], engine: LayoutEngine) -> Bool {
        let changed = newChildren.count != children.count || zip(newChildren, children).contains { $0 !== $1 }
        children = newChildren
        if changed { subviewsStorage = nil }
        return changed
    }

    /// The proxies handed to a container's layout, in view order.
    func subviews(_ engine: LayoutEngine) -> LayoutSubviews {
        if let subviews = subviewsStorage { return subviews }
        let subviews = LayoutSubviews(children.map { LayoutSubview(node: $0, container: self, engine: engine) })
        subviewsStorage = subviews
        return subviews
    }

    /// Forgets every memoised answer.
    func clearMemo() {
        sizeMemo.removeAll()
        guideMemo = nil
        spacingMemo = nil
        priorityMemo = nil
    }

    /// The value for a `LayoutValueKey`, looking through modifiers that wrap
    /// the element (a value written inside a `padding` is still the
    /// element's, as in SwiftUI where layout values are element traits).
    func layoutValue(for key: ObjectIdentifier) -> Any? {
        var node: Node? = self
        while let current = node {
            if let value = current.traits.layoutValues[key] { return value }
            node = current.behavior.isTransparentToTraits ? current.children.first : nil
        }
        return nil
    }

    /// A short description for diagnostics.
    var debugName: String { kindName }

    /// The behaviour's kind name, worked out once per behaviour (a layout's
    /// is its type's name, which is costly to build on every pass).
    var kindName: String {
        if let name = cachedKindName { return name }
        let name = behavior.kindName
        cachedKindName = name
        return name
    }
    @exclusivity(unchecked) private var cachedKindName: String?
}

/// Internal: the state of a container's layout cache.
enum CacheState {
    /// `makeCache` has not run yet.
    case missing
    /// The layout or its subviews changed: `updateCache` must run.
    case stale
    /// Ready to use.
    case ready
}

/// Internal: a node's memo of explicit guide values, boxed so that nodes
/// nobody asks for guides do not carry it.
final class GuideMemo {
    var memo = RecentMemo<GuideMemoKey, CGFloat?>()
}

/// Internal: memo key for explicit guide values.
struct GuideMemoKey: Equatable {
    let proposal: ProposedViewSize
    let key: AlignmentKey
}

/// Internal: where a container put a child, in root coordinates.
struct ChildPlacement {
    var child: Node
    var origin: CGPoint
    var proposal: ProposedViewSize
}
