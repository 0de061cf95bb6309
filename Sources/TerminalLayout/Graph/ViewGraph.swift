/// Lays out a view tree, headless: resolves views into nodes with stable
/// identity, keeps them (with their memo and layout caches) across
/// updates, and runs layout passes.
///
/// ```swift
/// let graph = ViewGraph(HStack { Text("a").id("a"); Color.red.id("red") })
/// let result = graph.layout(proposal: ProposedViewSize(width: 80, height: 24))
/// result.frame(for: "red")     // CGRect in root points
/// graph.update(newRoot)        // same identity where the structure matches
/// graph.stats                  // counters of the last pass
/// ```
///
/// The root is asked `sizeThatFits(proposal)` and placed at (0, 0) with
/// the size it chose and that proposal. A root that is several views (a
/// tuple) is laid out in an implicit `VStack`.
public final class ViewGraph {
    let engine: LayoutEngine
    private(set) var root: Node?
    /// The nodes the root scope made in the last update, in order (see `GraphBuilder`).
    var rootMembers: [Node] = []
    /// The last pass's result; it is reused for the same proposal while
    /// `lastResultIsCurrent`, and its storage is reused by the next pass
    /// once the caller no longer holds it.
    private var lastResult: LayoutResult?
    /// Whether nothing changed since `lastResult` was made.
    var lastResultIsCurrent = false
    /// The proposal of the last layout, if there was one.
    var lastProposal: ProposedViewSize? { lastResult?.proposal }
    private(set) var resolveDiagnostics: [LayoutDiagnostic] = []
    /// How many `ForEach` elements the last `update` kept by value,
    /// without resolving them again (UPD1).
    private(set) var keptElementCount = 0
    /// How many views the last pass placed (the next pass reserves room for as many).
    private var lastPlacementCount = 0
    /// The `@State` storage of the composite views in the root scope (see `StateTable`).
    private var rootState: StateTable?
    /// Resolves the last root view again (when a `@State` value is set or
    /// the size classes change). Kept for every root: state may first be
    /// installed after the update, in a lazy stack's rows made while laid
    /// out — one small allocation per update.
    private(set) var resolveRootAgain: (() -> Void)?
    /// The size classes the views were last resolved with (rule SZ1).
    private var sizeClasses = SizeClasses.unknown
    /// The proposal and metrics `sizeClasses` were worked out for.
    private var sizeClassProposal: ProposedViewSize?
    private var sizeClassMetrics = CellMetrics.cells

    /// Creates a graph for `rootView`.
    public init<V: View>(_ rootView: V, environment: LayoutEnvironment = LayoutEnvironment()) {
        engine = LayoutEngine(environment: environment)
        update(rootView)
    }

    deinit {
        // Changed owners hold their view values, which may hold boxes that hold the host.
        engine.stateHostIfMade?.beginFullUpdate()
    }

    /// The environment layouts run in; changing it invalidates every memo
    /// and refreshes every layout cache.
    public var environment: LayoutEnvironment {
        get { engine.environment }
        set {
            guard newValue != engine.environment else { return }
            engine.environment = newValue
            // Every live node: a subview a custom container left out keeps its memo until placed again (CC1).
            engine.arena.forEachLiveNode { node in
                node.clearMemo()
                if node.cacheState == .ready { node.cacheState = .stale }
                node.lazyState?.forgetMeasurements(arena: engine.arena)
            }
            lastResultIsCurrent = false
        }
    }

    /// Statistics of the last layout pass.
    public var stats: LayoutStats { engine.stats }

