/// Internal: one resolved view in the graph — a leaf, a modifier or a
/// layout container — as a handle into the graph's `NodeArena`.
///
/// A handle is a plain value: the slot's index, the slot's version (so a
/// handle to a node that was freed, whose slot may hold another node now,
/// is detectable with `isLive`) and an unowned pointer to the arena.
/// Copying one, storing it in a child list or in a `LayoutSubview`, costs
/// no reference counting and no allocation. Its properties read and write
/// the node's `NodeRecord` in place.
///
/// ```
///  Node(index: 2, version: 1) ──▶ arena.record(2)  (version 1: live)
///  Node(index: 2, version: 0) ──▶ stale: slot 2 was freed and reused
/// ```
///
/// The arena outlives every handle the engine uses: it belongs to the
/// graph's `LayoutEngine`, and nodes are freed only when an update drops
/// them (see `GraphBuilder`) or when the graph is released.
@usableFromInline
struct Node: Hashable {
    /// The store the node lives in.
    unowned(unsafe) let arena: NodeArena
    /// The node's slot in the arena.
    let index: Int32
    /// The slot's version when the node was made.
    let version: UInt32

    @usableFromInline
    static func == (a: Node, b: Node) -> Bool {
        a.index == b.index && a.version == b.version && a.arena === b.arena
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(version)
    }

    /// Whether the node is still in the graph (its slot was not freed since).
    var isLive: Bool { arena.isLive(self) }

    /// The node's slot in its arena, as an `Int`.
    @inline(__always) var slot: Int { Int(index) }

    /// The node's record, for reading or writing several fields through one
    /// pointer (valid while the node lives: records never move).
    @inline(__always)
    var record: UnsafeMutablePointer<NodeRecord> { arena.record(slot) }

    /// Where the view sits: its structural path, explicit ids and types.
    var key: NodeKey { arena.record(slot).pointee.key }

    /// What the node does in layout, as a copy (a behaviour calls back into
    /// the engine, which may change this very record).
    var behavior: any NodeBehavior {
        get { arena.record(slot).pointee.behavior }
        nonmutating set {
            arena.record(slot).pointee.isTransparentToTraits = newValue.isTransparentToTraits
            arena.record(slot).pointee.builtinKind = NodeRecord.builtinKind(of: newValue)
            arena.record(slot).pointee.behavior = newValue
            arena.record(slot).pointee.extras?.cachedKindName = nil
        }
    }

    /// Whether the node's behaviour is a `T`: a comparison of its type (a
    /// behaviour is a struct, so its type is exact), where `is` runs the
    /// runtime's dynamic cast (≈ 400 instructions, paid per spacing query of
    /// every framed stack child before).
    @inline(__always)
    func hasBehavior<T: NodeBehavior>(_ type: T.Type) -> Bool {
        BehaviorType.of(&arena.record(slot).pointee.behavior) == BehaviorType.of(type)
    }

    /// Whether the node's behaviour is of the same type as `behavior`.
    @inline(__always)
    func hasBehavior(ofTypeOf behavior: UnsafePointer<any NodeBehavior>) -> Bool {
        BehaviorType.of(&arena.record(slot).pointee.behavior) == BehaviorType.of(behavior)
    }

    /// Whether the node's behaviour is the same as `other` (compared in
    /// place, without a copy of the node's).
    @inline(__always)
    func behaviorIsSame(as other: any NodeBehavior) -> Bool {
        arena.record(slot).pointee.behavior.isSame(as: other)
    }

    /// The node's behaviour if it is a `T`, read as one (no cast) only when it is.
    func behavior<T: NodeBehavior>(as type: T.Type) -> T? {
        guard hasBehavior(type) else { return nil }
        return withUnsafePointer(to: &arena.record(slot).pointee.behavior) { pointer in
            func read<B: NodeBehavior>(_ value: B) -> T {
                withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
            }
            return read(pointer.pointee)
        }
    }

    /// The node's children, in view order.
    var children: NodeList { arena.record(slot).pointee.children }

