/// Internal: runs layout over a graph of nodes.
///
/// Every measurement goes through `measure`, which memoises per node and
/// proposal, sanitises what layouts return (NaN, negative, infinite),
/// counts statistics and stops runaway recursion. Placement goes through
/// `place`, which records every placed view depth-first.
///
/// The engine's state is here; what it does is in one file per concern:
///
/// ```
///  LayoutEngine+Measuring.swift   measure (MEMO, DISPATCH), guides, priority, spacing
///  LayoutEngine+Placing.swift     place, recordPlacement, collectPlacements
///  LayoutEngine+Moving.swift      moving the last pass's placements (MOVE), lastFrame
///  LayoutEngine+Sanitising.swift  NaN, ∞ and negative values made usable, counted
/// ```
@usableFromInline
final class LayoutEngine {
    /// The graph's nodes.
    let arena = NodeArena()
    /// The environment layouts run in.
    var environment: LayoutEnvironment
    /// Statistics of the running (or last) pass.
    @exclusivity(unchecked) var stats = LayoutStats()
    /// Problems found in the running (or last) pass.
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    /// Told by the graph's `@State` storage when a value is set (see
    /// `StateHost`); made with the first state box, so a graph without
    /// state allocates nothing for it.
    @exclusivity(unchecked) private(set) var stateHostIfMade: StateHost?
    var stateHost: StateHost {
        if let stateHostIfMade { return stateHostIfMade }
        let host = StateHost()
        stateHostIfMade = host
        return host
    }
    /// The `ScrollViewProxy` requests the next layout carries out (see
    /// `ViewGraph+ScrollRequests.swift`); made by the first `ScrollViewReader`.
    @exclusivity(unchecked) var scrollRequestsIfMade: ScrollRequestQueue?
    /// Whether any view of this graph has had dynamic properties installed
    /// (`@State`, `@Environment`): from then on a change of size classes
    /// resolves the root again (see `ViewGraph.layout`).
    @exclusivity(unchecked) var sawDynamicProperties = false
    /// Which view types have dynamic properties, and where (see `DynamicPropertyCache`).
    @exclusivity(unchecked) var dynamicProperties = DynamicPropertyCache()

    /// Nesting of measurements in progress.
    @exclusivity(unchecked) var depth = 0
    /// Deepest nesting of measurements before the engine stops (a layout
    /// that measures itself, or a pathologically deep tree).
    static let maxMeasureDepth = 400
    /// Nesting of the passes this pass runs inside, on this thread: a
    /// layout may lay out another `ViewGraph` in its own `sizeThatFits`.
    /// Nested passes share one depth budget (`maxMeasureDepth`), so a
    /// layout that measures itself through nested graphs stops too
    /// (otherwise each graph would start again at depth 0 and the stack
    /// would overflow).
    @exclusivity(unchecked) var outerDepth = 0

    /// The engines running a pass on the current thread, innermost last.
    ///
    /// Kept in a POSIX thread-specific slot: reading it is one call, where
    /// `Thread.current.threadDictionary` bridged its `String` key to an
    /// `NSString` (an allocation) and cast the value on every pass.
    private final class ActivePasses {
        var engines: [LayoutEngine] = []

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            // A thread's list is released when the thread ends.
            let status = pthread_key_create(&key) { pointer in
                guard let pointer else { return }
                Unmanaged<ActivePasses>.fromOpaque(pointer).release()
            }
            precondition(status == 0, "pthread_key_create failed (\(status))")
            return key
        }()