    /// Replaces the root view. Nodes whose identity (structural position,
    /// `id(_:)`, `ForEach` ids and view types) matches keep their memo and
    /// cache; only what changed, and its ancestors, is measured again.
    public func update<V: View>(_ rootView: V) {
        // Views whose state was set since the last update are evaluated
        // first, on their own (STATE2): a `ForEach` element kept by value
        // (UPD1) then holds nothing stale. When that cannot be done, or
        // every view must be evaluated again, no element with a body is kept
        // (nor when state was set meanwhile: this update clears the queue).
        var keepsComposites = true
        if let host = engine.stateHostIfMade, host.needsUpdate {
            if host.needsFullUpdate || !updateChangedOwners() || host.needsUpdate { keepsComposites = false }
        }
        engine.diagnostics = []
        engine.stateHostIfMade?.beginFullUpdate()
        let builder = GraphBuilder(engine: engine, previous: rootMembers, graphState: rootState)
        builder.keepsComposites = keepsComposites
        let context = ResolveContext(path: .scopeRoot, environment: rootEnvironment.resolved, depth: 0, builder: builder)
        var elements: [Node] = []
        builder.resolve(rootView, context, into: &elements)
        rootState = builder.rootState
        if let table = rootState {
            table.removeEntries(notResolvedIn: builder.generation)
            if table.isEmpty { rootState = nil }
        }
        resolveRootAgain = { [unowned self] in self.update(rootView) }
        let newRoot: Node?
        switch elements.count {
        case 0: newRoot = nil
        case 1: newRoot = elements[0]
        default:
            let stack = builder.node(NodeKey(path: [.type(ObjectIdentifier(ViewGraph.self))]),
                                     behavior: LayoutBehavior(layout: VStackLayout()), rightToLeft: false)
            builder.setChildren(elements, of: stack)
            newRoot = stack
        }
        builder.releaseUnmatchedRootMembers()
        keptElementCount = builder.keptElements
        let changed = builder.finish(newRoot.map { [$0] } ?? [])
        if changed || newRoot != root { lastResultIsCurrent = false }
        root = newRoot
        rootMembers = builder.rootMembers
        resolveDiagnostics = engine.diagnostics
        runLifecycleActions()
    }

    /// Runs the `onAppear`, `onDisappear` and `onChange` actions the last
    /// update or pass collected, in order (LIFE1). They run after the
    /// views are resolved: state they set makes the next `layout` resolve
    /// the views again, as state set by a key's action does.
    /// Returns whether any ran.
    @discardableResult
    func runLifecycleActions() -> Bool {
        guard !engine.arena.lifecycleActions.isEmpty else { return false }
        let actions = engine.arena.lifecycleActions
        engine.arena.lifecycleActions = []
        for action in actions { action() }
        return true
    }

    /// Lays out the root for `proposal` and places every view.
    ///
    /// With the same proposal and no change since the last pass, the last
    /// result is returned and no layout work is done.
    public func layout(proposal: ProposedViewSize) -> LayoutResult {
        var result = pass(proposal: proposal)
        // The actions of the pass — views resolved while laid out (lazy
        // rows, `GeometryReader` content) appearing and going away,
        // preference values read (LIFE1, PREF1) — run now; state they set
        // is laid out before the result is returned, as SwiftUI updates
        // again before it draws (a size read through a preference is in
        // the frame). Bounded: actions that keep setting state settle in
        // a later layout.
        var rounds = 0
        while runLifecycleActions(), needsUpdate, rounds < Self.maxActionRounds {
            result = pass(proposal: proposal)
            rounds += 1
        }
        collectAnimations(in: result.placements)
        return result
    }

    /// How many times, at most, a layout runs again for state its actions set.
    static let maxActionRounds = 4