    /// The nodes this node's content made in the last update, in order, if
    /// the node opens an identity scope (see `GraphBuilder`).
    var scopeMembers: [Node] {
        get { arena.record(slot).pointee.extras?.scopeMembers ?? [] }
        nonmutating set {
            if newValue.isEmpty && arena.record(slot).pointee.extras == nil { return }
            extras.scopeMembers = newValue
        }
    }

    /// The element memos of the `ForEach`es in this node's scope (UPD1).
    var elementMemos: [ElementMemoBase] {
        get { arena.record(slot).pointee.extras?.elementMemos ?? [] }
        nonmutating set {
            if newValue.isEmpty && arena.record(slot).pointee.extras == nil { return }
            extras.elementMemos = newValue
        }
    }

    /// The value an `onChange(of:)` node saw in the last update (LIFE1),
    /// or an `onPreferenceChange` node after the last pass (PREF1).
    var observedValue: Any? {
        get { arena.record(slot).pointee.extras?.observedValue }
        nonmutating set { extras.observedValue = newValue }
    }

    /// Records `value` as the one this node saw, and returns the one it saw
    /// in the last update — `nil` when the node was made now or saw no `V`
    /// (`onChange(of:)`, `animation(_:value:)`).
    func exchangeObservedValue<V>(_ value: V) -> V? {
        let previous = isNew ? nil : observedValue as? V
        observedValue = value
        return previous
    }

    /// Whether the node can have explicit alignment guides.
    var mayHaveExplicitGuides: Bool { arena.record(slot).pointee.explicitGuideKinds != .none }
    /// Which explicit alignment guides the node can have.
    var explicitGuideKinds: ExplicitGuideKinds {
        get { arena.record(slot).pointee.explicitGuideKinds }
        nonmutating set { arena.record(slot).pointee.explicitGuideKinds = newValue }
    }
    /// The node's size when it does not depend on the proposal.
    var constantSize: CGSize? {
        @inline(__always) get { arena.record(slot).pointee.constantSize }
        nonmutating set { arena.record(slot).pointee.constantSize = newValue }
    }

