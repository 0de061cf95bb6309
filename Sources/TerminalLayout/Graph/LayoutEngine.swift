/// Internal: runs layout over a graph of nodes.
///
/// Every measurement goes through `measure`, which memoises per node and
/// proposal, sanitises what layouts return (NaN, negative, infinite),
/// counts statistics and stops runaway recursion. Placement goes through
/// `place`, which records every placed view depth-first.
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
    @exclusivity(unchecked) private var depth = 0
    /// Deepest nesting of measurements before the engine stops (a layout
    /// that measures itself, or a pathologically deep tree).
    static let maxMeasureDepth = 400
    /// Nesting of the passes this pass runs inside, on this thread: a
    /// layout may lay out another `ViewGraph` in its own `sizeThatFits`.
    /// Nested passes share one depth budget (`maxMeasureDepth`), so a
    /// layout that measures itself through nested graphs stops too
    /// (otherwise each graph would start again at depth 0 and the stack
    /// would overflow).
    @exclusivity(unchecked) private var outerDepth = 0

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

    // MARK: Measuring

    /// The size `node` wants for `proposal`; the node's last three answers
    /// are memoised (MEMO).
    func measure(_ node: Node, _ proposal: ProposedViewSize, countAsLayoutCall: Bool = true) -> CGSize {
        let proposal = sanitize(proposal, node: node)
        if countAsLayoutCall { stats.sizeThatFitsCalls += 1 }
        // A size that does not depend on the proposal is known without
        // evaluating anything: it counts as remembered.
        // The constant size and the memo, read through one pointer to the record.
        let record = node.record
        if let size = record.pointee.memoFront.constant {
            if countAsLayoutCall { stats.memoHits += 1 }
            return size
        }
        // The most recent answer first (one cache line of the record): a
        // proposal equal to a key as filed is that key, whatever is ignored.
        if let size = record.pointee.memoFront.answer(for: proposal) {
            if countAsLayoutCall { stats.memoHits += 1 }
            return size
        }
        // Filed without the lengths the node's size does not depend on: a
        // fixed-height frame asked with another height has its answer.
        let key = record.pointee.independentAxisBits == 0 ? proposal
            : Self.memoKey(proposal, ignoring: record.pointee.proposalIndependentAxes)
        let slot = Int(node.index)
        if let size = arena.rememberedSize(for: key, slot: slot, record: record) {
            if countAsLayoutCall { stats.memoHits += 1 }
            return size
        }
        guard depth + outerDepth < Self.maxMeasureDepth else {
            report(.recursionLimit(node: node.debugName, depth: depth + outerDepth))
            return .zero
        }
        depth += 1
        defer { depth -= 1 }
        prepare(node)
        stats.nodesEvaluated += 1
        let raw = switch record.pointee.builtinKind {  // DISPATCH
        case .frame: record.builtinBehavior(FrameBehavior.self).pointee.sizeThatFits(proposal, node: node, engine: self)
        case .compactFlexFrame: record.builtinBehavior(CompactFlexFrameBehavior.self).pointee.sizeThatFits(proposal, node: node, engine: self)
        case .color: record.builtinBehavior(ColorBehavior.self).pointee.sizeThatFits(proposal, node: node, engine: self)
        case .other: node.behavior.sizeThatFits(proposal, node: node, engine: self)
        }
        let size = sanitize(raw, for: proposal, node: node)
        arena.remember(size, for: key, slot: slot, record: record)
        return size
    }

    /// The proposal a node's memo files `proposal` under: without the lengths
    /// on `axes`, which its size does not depend on.
    static func memoKey(_ proposal: ProposedViewSize, ignoring axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The dimensions (size and guides) of `node` for `proposal`.
    func dimensions(of node: Node, _ proposal: ProposedViewSize, countAsLayoutCall: Bool = true) -> ViewDimensions {
        let proposal = sanitize(proposal, node: node)
        let size = measure(node, proposal, countAsLayoutCall: countAsLayoutCall)
        let guides: ExplicitGuides? = node.mayHaveExplicitGuides ? ExplicitGuides(node: node, engine: self, proposal: proposal) : nil
        return ViewDimensions(size: size, explicitGuides: guides)
    }

    /// The explicit value of a guide for `node` under `proposal`; memoised.
    func explicitValue(of node: Node, _ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard node.explicitGuideKinds.include(key) else { return nil }
        let memoKey = GuideMemoKey(proposal: proposal, key: key)
        if let cached = node.guideMemo?.memo.value(for: memoKey) { return cached }
        guard depth + outerDepth < Self.maxMeasureDepth else {
            report(.recursionLimit(node: node.debugName, depth: depth + outerDepth))
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let size = measure(node, proposal, countAsLayoutCall: false)
        var value = node.behavior.explicitAlignment(key, size: size, proposal: proposal, node: node, engine: self)
        if let v = value, !v.isFinite {
            stats.sanitisedValues += 1
            report(.sanitised(node: node.debugName, what: "alignment guide \(key)", value: v))
            value = nil
        }
        if node.guideMemo == nil { node.guideMemo = GuideMemo() }
        node.guideMemo?.memo.insert(value, for: memoKey)
        return value
    }

    /// The layout priority of `node` (S5).
    func priority(of node: Node) -> Double {
        if let p = node.priorityMemo { return p }
        let p = node.traits.priority ?? node.behavior.priority(node: node, engine: self)
        node.priorityMemo = p
        return p
    }

    /// The spacing preferences of `node` (V4).
    func spacing(of node: Node) -> ViewSpacing {
        switch node.spacingMemo {
        case .standard: return standardSpacing
        case .custom: if let s = node.customSpacing { return s }
        case .none: break
        }
        prepare(node)
        let s = node.behavior.spacing(node: node, engine: self).withDefaults(environment.defaultSpacingSize)
        if s == standardSpacing {
            node.spacingMemo = .standard
        } else {
            node.customSpacing = s
            node.spacingMemo = .custom
        }
        return s
    }

    /// The spacing of a view without preferences of its own in this
    /// environment (`defaultSpacing`), kept for the environment it was made for.
    var standardSpacing: ViewSpacing {
        if let (environment, spacing) = standardSpacingMemo, environment == self.environment.defaultSpacingSize {
            return spacing
        }
        let spacing = defaultSpacing
        standardSpacingMemo = (self.environment.defaultSpacingSize, spacing)
        return spacing
    }
    @exclusivity(unchecked) private var standardSpacingMemo: (CGSize, ViewSpacing)?

    /// Makes or updates a container's cache before its first use in a pass.
    /// A node without a cache (anything but a layout container) is never
    /// asked (`CacheState.none`, set when it is made): one byte is read.
    @inline(__always)
    func prepare(_ node: Node) {
        let state = node.record.pointee.cacheState
        if state == .missing || state == .stale { prepareCache(node) }
    }

    /// `prepare(_:)` for a container whose cache must be made or updated.
    @inline(never)
    private func prepareCache(_ node: Node) {
        node.behavior.prepareCache(node: node, engine: self)
        node.cacheState = .ready
    }

    // MARK: Placing

    /// Records the placement a layout asks for with `LayoutSubview.place`:
    /// in the innermost running `placeSubviews` of `container`, at the
    /// subview's index (the last call wins).
    func recordPlacement(of node: Node, index: Int, in container: Node, at position: CGPoint, anchor: UnitPoint,
                         proposal: ProposedViewSize) {
        var run = placementRuns.count - 1
        while run >= 0, placementRuns[run].container != container { run -= 1 }
        guard run >= 0, index < placementRuns[run].count else {
            report(.placeOutsidePlaceSubviews(node: node.debugName))
            return
        }
        let proposal = sanitize(proposal, node: node)
        var position = position
        if !position.x.isFinite || !position.y.isFinite {
            stats.sanitisedValues += 1
            report(.sanitised(node: node.debugName, what: "placement position", value: position.x.isFinite ? position.y : position.x))
            position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        }
        // A proxy kept from before the container's children changed is not
        // one of its subviews any more: its placement goes nowhere.
        guard container.children[index] == node else { return }
        // The size is needed only to move an anchor other than the top
        // leading corner (the default) to the position.
        let origin: CGPoint
        if anchor.x == 0 && anchor.y == 0 {
            origin = position
        } else {
            let size = measure(node, proposal, countAsLayoutCall: false)
            origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        }
        recordedPlacements[placementRuns[run].base + index] = ChildPlacement(child: node, origin: origin, proposal: proposal)
    }

    /// A `placeSubviews` in progress: whose, and where its children's
    /// placements are recorded in `recordedPlacements`.
    private struct PlacementRun {
        let container: Node
        let base: Int
        let count: Int
    }
    /// The `placeSubviews` calls in progress, innermost last (a layout may
    /// run another's, or its own again, while placing: explicit alignment).
    @exclusivity(unchecked) private var placementRuns: [PlacementRun] = []
    /// What the running `placeSubviews` calls recorded, one slot per child
    /// of each, in the order of `placementRuns`; a slot whose child is not a
    /// node (index −1) was not placed. (An origin can be NaN: a child
    /// anchored at 0 whose width is ∞ under an infinite proposal.)
    @exclusivity(unchecked) private var recordedPlacements: [ChildPlacement] = []
    /// Emptied arrays of placements kept for the next outermost runs' slots
    /// (`recycle(_:)`), so that a steady pass allocates none. While a
    /// container's children are placed its own placements are held, and a
    /// child container's run needs slots of its own: a few arrays are in
    /// use at once (three for stacks in a stack), so a few are kept.
    @exclusivity(unchecked) private var spareSlots: [[ChildPlacement]] = []
    /// How many emptied arrays `spareSlots` keeps.
    private static let keptSpareSlots = 8

    /// Keeps the storage of a container's placements, once placed, for the
    /// next `collectPlacements`.
    private func recycle(_ placements: inout [ChildPlacement]) {
        guard placements.capacity > 0, spareSlots.count < Self.keptSpareSlots else { return }
        placements.removeAll(keepingCapacity: true)
        if spareSlots.capacity == 0 { spareSlots.reserveCapacity(Self.keptSpareSlots) }
        spareSlots.append(placements)
        placements = []
    }

    /// Runs `body` (a container's `placeSubviews`) and collects where it put
    /// each child; an unplaced child is centred in `bounds` with the
    /// container's proposal (U1). Nested runs for the same container keep
    /// their own records.
    func collectPlacements(of container: Node, in bounds: CGRect, proposal: ProposedViewSize,
                           _ body: () -> Void) -> [ChildPlacement] {
        let children = container.children
        let count = children.count
        let base = recordedPlacements.count
        let unplaced = ChildPlacement(child: Node(arena: container.arena, index: -1, version: 0), origin: .zero, proposal: proposal)
        recordedPlacements.reserveCapacity(base + count)
        recordedPlacements.append(contentsOf: repeatElement(unplaced, count: count))
        placementRuns.append(PlacementRun(container: container, base: base, count: count))
        stats.placeSubviewsCalls += 1
        body()
        placementRuns.removeLast()
        for i in base..<(base + count) where !recordedPlacements[i].hasChild {
            let child = children[i - base]
            recordedPlacements[i].setChild(child)
            let size = measure(child, proposal, countAsLayoutCall: false)
            recordedPlacements[i].origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        }
        // The outermost run hands its slots over whole (no copy: a container
        // of 100,000 children held both arrays at once); a nested one copies.
        if base == 0 {
            var result: [ChildPlacement] = []
            swap(&result, &recordedPlacements)
            if let spare = spareSlots.popLast() { recordedPlacements = spare }
            return result
        }
        let result = Array(recordedPlacements[base...])
        recordedPlacements.removeLast(count)
        return result
    }

    /// Runs a layout's `placeSubviews` without committing anything, for
    /// computing explicit alignment (L6).
    func scratchPlacements<L: Layout>(of container: Node, layout: L, in bounds: CGRect, proposal: ProposedViewSize,
                                      subviews: LayoutSubviews, cache: inout L.Cache) -> [ChildPlacement] {
        var localCache = cache
        let result = collectPlacements(of: container, in: bounds, proposal: proposal) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &localCache)
        }
        cache = localCache
        return result
    }

    /// Places `node` at `frame` under `proposal` and, recursively, its
    /// children; appends every placed view to `output`, parents first.
    /// Children are visited in drawing order: view order, stably re-sorted
    /// by `zIndex` when any child sets one.
    @discardableResult
    func place(_ node: Node, frame: CGRect, proposal: ProposedViewSize, depth: Int, clip: PlacementClip? = nil,
               clipOwner: Node? = nil, opacity: Double = 1, into output: inout [ViewPlacement]) -> Movability {
        guard depth < Self.maxMeasureDepth else {
            report(.recursionLimit(node: node.debugName, depth: depth))
            return .no
        }
        let frame = sanitize(frame, node: node)
        let position = placementsWritten
        let record = node.record
        // Placed the same way as in the last pass, whose placements are
        // still there from this position: only moved (see `reusePlacements`).
        if position < reusablePlacements, record.pointee.placementExtent >= Self.movableBit,
           record.pointee.placementIndex == UInt32(truncatingIfNeeded: position),
           (lastPlacements.isEmpty ? output[position].frame.size : lastPlacements[position].frame.size) == frame.size,
           reusePlacements(of: node, at: position, frame: frame, proposal: proposal, depth: depth, clip: clip,
                           opacity: opacity, in: &output) {
            return record.pointee.placementExtent & Self.deltaBit != 0 ? .byDelta : .sameFrame
        }
        record.pointee.placementIndex = UInt32(truncatingIfNeeded: min(position, Int(UInt32.max)))
        prepare(node)
        // The commonest behaviours are called directly (DISPATCH); any
        // other through one copy of the existential for all that follows
        // (each `node.behavior.…` would copy it again), opened once.
        switch record.pointee.builtinKind {
        case .frame:
            return place(node, record, record.builtinBehavior(FrameBehavior.self).pointee, at: position, frame: frame,
                         proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity, into: &output)
        case .compactFlexFrame:
            return place(node, record, record.builtinBehavior(CompactFlexFrameBehavior.self).pointee, at: position, frame: frame,
                         proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity, into: &output)
        case .color:
            return place(node, record, record.builtinBehavior(ColorBehavior.self).pointee, at: position, frame: frame,
                         proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity, into: &output)
        case .other:
            let behavior = node.behavior
            return place(node, record, behavior, at: position, frame: frame,
                         proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity, into: &output)
        }
    }

    /// Places `node`, whose behaviour is `behavior`, anew at `position` of
    /// `output` (the rest of `place(_:frame:…)`, with the behaviour's type
    /// known: specialised for the built-in ones, DISPATCH).
    private func place<B: NodeBehavior>(_ node: Node, _ record: UnsafeMutablePointer<NodeRecord>, _ behavior: borrowing B,
                                        at position: Int, frame: CGRect, proposal: ProposedViewSize, depth: Int,
                                        clip: PlacementClip?, clipOwner: Node?, opacity: Double,
                                        into output: inout [ViewPlacement]) -> Movability {
        let facts = behavior.placementFacts(engine: self)
        let opacity = opacity * facts.opacityFactor
        let kind = behavior.placementKind(size: frame.size, proposal: proposal, node: node, engine: self)
        // Over the last pass's placement, written in place, field by field
        // (building a whole placement and storing it copied it and
        // destroyed the original); at a new position, appended.
        if position >= output.count { output.append(ViewPlacement.blank) }
        output.withUnsafeMutableBufferPointer { buffer in
            let slot = buffer.baseAddress.unsafelyUnwrapped + position
            slot.pointee.frame = frame
            slot.pointee.reset(depth: depth, explicitIDOf: record, kind: kind, clip: clip, opacity: opacity,
                               proposal: proposal, nodeSlot: UInt32(bitPattern: node.index))
        }
        placementsWritten = position + 1
        let clips = facts.clipsChildren
        let childClip = clips ? PlacementClip(clip.map { $0.rect.intersection(frame) } ?? frame) : clip
        let childClipOwner = clips ? node : clipOwner
        // Whether the node names a coordinate space, from a flag (reading the
        // optional `AnyHashable` name costs a copy and a destroy).
        let named = node.namesCoordinateSpace
        // Whether the subtree's placements can be moved as they are next
        // time (see `movableBit`).
        let mobility = facts.mobility
        let whole = mobility == .movableWhenWhole
        var movability: Movability = mobility == .fixed || named || (whole && !frame.isWhole) ? .no
            : whole ? .byDelta : .sameFrame
        let anyProposal = mobility == .movableAnyProposal
        // One child (every modifier): no array of placements.
        if let (single, knownSize) = behavior.measuredSingleChildPlacement(in: frame, proposal: proposal, node: node, engine: self) {
            if named { enterCoordinateSpace(of: node, at: frame.origin) }
            let child = single.child(in: node.arena)
            // The size the behaviour measured the child at this proposal, or
            // the memo's answer.
            let size = knownSize ?? measure(child, single.proposal, countAsLayoutCall: false)
            let childMovability = place(child, frame: CGRect(origin: single.origin, size: size), proposal: single.proposal,
                                        depth: depth + 1, clip: childClip, clipOwner: childClipOwner, opacity: opacity,
                                        into: &output)
            if named { leaveCoordinateSpace(of: node) }
            movability = Self.joined(movability, childMovability, of: child, at: single.origin, size: size, in: frame, whole: whole)
            record.pointee.placementExtent = Self.extent(placementsWritten - position, movability, anyProposal: anyProposal)
            return movability
        }
        currentClip = childClip?.rect
        currentClipOwner = childClipOwner
        var placements = behavior.childPlacements(in: frame, proposal: proposal, node: node, engine: self)
        // The engine's own arena, the node's (a local copy of `node.arena`,
        // an unowned reference, was a retain and a release per node placed).
        let arena = self.arena
        if !record.pointee.noChildHasZIndex, placements.contains(where: { $0.child(in: arena).zIndex != nil }) {
            placements = placements.enumerated().sorted { a, b in
                let za = a.element.child(in: arena).zIndex ?? 0
                let zb = b.element.child(in: arena).zIndex ?? 0
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
        }
        if named { enterCoordinateSpace(of: node, at: frame.origin) }
        for placed in placements {
            let child = placed.child(in: arena)
            let size = measure(child, placed.proposal, countAsLayoutCall: false)
            let childMovability = place(child, frame: CGRect(origin: placed.origin, size: size), proposal: placed.proposal,
                                        depth: depth + 1, clip: childClip, clipOwner: childClipOwner, opacity: opacity,
                                        into: &output)
            movability = Self.joined(movability, childMovability, of: child, at: placed.origin, size: size, in: frame, whole: whole)
        }
        recycle(&placements)
        if named { leaveCoordinateSpace(of: node) }
        record.pointee.placementExtent = Self.extent(placementsWritten - position, movability, anyProposal: anyProposal)
        return movability
    }

    // MARK: Moving the last pass's placements (MOVE)

    /// How many of the output's placements, from the start, the pass may
    /// still move rather than make again (the last pass's, which this one
    /// writes over; 0 when the last result's storage could not be kept).
    @exclusivity(unchecked) var reusablePlacements = 0
    /// How many placements the running pass has written.
    @exclusivity(unchecked) var placementsWritten = 0

    /// Ends a sweep of placing: what is left of the last pass's placements
    /// after the ones written goes.
    func endPlacements(_ output: inout [ViewPlacement]) {
        if output.count > placementsWritten { output.removeSubrange(placementsWritten...) }
        reusablePlacements = 0
    }

    /// Whether a placed subtree's placements may be moved next time, and how.
    enum Movability: UInt8 {
        /// Placed anew.
        case no
        /// Every placement of the subtree has the node's frame (a leaf, a
        /// frame its content fills): moving is setting their origin.
        case sameFrame
        /// Every frame in the subtree is whole, and was worked out from
        /// whole numbers only (`PlacementMobility.movableWhenWhole`):
        /// moving by a whole distance is exact.
        case byDelta
    }

    /// What a node's movability is, given a child's (placed at `origin`
    /// with `size`) and the node's: the child must be movable, and fill the
    /// node's frame, or — for a node movable when whole — have a whole frame,
    /// the standard spacing and no explicit guides but text baselines.
    @inline(__always)
    static func joined(_ movability: Movability, _ child: Movability, of node: Node, at origin: CGPoint, size: CGSize,
                       in frame: CGRect, whole: Bool) -> Movability {
        guard movability != .no, child != .no else { return .no }
        if whole {
            let record = node.record
            guard CGRect(origin: origin, size: size).isWhole, record.pointee.explicitGuideKinds <= .textBaselines,
                  record.pointee.spacingMemo != .custom else { return .no }
            return .byDelta
        }
        guard origin == frame.origin, size == frame.size else { return .no }
        return child == .byDelta ? .byDelta : movability
    }

    /// The bit of `NodeRecord.placementExtent` that says the subtree's
    /// placements may be moved (rule MOVE): the node's behaviour is one
    /// whose placement depends on nothing but its size and proposal
    /// (`placementMobility`), it names no coordinate space, and each of its
    /// children is movable and either has exactly the node's frame (a frame
    /// filled by its content, a leaf: moving is setting the origin, with no
    /// arithmetic that could round differently from placing them again) or,
    /// under a node movable when whole, a whole frame (moving is adding a
    /// whole distance: exact, `deltaBit`).
    static let movableBit: UInt32 = 1 << 31
    /// The bit of `NodeRecord.placementExtent` that says a movable
    /// subtree's placements do not depend on the node's proposal
    /// (`.movableAnyProposal`): moved, the node's own placement takes
    /// the new proposal.
    static let anyProposalBit: UInt32 = 1 << 30
    /// The bit of `NodeRecord.placementExtent` that says a movable subtree
    /// moves by a whole distance (`Movability.byDelta`): its new origin must
    /// be whole, and each placement's origin is moved by the difference.
    static let deltaBit: UInt32 = 1 << 29

    /// A record's `placementExtent` for a subtree of `count` placements.
    @inline(__always)
    static func extent(_ count: Int, _ movability: Movability, anyProposal: Bool) -> UInt32 {
        guard count < Int(deltaBit), movability != .no else { return count < Int(deltaBit) ? UInt32(count) : 0 }
        return UInt32(count) | movableBit | (anyProposal ? anyProposalBit : 0) | (movability == .byDelta ? deltaBit : 0)
    }

    /// Moves `node`'s subtree's placements of the last pass, at `position`
    /// there, to `frame`'s origin (MOVE), when the node is placed as it was then:
    /// the same size, proposal, depth, opacity and clip (the subtree is
    /// movable and unchanged since: a change anywhere in it clears the
    /// node's memo, and with it the movable bit). They are moved in
    /// `output` when it is the last result's storage; copied from
    /// `lastPlacements` to the end of `output` when a caller still holds
    /// the last result. Returns false, touching nothing, when the node was
    /// placed otherwise (then it is placed anew).
    @inline(never)
    private func reusePlacements(of node: Node, at position: Int, frame: CGRect, proposal: ProposedViewSize, depth: Int,
                                 clip: PlacementClip?, opacity: Double, in output: inout [ViewPlacement]) -> Bool {
        let bits = node.record.pointee.placementExtent
        let extent = Int(bits & (Self.deltaBit - 1))
        guard extent > 0, position + extent <= reusablePlacements else { return false }
        let slot = UInt32(bitPattern: node.index), anyProposal = bits & Self.anyProposalBit != 0
        let byDelta = bits & Self.deltaBit != 0
        let origin = frame.origin
        if byDelta && !(origin.x.isWhole && origin.y.isWhole) { return false }
        if lastPlacements.isEmpty {
            let moved = output.withUnsafeMutableBufferPointer { buffer -> Bool in
                let first = buffer.baseAddress.unsafelyUnwrapped + position
                guard first.pointee.canMove(slot: slot, size: frame.size, proposal: proposal, anyProposal: anyProposal,
                                            depth: depth, opacity: opacity, clip: clip) else { return false }
                first.pointee.proposal = proposal
                let old = first.pointee.frame.origin
                if old != origin {
                    if byDelta {
                        let dx = origin.x - old.x, dy = origin.y - old.y
                        for k in 0..<extent {
                            first[k].frame.origin.x += dx
                            first[k].frame.origin.y += dy
                        }
                    } else {
                        for k in 0..<extent { first[k].frame.origin = origin }
                    }
                }
                return true
            }
            guard moved else { return false }
        } else {
            let copied = lastPlacements.withUnsafeBufferPointer { buffer -> Bool in
                let first = buffer.baseAddress.unsafelyUnwrapped + position
                guard first.pointee.canMove(slot: slot, size: frame.size, proposal: proposal, anyProposal: anyProposal,
                                            depth: depth, opacity: opacity, clip: clip) else { return false }
                let old = first.pointee.frame.origin
                let dx = origin.x - old.x, dy = origin.y - old.y
                for k in 0..<extent {
                    var placement = first[k]
                    if byDelta {
                        placement.frame.origin.x += dx
                        placement.frame.origin.y += dy
                    } else {
                        placement.frame.origin = origin
                    }
                    if k == 0 { placement.proposal = proposal }
                    output.append(placement)
                }
                return true
            }
            guard copied else { return false }
        }
        placementsWritten = position + extent
        stats.placementsMoved += extent
        return true
    }

    /// The last pass's placements (the graph's last result's), for
    /// `lastFrame(of:)` and, while a caller holds that result, for the
    /// pass to copy moved views from; emptied while a pass writes over them.
    @exclusivity(unchecked) var lastPlacements: [ViewPlacement] = []

    /// The frame `node` had in the last pass, in root points, or `nil` if
    /// that pass did not place it: read from the placement its record
    /// points to, when that placement is the node's.
    func lastFrame(of node: Node) -> CGRect? {
        guard arena.isLive(node) else { return nil }
        let index = Int(node.record.pointee.placementIndex)
        guard index < lastPlacements.count, lastPlacements[index].nodeSlot == UInt32(bitPattern: node.index) else { return nil }
        return lastPlacements[index].frame
    }

    /// Makes `node`'s named coordinate space (`coordinateSpace(name:)`), whose
    /// origin is at `origin`, current for its subtree.
    private func enterCoordinateSpace(of node: Node, at origin: CGPoint) {
        guard let name = node.coordinateSpaceName else { return }
        namedCoordinateSpaces[name, default: []].append(origin)
    }

    /// Ends what `enterCoordinateSpace(of:at:)` began.
    private func leaveCoordinateSpace(of node: Node) {
        guard let name = node.coordinateSpaceName else { return }
        namedCoordinateSpaces[name]?.removeLast()
    }

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

    /// Origins of the named coordinate spaces enclosing the view being
    /// placed (innermost last), for `GeometryProxy.frame(in:)`.
    @exclusivity(unchecked) var namedCoordinateSpaces: [AnyHashable: [CGPoint]] = [:]
    /// The text style resolved last, shared by the texts that follow with the same style.
    @exclusivity(unchecked) var textStyles = TextStyle.Cache()

    // MARK: Sanitising

    /// NaN or negative proposal dimensions become 0 (counted); −0 becomes 0.
    @inline(__always)
    func sanitize(_ proposal: ProposedViewSize, node: Node) -> ProposedViewSize {
        // The common case, inlined where it is asked: nothing to replace.
        if Self.isClean(proposal.width), Self.isClean(proposal.height) { return proposal }
        return sanitizeReplacing(proposal, node: node)
    }

    /// `sanitize(_:node:)` for a proposal with something to replace.
    @inline(never)
    private func sanitizeReplacing(_ proposal: ProposedViewSize, node: Node) -> ProposedViewSize {
        var p = proposal
        for axis in Axis.allCases {
            // −0 is 0 (so a memo keyed by proposal never mixes the two).
            if let v = p[axis], v == 0, v.sign == .minus { p[axis] = 0 }
            if let v = p[axis], v.isNaN || v < 0 {
                stats.sanitisedValues += 1
                report(.sanitised(node: node.debugName, what: "proposed \(axis == .horizontal ? "width" : "height")", value: v))
                p[axis] = 0
            }
        }
        return p
    }

    /// Whether a proposed dimension needs no sanitising: nil, or a number
    /// that is neither NaN, nor negative, nor −0.
    @inline(__always)
    static func isClean(_ value: CGFloat?) -> Bool {
        guard let value else { return true }
        return value > 0 || (value == 0 && value.sign == .plus)
    }

    /// The sanitising rule for sizes a view returns: NaN and negative
    /// dimensions become 0; an infinite dimension is kept only when the
    /// proposal in that dimension was infinite (a legitimate answer to a
    /// maximum probe), and otherwise becomes the proposed value when that
    /// is finite, or 0 when the dimension was unspecified. Each replacement
    /// is counted in `LayoutStats.sanitisedValues`.
    @inline(__always)
    func sanitize(_ size: CGSize, for proposal: ProposedViewSize, node: Node) -> CGSize {
        // The common cases, inlined where they are asked: nothing to
        // replace, or an infinite answer to an infinite probe.
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 { return size }
        if Self.isClean(size.width, proposed: proposal.width), Self.isClean(size.height, proposed: proposal.height) {
            return size
        }
        return sanitizeReplacing(size, for: proposal, node: node)
    }

    /// Whether a dimension of a size needs no sanitising: finite and not
    /// negative, or infinite where the proposal was.
    @inline(__always)
    static func isClean(_ value: CGFloat, proposed: CGFloat?) -> Bool {
        (value.isFinite && value >= 0) || (value == .infinity && proposed == .infinity)
    }

    /// `sanitize(_:for:node:)` for a size with something to replace.
    @inline(never)
    private func sanitizeReplacing(_ size: CGSize, for proposal: ProposedViewSize, node: Node) -> CGSize {
        var s = size
        for axis in Axis.allCases {
            let v = s[axis]
            if v.isFinite && v >= 0 { continue }
            let proposed = proposal[axis]
            if v == .infinity, proposed == .infinity { continue }
            stats.sanitisedValues += 1
            report(.sanitised(node: node.debugName, what: axis == .horizontal ? "width" : "height", value: v))
            if v.isNaN || v < 0 {
                s[axis] = 0
            } else {
                s[axis] = proposed.flatMap { $0.isFinite ? $0 : nil } ?? 0
            }
        }
        return s
    }

    /// Placed frames are always finite: infinite sizes (a view proposed
    /// infinity that took it) become 0 and non-finite origins 0 (counted).
    @inline(__always)
    func sanitize(_ frame: CGRect, node: Node) -> CGRect {
        // The common case, inlined where it is asked: nothing to replace.
        if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite {
            return frame
        }
        return sanitizeReplacing(frame, node: node)
    }

    /// `sanitize(_:node:)` for a frame with something to replace.
    @inline(never)
    private func sanitizeReplacing(_ frame: CGRect, node: Node) -> CGRect {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        stats.sanitisedValues += 1
        report(.sanitised(node: node.debugName, what: "placed frame", value: values.first { !$0.isFinite } ?? 0))
        func fix(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return CGRect(x: fix(frame.origin.x), y: fix(frame.origin.y), width: fix(frame.size.width), height: fix(frame.size.height))
    }

    /// Records a diagnostic (at most a bounded number per pass).
    func report(_ diagnostic: LayoutDiagnostic) {
        if diagnostics.count < 100 { diagnostics.append(diagnostic) }
    }
}

extension CGFloat {
    /// Whether the value is a whole number below 2³¹ in magnitude: sums and
    /// differences of such values are exact (rule MOVE).
    @inline(__always)
    var isWhole: Bool {
        // A conversion and back, not `rounded()` (a libm call without SSE4.1).
        guard Swift.abs(self) < 2_147_483_648 else { return false }
        return CGFloat(Int32(self)) == self
    }
}

extension CGRect {
    /// Whether the origin and size are whole (`CGFloat.isWhole`).
    @inline(__always)
    var isWhole: Bool { origin.x.isWhole && origin.y.isWhole && size.width.isWhole && size.height.isWhole }
}