    /// One layout: the last result if nothing changed, else a pass.
    private func pass(proposal: ProposedViewSize) -> LayoutResult {
        if proposal != sizeClassProposal || engine.environment.cellMetrics != sizeClassMetrics {
            sizeClassProposal = proposal
            sizeClassMetrics = engine.environment.cellMetrics
            let classes = SizeClasses(proposal: proposal, metrics: sizeClassMetrics)
            if classes != sizeClasses {
                sizeClasses = classes
                if engine.sawDynamicProperties { engine.stateHost.setNeedsFullUpdate() }
            }
            // The screen `UIScreen.main` gives the bodies is the size laid out at (UIK1).
            if let host = engine.stateHostIfMade, host.screen.update(to: proposal) { host.setNeedsFullUpdate() }
        }
        if needsUpdate { updateIfNeeded() }
        if engine.arena.preferenceWritersResolved || engine.arena.scrollOffsetsSet {
            engine.arena.preferenceWritersResolved = false
            engine.arena.scrollOffsetsSet = false
            lastResultIsCurrent = false
        }
        if engine.scrollRequestsIfMade?.isEmpty == false { return layoutHonouringScrollRequests(proposal: proposal) }
        if lastResultIsCurrent, let last = lastResult, last.proposal == proposal {
            // Nothing moves: a value that changed animates nothing (ANIM1).
            engine.arena.pendingAnimations.removeAll()
            var stats = LayoutStats()
            stats.reusedPreviousResult = true
            engine.stats = stats
            return last
        }
        engine.stats = LayoutStats()
        engine.diagnostics = resolveDiagnostics
        // The last result's storage, written over when nobody else holds
        // it (a steady pass allocates nothing), its placements left in it
        // for the pass to move where views only moved; new storage otherwise.
        var (placements, lastIndex) = takeLastResultStorage()
        let lastStorage = placements.withUnsafeBufferPointer { $0.baseAddress }
        let lastIndexID = lastIndex.map(ObjectIdentifier.init)
        let index = lastIndex.reusedOrNew()
        // The index is shared by every copy of the result: a new one means a
        // caller still holds the last result, whose placements stay as they are.
        if ObjectIdentifier(index) != lastIndexID {
            // Views that only moved are copied from it (`lastPlacements`).
            engine.reusablePlacements = engine.lastPlacements.count
            placements = []
        } else {
            // Written over in place: the graph keeps no other reference.
            engine.lastPlacements = []
            engine.reusablePlacements = placements.count
        }
        engine.placementsWritten = 0
        // Room for as many placements as the last pass made or, on the
        // first pass, as there are nodes (each is placed at most once).
        placements.reserveCapacity(lastPlacementCount > 0 ? lastPlacementCount : engine.arena.liveCount)
        var size = CGSize.zero
        if let root {
            engine.runPass {
                engine.lazyNodesRemeasured.removeAll(keepingCapacity: true)
                engine.rootProposal = proposal
                engine.enterRootContainer(root, proposal: proposal)
                size = engine.measure(root, proposal, countAsLayoutCall: false)
                engine.place(root, frame: CGRect(origin: Self.rootOrigin(of: root, size: size, in: proposal), size: size),
                             proposal: proposal, depth: 0, into: &placements)
                engine.endPlacements(&placements)
                // A lazy stack that measured rows changing its length: its
                // ancestors sized it with the old estimate. Forget their sizes
                // and run again (the rows measured now stay measured, so this
                // settles; bounded all the same).
                while !engine.lazyNodesRemeasured.isEmpty, engine.stats.lazyReruns < Self.maxLazyReruns {
                    forgetSizes(above: engine.lazyNodesRemeasured, from: root)
                    engine.lazyNodesRemeasured.removeAll(keepingCapacity: true)
                    engine.stats.lazyReruns += 1
                    // The sweep just made is this pass's own storage: moved in place.
                    engine.lastPlacements = []
                    engine.reusablePlacements = placements.count
                    engine.placementsWritten = 0
                    size = engine.measure(root, proposal, countAsLayoutCall: false)
                    engine.place(root, frame: CGRect(origin: Self.rootOrigin(of: root, size: size, in: proposal), size: size),
                             proposal: proposal, depth: 0, into: &placements)
                    engine.endPlacements(&placements)
                }
            }
            size = placements.first?.frame.size ?? size
        }
        engine.endPlacements(&placements)
        engine.stats.reusedResultStorage = lastStorage != nil && ObjectIdentifier(index) == lastIndexID
            && placements.withUnsafeBufferPointer({ $0.baseAddress }) == lastStorage
        lastPlacementCount = placements.count
        engine.lastPlacements = placements
        let result = LayoutResult(proposal: proposal, size: size, placements: placements, diagnostics: engine.diagnostics,
                                  index: index)
        lastResult = result
        lastResultIsCurrent = true
        checkPreferenceObservers()
        return result
    }

    /// Where the root view goes: the top leading corner of the proposed
    /// space — its top right corner when the root is laid out right to left
    /// and the proposed width is known (RTL1).
    static func rootOrigin(of root: Node, size: CGSize, in proposal: ProposedViewSize) -> CGPoint {
        guard root.isRightToLeft, let width = proposal.width, width.isFinite, size.width.isFinite else {
            return .zero
        }
        return CGPoint(x: width - size.width, y: 0)
    }

    /// The placements of the last pass that `animation(_:value:)` animates
    /// (each range a node's subtree, parents first) and with what (ANIM1);
    /// taken by the app that draws the pass.
    /// The modifier's environment comes along (a custom animation's context reads it, ANIM6).
    package private(set) var animatedPlacements: [(range: Range<Int>, animation: Animation, environment: EnvironmentValues)] = []

    /// The root view's environment (its size classes, SZ1), which a `withAnimation`'s custom animation reads (ANIM6).
    package var rootEnvironment: EnvironmentValues {
        var values = EnvironmentValues()
        (values.horizontalSizeClass, values.verticalSizeClass) = (sizeClasses.horizontal, sizeClasses.vertical)
        return values
    }

    /// Whether the views have ever had an `animation(_:value:)`: a pass may
    /// then animate placements, from what was drawn before.
    package var mayAnimatePlacements: Bool { engine.arena.madeAnimationNodes }

    /// Takes `animatedPlacements`, leaving none.
    package func takeAnimatedPlacements() -> [(range: Range<Int>, animation: Animation, environment: EnvironmentValues)] {
        defer { animatedPlacements = [] }
        return animatedPlacements
    }