    /// The axes whose proposed length the node's size does not depend on
    /// (`NodeBehavior.proposalIndependentAxes`).
    var proposalIndependentAxes: Axis.Set {
        arena.record(slot).pointee.proposalIndependentAxes
    }
    /// The update in which the node was last resolved.
    var generation: Int {
        get { Int(arena.record(slot).pointee.storedGeneration) }
        nonmutating set { arena.record(slot).pointee.storedGeneration = UInt32(truncatingIfNeeded: newValue) }
    }
    /// True if the node was created in the current update.
    var isNew: Bool {
        get { arena.record(slot).pointee.isNew }
        nonmutating set { arena.record(slot).pointee.isNew = newValue }
    }
    /// True if this node itself (behaviour, children list, traits or layout
    /// direction) changed.
    var changedItself: Bool {
        get { arena.record(slot).pointee.changedItself }
        nonmutating set { arena.record(slot).pointee.changedItself = newValue }
    }
    /// Whether the node was resolved under `LayoutDirection.rightToLeft`
    /// (RTL1): its children are placed mirrored within its frame.
    var isRightToLeft: Bool { arena.record(slot).pointee.isRightToLeft }
    /// The last three `sizeThatFits` answers (MEMO), put together from the
    /// record and the arena's tail store (a copy: see `forgetSizes`).
    var sizeMemo: SizeMemo { arena.sizeMemo(slot: slot) }
    /// Forgets every size the memo holds (a constant size stays).
    func forgetSizes() { arena.record(slot).pointee.forgetSizes() }
    /// The last three explicit guide values asked for (MEMO), made only
    /// for nodes whose guides are asked for.
    var guideMemo: GuideMemo? {
        get { arena.record(slot).pointee.extras?.guideMemo }
        nonmutating set {
            if newValue == nil && arena.record(slot).pointee.extras == nil { return }
            extras.guideMemo = newValue
        }
    }
    /// Whether the node's spacing is known, and where (see `LayoutEngine.spacing(of:)`).
    var spacingMemo: SpacingMemoState {
        get { arena.record(slot).pointee.spacingMemo }
        nonmutating set { arena.record(slot).pointee.spacingMemo = newValue }
    }
    /// The node's spacing when it is not the standard one.
    var customSpacing: ViewSpacing? {
        get { arena.record(slot).pointee.extras?.customSpacing }
        nonmutating set { extras.customSpacing = newValue }
    }
    /// The memoised layout priority (`LayoutEngine.priority(of:)`).
    var priorityMemo: Double? {
        get {
            let record = arena.record(slot)
            switch record.pointee.priorityMemo {
            case .none: return nil
            case .zero: return 0
            case .custom: return record.pointee.extras?.customPriority
            }
        }
        nonmutating set {
            let record = arena.record(slot)
            guard let value = newValue, !value.isNaN else {
                record.pointee.priorityMemo = .none
                return
            }
            if value == 0 && value.sign == .plus {
                record.pointee.priorityMemo = .zero
            } else {
                extras.customPriority = value
                record.pointee.priorityMemo = .custom
            }
        }
    }
    /// The container's `Layout.Cache`, in a `LayoutCacheBox` (nil for `Void` caches).
    var layoutCache: AnyObject? {
        get { arena.record(slot).pointee.extras?.layoutCache }
        nonmutating set {
            if newValue == nil, arena.record(slot).pointee.extras == nil { return }
            extras.layoutCache = newValue
        }
    }
    /// A lazy stack's rows and their lengths (`nil` for other nodes).
    var lazyState: LazyContainerState? {
        get { arena.record(slot).pointee.extras?.lazyState }
        nonmutating set {
            if newValue == nil, arena.record(slot).pointee.extras == nil { return }
            extras.lazyState = newValue
        }
    }
    /// The node's out-of-line fields, made on first use (see `NodeExtras`).
    private var extras: NodeExtras {
        if let extras = arena.record(slot).pointee.extras { return extras }
        let extras = NodeExtras()
        arena.record(slot).pointee.extras = extras
        return extras
    }
    /// Whether the cache must be made or updated before its next use.
    var cacheState: CacheState {
        get { arena.record(slot).pointee.cacheState }
        nonmutating set { arena.record(slot).pointee.cacheState = newValue }
    }
    /// The container size last given to the views under this container
    /// that depend on it (CRF1).
    var containerSize: ProposedViewSize? {
        get { arena.record(slot).pointee.extras?.containerSize }
        nonmutating set { extras.containerSize = newValue }
    }
    /// A `ScrollView`'s content size when last placed (SC3).
    var scrollContentSize: CGSize? {
        get { arena.record(slot).pointee.extras?.scrollContentSize }
        nonmutating set { extras.scrollContentSize = newValue }
    }
    /// A `ScrollView`'s offset, in points; clamped to its content when placed.
    var scrollOffset: CGPoint {
        get { arena.record(slot).pointee.extras?.scrollOffset ?? .zero }
        nonmutating set {
            if newValue == .zero, arena.record(slot).pointee.extras == nil { return }
            extras.scrollOffset = newValue
        }
    }
    /// The `@State` storage of the composite views in the node's scope (see `StateTable`).
    var stateTable: StateTable? {
        get { arena.record(slot).pointee.extras?.stateTable }
        nonmutating set {
            if newValue == nil, arena.record(slot).pointee.extras == nil { return }
            extras.stateTable = newValue
        }
    }
    /// Where the node's placement is in the last pass's placements
    /// (`UInt32.max`: nowhere; see `LayoutEngine.lastFrame(of:)`).
    var placementIndex: UInt32 { arena.record(slot).pointee.placementIndex }

    /// Forgets that no child sets a `zIndex` (`NodeRecord.noChildHasZIndex`):
    /// the children changed, and it is not known for the new ones until the
    /// node's derived values are worked out again (lazy stacks set children
    /// while placing). The same children keep it: a z-index one of them
    /// gets is a change of its traits, after which the node's derived
    /// values are worked out again.
    func childrenChanged() {
        arena.record(slot).pointee.noChildHasZIndex = false
    }