        static var current: ActivePasses {
            if let pointer = pthread_getspecific(key) {
                return Unmanaged<ActivePasses>.fromOpaque(pointer).takeUnretainedValue()
            }
            let created = ActivePasses()
            pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
            return created
        }
    }

    /// Runs one layout pass, counting the depth of any pass it is nested in.
    func runPass<R>(_ body: () -> R) -> R {
        let active = ActivePasses.current
        outerDepth = active.engines.last.map { $0.depth + $0.outerDepth + 1 } ?? 0
        active.engines.append(self)
        defer { active.engines.removeLast() }
        return body()
    }

    init(environment: LayoutEnvironment) {
        self.environment = environment
    }

    /// Spacing with no explicit edges and this environment's defaults.
    var defaultSpacing: ViewSpacing { ViewSpacing().withDefaults(environment.defaultSpacingSize) }

    // MARK: State of measuring (see LayoutEngine+Measuring.swift)

    /// `standardSpacing` and the default spacing size it was made for.
    @exclusivity(unchecked) var standardSpacingMemo: (CGSize, ViewSpacing)?

    // MARK: State of placing (see LayoutEngine+Placing.swift)

    /// The `placeSubviews` calls in progress, innermost last (a layout may
    /// run another's, or its own again, while placing: explicit alignment).
    @exclusivity(unchecked) var placementRuns: [PlacementRun] = []

    /// What the running `placeSubviews` calls recorded, one slot per child
    /// of each, in the order of `placementRuns`; a slot whose child is not a
    /// node (index −1) was not placed. (An origin can be NaN: a child
    /// anchored at 0 whose width is ∞ under an infinite proposal.)
    @exclusivity(unchecked) var recordedPlacements: [ChildPlacement] = []

    /// Emptied arrays of placements kept for the next outermost runs' slots
    /// (`recycle(_:)`), so that a steady pass allocates none. While a
    /// container's children are placed its own placements are held, and a
    /// child container's run needs slots of its own: a few arrays are in
    /// use at once (three for stacks in a stack), so a few are kept.
    @exclusivity(unchecked) var spareSlots: [[ChildPlacement]] = []

    // MARK: State of moving placements (see LayoutEngine+Moving.swift)

    /// How many of the output's placements, from the start, the pass may
    /// still move rather than make again (the last pass's, which this one
    /// writes over; 0 when the last result's storage could not be kept).
    @exclusivity(unchecked) var reusablePlacements = 0

    /// How many placements the running pass has written.
    @exclusivity(unchecked) var placementsWritten = 0

    /// The last pass's placements (the graph's last result's), for
    /// `lastFrame(of:)` and, while a caller holds that result, for the
    /// pass to copy moved views from; emptied while a pass writes over them.
    @exclusivity(unchecked) var lastPlacements: [ViewPlacement] = []

    // MARK: Resolving during layout, and what a pass keeps for its views

    /// Resolves `view` as the new children of `node`, during layout
    /// (`GeometryReader`), in the node's identity scope: nodes its content
    /// made last time whose identity matches are reused, with their memo
    /// and caches, and are invalidated, counted and found like any other.
    func resolveChildren<V: View>(of node: Node, view: V, environment: ResolvedEnvironment) {
        let builder = GraphBuilder(engine: self, previous: [])
        let context = ResolveContext(path: .scopeRoot, environment: environment, depth: 0, builder: builder)
        let children = builder.resolveChildren(view, of: node, context)
        builder.finish(children)
    }

    /// A number no resolution of this engine has used (see `GraphBuilder.generation`).
    func nextGeneration() -> Int {
        // Records keep 32 bits of a generation: wrap before that (a node left
        // unvisited by an update is freed by it, so an old generation never
        // comes back to meet a live node).
        generationCounter = generationCounter >= Int(UInt32.max) ? 1 : generationCounter + 1
        return generationCounter
    }
    @exclusivity(unchecked) private var generationCounter = 0

    /// What the running pass proposed to the root (how long the screen is,
    /// for lazy stacks sizing themselves before anything is placed).
    @exclusivity(unchecked) var rootProposal = ProposedViewSize.unspecified

    /// The size of the container the views being measured or placed are in
    /// (CRF1): the root's proposal, or the nearest scroll view's size.
    @exclusivity(unchecked) var containerSize = ProposedViewSize.unspecified
    /// The root proposal the views that depend on the root container were
    /// last sized for (CRF1).
    @exclusivity(unchecked) var rootContainerSize: ProposedViewSize?

    /// The clip of the children being placed (set just before a node's
    /// `childPlacements` runs): what of them can be seen, for lazy stacks.
    @exclusivity(unchecked) var currentClip: CGRect?
    /// The node that clips them (the nearest clipping ancestor, usually a
    /// scroll view), set with `currentClip`.
    @exclusivity(unchecked) var currentClipOwner: Node?

    /// Lazy stacks whose length changed while they were placed (rows
    /// measured for the first time, or differently): the pass must run
    /// again with their ancestors' sizes forgotten (see `ViewGraph.layout`).
    @exclusivity(unchecked) var lazyNodesRemeasured: [Node] = []

    /// Frames of the named coordinate spaces enclosing the view being
    /// placed (innermost last), for `GeometryProxy.frame(in:)` and
    /// `bounds(of:)`; scroll views under a name of their own (GEO2).
    @exclusivity(unchecked) var namedCoordinateSpaces: [AnyHashable: [CGRect]] = [:]
    /// The axes of the scroll views enclosing the view being placed
    /// (innermost last; their frames are the `.scrollView` space's), for
    /// `scrollTransition` (SC11).
    @exclusivity(unchecked) var scrollViewAxes: [Axis.Set] = []
    /// The text style resolved last, shared by the texts that follow with the same style.
    @exclusivity(unchecked) var textStyles = TextStyle.Cache()

    /// Records a diagnostic (at most a bounded number per pass).
    func report(_ diagnostic: LayoutDiagnostic) {
        if diagnostics.count < 100 { diagnostics.append(diagnostic) }
    }
}