    /// Turns the animation nodes whose value changed into the ranges of
    /// `placements` their subtrees took in the pass just run.
    private func collectAnimations(in placements: [ViewPlacement]) {
        guard !engine.arena.pendingAnimations.isEmpty else { return }
        for (node, animation, environment) in engine.arena.pendingAnimations where node.isLive {
            let record = node.record
            let index = Int(record.pointee.placementIndex)
            guard index < placements.count, placements[index].nodeSlot == UInt32(bitPattern: node.index) else { continue }
            let count = Swift.max(1, Int(record.pointee.placementExtent & (LayoutEngine.deltaBit - 1)))
            animatedPlacements.append((index..<Swift.min(placements.count, index + count), animation, environment))
        }
        engine.arena.pendingAnimations.removeAll()
    }

    /// Has each `onPreferenceChange` node read its content's value, now
    /// that the pass placed every view (PREF1); drops the ones freed.
    private func checkPreferenceObservers() {
        guard !engine.arena.preferenceObservers.isEmpty else { return }
        engine.arena.preferenceObservers.removeAll { !$0.isLive || !$0.hasBehavior(PreferenceObserverBehavior.self) }
        for node in engine.arena.preferenceObservers {
            node.behavior(as: PreferenceObserverBehavior.self)?.check(node, engine)
        }
    }

    /// How many times a pass runs again, at most, because lazy stacks
    /// changed their estimated length while being placed.
    static let maxLazyReruns = 3

    /// Forgets the memoised sizes of every ancestor of `nodes` (and of the
    /// nodes themselves), and has their layout caches updated (a stack's
    /// cache holds its children's sizes).
    private func forgetSizes(above nodes: [Node], from root: Node) {
        func visit(_ node: Node) -> Bool {
            var contains = nodes.contains(node)
            for child in node.children where visit(child) { contains = true }
            if contains {
                node.clearMemo()
                if node.cacheState == .ready { node.cacheState = .stale }
            }
            return contains
        }
        _ = visit(root)
    }

    /// Takes the last result's placements and index out of the graph, so
    /// that, if the caller dropped that result, they are referenced once.
    private func takeLastResultStorage() -> ([ViewPlacement], PlacementIndex?) {
        guard let last = lastResult else { return ([], nil) }
        lastResult = nil
        return (last.placements, last.placementIndex)
    }

    /// Whether a `@State` value was set (or, for views that read the
    /// environment, the size classes changed) since the views were last
    /// resolved: the next `layout` resolves them again first. Size classes
    /// count once any view of the graph has had dynamic properties installed.
    package var needsUpdate: Bool { engine.stateHostIfMade?.needsUpdate ?? false }

    /// Brings the views up to date if `needsUpdate` (STATE2): when only
    /// `@State` / `@FocusState` values were set, the views that own them are
    /// evaluated again, alone (`updateChangedOwners`); otherwise the last
    /// root view is resolved again and every view under it is evaluated.
    /// Either way nodes, memos and caches are kept where nothing changed.
    package func updateIfNeeded() {
        guard needsUpdate else { return }
        if updateChangedOwners() {
            runLifecycleActions()
            return
        }
        resolveRootAgain?()
    }

    /// The number of composite views whose `@State` the graph keeps (root
    /// scope and every node's scope).
    var stateEntryCount: Int {
        var count = rootState?.count ?? 0
        engine.arena.forEachLiveNode { count += $0.stateTable?.count ?? 0 }
        return count
    }

    /// Forgets the last result, so the next layout runs again (used when
    /// state such as a scroll offset changes).
    func invalidateLastResult() { lastResultIsCurrent = false }

    /// The number of nodes in the graph, `GeometryReader` content included.
    public var nodeCount: Int {
        var count = 0
        forEachNode { _ in count += 1 }
        return count
    }

    /// Every node of the graph, parents first.
    var allNodes: [Node] {
        var nodes: [Node] = []
        forEachNode { nodes.append($0) }
        return nodes
    }

    /// Visits every node of the graph, parents first (`GeometryReader`
    /// content as the reader's children).
    func forEachNode(_ body: (Node) -> Void) {
        guard let root else { return }
        var stack = [root]
        while let node = stack.popLast() {
            body(node)
            // A lazy stack holds the rows it made and kept, placed or not.
            if let lazy = node.lazyState {
                stack.append(contentsOf: lazy.rowElements)
            } else {
                stack.append(contentsOf: node.children.reversed())
            }
        }
    }
}