    /// Replaces the children; returns whether the list of identities changed
    /// (the caller then calls `childrenChanged()`).
    @discardableResult
    func setChildren(_ newChildren: NodeList, engine: LayoutEngine) -> Bool {
        let changed = newChildren != arena.record(slot).pointee.children
        arena.record(slot).pointee.children = newChildren
        return changed
    }

    /// The proxies handed to a container's layout, in view order.
    @inline(__always)
    func subviews(_ engine: LayoutEngine) -> LayoutSubviews {
        LayoutSubviews(children: arena.record(slot).pointee.children, container: self, engine: engine,
                       layoutDirection: arena.record(slot).pointee.isRightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Forgets every memoised answer.
    func clearMemo() {
        arena.record(slot).pointee.clearMemo()
    }

    /// The value for a `LayoutValueKey`, read into `value` when it is a `V`,
    /// looking through modifiers that wrap the element (a value written
    /// inside a `padding` is still the element's, as in SwiftUI where layout
    /// values are element traits). The value set closest to the view wins
    /// (L10): in SwiftUI each trait modifier writes over what the modifiers
    /// outside it passed in, so the chain is read from the outside in and
    /// an inner value read over an outer one. The traits are read in place;
    /// an exact type needs no runtime cast. Returns whether a value was
    /// found and read.
    @discardableResult
    func readLayoutValue<V>(for key: ObjectIdentifier, into value: inout V) -> Bool {
        var node = self
        var found = false
        while true {
            let record = arena.record(Int(node.index))
            if Traits.readLayoutValue(record.pointee.traits.extras, key, into: &value) == .read { found = true }
            guard record.pointee.isTransparentToTraits, let child = record.pointee.children.first else { return found }
            node = child
        }
    }

    /// Every layout value the node's container can read, as
    /// `readLayoutValue(for:into:)` finds them: those of the node and of
    /// the nodes its modifiers wrap, the innermost's winning (L10).
    func layoutValues() -> LayoutValueTable {
        var tables: [LayoutValueTable] = []
        var node = self
        while true {
            let record = arena.record(Int(node.index))
            if let extras = record.pointee.traits.extras, !extras.layoutValues.isEmpty { tables.append(extras.layoutValues) }
            guard record.pointee.isTransparentToTraits, let child = record.pointee.children.first else { break }
            node = child
        }
        var table = LayoutValueTable()
        for inner in tables.reversed() { table.addMissing(from: inner) }
        return table
    }

    /// `layoutValues()` as the update running has collected them (before
    /// `GraphBuilder.finish` commits them): what a custom container's
    /// transform reads as a subview's `containerValues` (CC1).
    func pendingLayoutValues() -> LayoutValueTable {
        var tables: [LayoutValueTable] = []
        var node = self
        while true {
            if let extras = node.pendingTraits.extras, !extras.layoutValues.isEmpty { tables.append(extras.layoutValues) }
            let record = arena.record(Int(node.index))
            guard record.pointee.isTransparentToTraits, let child = record.pointee.children.first else { break }
            node = child
        }
        var table = LayoutValueTable()
        for inner in tables.reversed() { table.addMissing(from: inner) }
        return table
    }

    /// A short description for diagnostics.
    var debugName: String { kindName }

    /// The behaviour's kind name, worked out once per behaviour (a layout's
    /// is its type's name, which is costly to build on every pass).
    var kindName: String {
        if let name = arena.record(slot).pointee.extras?.cachedKindName { return name }
        let name = behavior.kindName
        extras.cachedKindName = name
        return name
    }
}

/// Internal: the state of a container's layout cache.
enum CacheState {
    /// The node keeps no layout cache (anything but a layout container):
    /// there is nothing to prepare, and its behaviour is not asked to.
    case none
    /// `makeCache` has not run yet.
    case missing
    /// The layout or its subviews changed: `updateCache` must run.
    case stale
    /// Ready to use.
    case ready
}
