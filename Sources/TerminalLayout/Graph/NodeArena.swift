/// Internal: the one owner of a graph's nodes — their records in one
/// store of fixed-size chunks, addressed by `Node` handles, with freed slots kept on
/// a free list for the next nodes to reuse.
///
/// ```
///  records  [ VStack | padding | Text | (free) | Color | … ]
///  versions    0        0        0       1        0
///  keptIn      0        7        7       0        7     ← kept by value in update 7 (UPD1)
///  free list  [3]         ← the next node made takes slot 3, version 1
/// ```
///
/// No node is an object: making one appends to (or reuses a slot of) the
/// array, freeing one resets its record and bumps the slot's version, so a
/// handle kept past its node's life is detectably stale. Releasing the
/// graph releases the arena, and with it every record at once.
///
/// Nodes are freed when an update drops them: a scope's previous nodes that
/// were not matched again, with everything their own scopes made (see
/// `GraphBuilder.release(unmatched:)`).
final class NodeArena {
    /// How many records a chunk holds (a power of two).
    static let chunkSize = 1 << chunkShift
    static let chunkShift = 10

    /// The nodes' records, in fixed-size chunks that never move: a field is
    /// read and written in place through a pointer (an array's subscript
    /// would copy the whole record to read one field), growing allocates a
    /// new chunk without copying the old ones, and a pointer to a record
    /// stays valid while nodes are added. `slotCount` records are
    /// initialised; a freed slot holds a vacant record.
    /// The chunks, `chunkCount` of them, in a raw table (reading a chunk's
    /// address is one load, with no array bounds check or buffer retain).
    @exclusivity(unchecked) private var chunks: UnsafeMutablePointer<UnsafeMutablePointer<NodeRecord>>
    @exclusivity(unchecked) private var chunkCount = 0
    @exclusivity(unchecked) private var chunkCapacity = 4
    /// The number of slots in use (live or free).
    @exclusivity(unchecked) private(set) var slotCount = 0
    /// The version of each slot (bumped when its node is freed).
    @exclusivity(unchecked) private var versions: ContiguousArray<UInt32> = []
    /// The update (its generation, truncated) in which each slot's node was
    /// last kept by value without being resolved (UPD1, `ElementMemo`):
    /// beside the versions, so that keeping, releasing and finishing an
    /// update read four bytes of a compact array per kept node instead of
    /// its 160-byte record.
    @exclusivity(unchecked) private var keptIn = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    @exclusivity(unchecked) private var keptInCapacity = 0
    /// Slots free for reuse.
    @exclusivity(unchecked) private var freeSlots: [Int32] = []
    /// The traits collected for nodes in the update running (see `PendingTraits`).
    @exclusivity(unchecked) var pendingTraits = PendingTraits()
    /// The size memos' second and third entries (`SizeMemo.Tail`), a block
    /// of `chunkSize` a chunk of records, made when one of its nodes first
    /// holds two answers (`nil` until then); `chunkCapacity` of them, like
    /// `chunks`. A slot's entries mean something only while its record's
    /// `hasMemoTail` is set, so a block is never cleared.
    @exclusivity(unchecked) private var memoTails: UnsafeMutablePointer<UnsafeMutablePointer<SizeMemo.Tail>?>

    init() {
        chunks = .allocate(capacity: chunkCapacity)
        memoTails = .allocate(capacity: chunkCapacity)
        memoTails.initialize(repeating: nil, count: chunkCapacity)
    }

    deinit {
        for i in 0..<chunkCount {
            chunks[i].deinitialize(count: min(Self.chunkSize, slotCount - i * Self.chunkSize))
            ChunkPool.give(chunks[i])
            memoTails[i]?.deallocate()
        }
        memoTails.deallocate()
        chunks.deallocate()
        keptIn.deallocate()
    }

    /// Adds a chunk (the table of chunks doubles when full; records never move).
    private func addChunk() {
        if chunkCount == chunkCapacity {
            chunkCapacity *= 2
            chunks = chunks.moved(count: chunkCount, toCapacity: chunkCapacity)
            memoTails = memoTails.moved(count: chunkCount, toCapacity: chunkCapacity)
            (memoTails + chunkCount).initialize(repeating: nil, count: chunkCapacity - chunkCount)
        }
        (chunks + chunkCount).initialize(to: ChunkPool.take())
        chunkCount += 1
    }

    /// The record in `slot`.
    @inline(__always)
    func record(_ slot: Int) -> UnsafeMutablePointer<NodeRecord> {
        chunks[slot >> Self.chunkShift] + (slot & (Self.chunkSize - 1))
    }

    // MARK: Size memo (MEMO)

    /// The second and third entries of the size memo of the node in `slot`
    /// (its block made if need be).
    @inline(__always)
    func memoTail(_ slot: Int) -> UnsafeMutablePointer<SizeMemo.Tail> {
        if let block = memoTails[slot >> Self.chunkShift] { return block + (slot & (Self.chunkSize - 1)) }
        let block = UnsafeMutablePointer<SizeMemo.Tail>.allocate(capacity: Self.chunkSize)
        memoTails[slot >> Self.chunkShift] = block
        return block + (slot & (Self.chunkSize - 1))
    }

    /// The `onAppear`, `onDisappear` and `onChange` actions of views that
    /// appeared, went away or saw a value change, in the order that
    /// happened, for the graph to run once its update or pass is over
    /// (`ViewGraph.runLifecycleActions`, LIFE1): an action may set state,
    /// which must not change the views while they are being resolved.
    var lifecycleActions: [() -> Void] = []
    /// The `onPreferenceChange` nodes made so far (some may have been
    /// freed since), which read their content's value after each pass (PREF1).
    var preferenceObservers: [Node] = []
    /// Whether an update resolved a preference writer since the last pass:
    /// its value may have changed with nothing else, so the next layout
    /// runs a pass (PREF1).
    var preferenceWritersResolved = false
    /// The `animation(_:value:)` nodes whose value changed in an update,
    /// with their animation, for the next pass to turn into ranges of
    /// placements (ANIM1).
    var pendingAnimations: [(node: Node, animation: Animation)] = []
    /// Whether an `animation(_:value:)` node was ever made (an app then
    /// keeps what it drew to animate from).
    var madeAnimationNodes = false

    /// The number of nodes alive.
    var liveCount: Int { slotCount - freeSlots.count }

    /// Makes a node.
    func make<B: NodeBehavior>(key: NodeKey, behavior: B) -> Node {
        if let slot = freeSlots.popLast() {
            record(Int(slot)).pointee = NodeRecord(key: key, behavior: behavior)
            return Node(arena: self, index: slot, version: versions[Int(slot)])
        }
        let slot = slotCount
        if slot == chunkCount << Self.chunkShift { addChunk() }
        record(slot).initialize(to: NodeRecord(key: key, behavior: behavior))
        slotCount += 1
        versions.append(0)
        if slot == keptInCapacity { growKeptIn() }
        keptIn[slot] = 0
        return Node(arena: self, index: Int32(truncatingIfNeeded: slot), version: 0)
    }

    /// Makes room for twice as many kept marks.
    private func growKeptIn() {
        let capacity = Swift.max(1_024, keptInCapacity * 2)
        keptIn = keptIn.moved(count: keptInCapacity, toCapacity: capacity)
        keptInCapacity = capacity
    }

    /// Notes that `node` was kept by value in the update of `generation` (UPD1).
    @inline(__always)
    func markKept(_ node: Node, generation: UInt32) {
        keptIn[Int(node.index)] = generation
    }

    /// Whether `node` (live) was kept by value in the update of `generation`.
    @inline(__always)
    func wasKept(_ node: Node, generation: UInt32) -> Bool {
        keptIn[Int(node.index)] == generation
    }

    /// Marks `nodes` kept by value in the update of `generation` (UPD1) if
    /// every one of them is live (in this arena) and none was kept in it
    /// already; returns false, marking nothing, otherwise. One pass over
    /// the compact version and mark arrays for a whole span of elements.
    func markAllKept(_ nodes: UnsafeBufferPointer<Node>, generation: UInt32) -> Bool {
        let slots = versions.count
        let allLive = versions.withUnsafeBufferPointer { versions in
            for node in nodes {
                let slot = Int(node.index)
                guard node.arena === self, slot < slots, versions[slot] == node.version, keptIn[slot] != generation
                else { return false }
            }
            return true
        }
        guard allLive else { return false }
        for node in nodes { keptIn[Int(node.index)] = generation }
        return true
    }

    /// Whether `node`'s slot still holds it.
    @inline(__always)
    func isLive(_ node: Node) -> Bool {
        node.arena === self && Int(node.index) < versions.count && versions[Int(node.index)] == node.version
    }

    /// Frees `node` and, recursively, the nodes its own scope made (which
    /// nothing else can reach once it is gone), and a lazy stack's made
    /// rows. Stale handles are ignored.
    func free(_ node: Node) {
        guard isLive(node) else { return }
        let members = record(Int(node.index)).pointee.extras?.scopeMembers ?? []
        let lazy = record(Int(node.index)).pointee.extras?.lazyState
        freeSlot(node)
        for member in members { free(member) }
        lazy?.freeAll(arena: self)
    }

    /// Frees `node`'s slot alone (its scope's nodes were handed on to another node).
    func freeSlot(_ node: Node) {
        guard isLive(node) else { return }
        // A view that goes away runs its `onDisappear` action after the
        // update or pass (LIFE1).
        if let disappear = node.behavior(as: AppearanceBehavior.self)?.disappear { lifecycleActions.append(disappear) }
        let slot = Int(node.index)
        if record(slot).pointee.hasPendingTraits { pendingTraits.discard(slot) }
        record(slot).pointee = NodeRecord.vacant
        versions[slot] &+= 1
        keptIn[slot] = 0
        freeSlots.append(node.index)
    }
}

/// Internal: what the graph keeps for one node (see `Node` for the meaning
/// of each field; the handle reads and writes them).
///
/// Every node has one, so it holds only what most nodes use; what only
/// containers, scroll views and scope owners need is out of line, in
/// `NodeExtras`, made on first use. (Where a running `placeSubviews` put
/// each child is not here either: the engine records it, see
/// `LayoutEngine.recordPlacement`.)
///
/// The optional numbers are stored as plain ones with NaN for "none" (an
/// optional `CGRect` takes 40 bytes, a `CGRect` 32), the constant size in
/// the size memo; the last frame is read from the last pass's placements,
/// not kept, and a priority other than 0 is out of line: 160 bytes a record
/// (392 in session 7, 360 in session 9, 256 in session 12, 224 in session
/// 13). Out of the record: the traits an update is collecting
/// (`PendingTraits`, in the arena while the update runs), the size memo's
/// second and third entries (the arena's tail store, `SizeMemo.Tail`), the
/// scope members, the guide memo and any spacing but the standard one
/// (`NodeExtras`).
///
/// The fields are ordered by when they are read. A record is 160 bytes
/// (2.5 lines) and chunks start on a 64-byte line, so a record starts on a
/// line or half-way through one. Placing a leaf reads the first 96 bytes (its
/// behaviour, traits and placement bookkeeping: two lines, whichever way the
/// record starts); measuring one reads the flag bits and the memo's first
/// entry (one line for a record on a line, two for one half-way). What only
/// updates and containers read comes last.
///
/// ```
///  0    behavior (existential, 40)
///  40   traits (32): explicit id, extras box
///  72   spacingMemo · flag bits · priorityMemo · isNew · changedItself ·
///       guideKinds · cacheState · placementIndex (4) · placementExtent (4)
///  88   extras (8)
///  96   memoFront (32): the size memo's first entry, within one 64-byte line
///  128  children (16) · key (12) · generation (4)
///  160
/// ```
struct NodeRecord {
    var behavior: any NodeBehavior
    var traits = Traits()
    /// Whether `LayoutEngine.spacing(of:)` has an answer: none, the
    /// environment's standard spacing, or one kept in `extras`.
    var spacingMemo = SpacingMemoState.none
    /// `hasPendingTraits` (bit 0), `childrenAllKept` (bit 1),
    /// `isTransparentToTraits` (bit 2), `proposalIndependentAxes`
    /// (bits 3 and 4), `noChildHasZIndex` (bit 5) and `hasMemoTail`
    /// (bit 6), in one byte.
    private var flagBits: UInt8 = 0
    /// Whether `LayoutEngine.priority(of:)` has an answer: none, 0, or one
    /// kept in `extras` (most views' priority is 0: no eight bytes for it in
    /// every record).
    var priorityMemo = PriorityMemoState.none
    // Change tracking (per update)
    var isNew = true
    var changedItself = true
    var explicitGuideKinds = ExplicitGuideKinds.any
    var cacheState: CacheState = .missing
    /// Which built-in behaviour `behavior` is, for direct calls (DISPATCH).
    var builtinKind = BuiltinBehaviorKind.other
    /// Where the node's placement is in the last pass's placements
    /// (`UInt32.max`: nowhere). The frame the node had is read from there
    /// (`LayoutEngine.lastFrame(of:)`), not kept here: four bytes, not a
    /// 32-byte rectangle in every record.
    var placementIndex = UInt32.max
    /// How many placements the node's subtree made in the last pass
    /// (itself included), and whether they may be reused as they are,
    /// moved, when the node is placed again the same way
    /// (`LayoutEngine.reusePlacements`): the top bit. Cleared with the memo.
    var placementExtent: UInt32 = 0
    /// The fields few nodes use, or `nil` while none is set.
    var extras: NodeExtras?
    // Memo (valid while nothing under the node changes), at record offset
    // 96: its first entry (the most recent answer, or the constant size)
    // then lies within one 64-byte line whether the record starts on a line
    // or half-way, and a hit on it reads nothing else of the memo. The
    // other two entries are in the arena's tail store (`hasMemoTail`).
    var memoFront = SizeMemo.Front()
    var children = NodeList()
    let key: NodeKey
    /// The update in which the node was last resolved (`Node.generation`;
    /// generations wrap at 2³² − 1, see `LayoutEngine.nextGeneration`).
    var storedGeneration: UInt32 = 0

    /// The node's size if it does not depend on the proposal.
    var constantSize: CGSize? {
        @inline(__always) get { memoFront.constant }
        set { memoFront.setConstant(newValue) }
    }
    /// Whether the memo's second and third entries are in the arena's tail
    /// store (`NodeArena.memoTail`): set when an insert leaves an answer
    /// there, cleared with the memo (so a slot's tail needs no clearing
    /// when its node is freed or the memo forgotten).
    var hasMemoTail: Bool {
        @inline(__always) get { flagBits & (1 << 6) != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | (1 << 6) : flagBits & ~(1 << 6) }
    }
    /// Whether this update has collected traits for the node, kept in the
    /// arena's `PendingTraits` until `commitPendingTraits` (none: empty traits).
    var hasPendingTraits: Bool {
        @inline(__always) get { flagBits & 1 != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | 1 : flagBits & ~1 }
    }
    /// Whether the node's children are the same as before and every node of
    /// its scope was kept by value in this update (UPD1): `finish` then need
    /// not visit them. Cleared whenever the node is resolved, set by
    /// `GraphBuilder.resolveChildren`.
    var childrenAllKept: Bool {
        @inline(__always) get { flagBits & 2 != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | 2 : flagBits & ~2 }
    }

    /// The behaviour's `isTransparentToTraits`, kept with the record (set
    /// with the behaviour): a layout value lookup walks down through
    /// modifiers without copying each one's behaviour to ask it.
    var isTransparentToTraits: Bool {
        @inline(__always) get { flagBits & 4 != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | 4 : flagBits & ~4 }
    }

    /// The axes whose proposed length the node's size does not depend on
    /// (`NodeBehavior.proposalIndependentAxes`, set with the other derived
    /// values): the memo files proposals without them (MEMO).
    var proposalIndependentAxes: Axis.Set {
        @inline(__always) get { Axis.Set(rawValue: Int8(truncatingIfNeeded: independentAxisBits >> 3)) }
        @inline(__always) set { flagBits = (flagBits & ~(3 << 3)) | (UInt8(truncatingIfNeeded: newValue.rawValue & 3) << 3) }
    }
    /// Whether it is known that none of the node's children sets a
    /// `zIndex` (worked out with the other derived values, forgotten when
    /// the children are replaced): placing the children then skips reading
    /// every child's traits to find out whether to sort them.
    var noChildHasZIndex: Bool {
        @inline(__always) get { flagBits & (1 << 5) != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | (1 << 5) : flagBits & ~(1 << 5) }
    }
    /// `proposalIndependentAxes` as stored: bit 3 horizontal, bit 4
    /// vertical (0 for most nodes: one test in `LayoutEngine.measure`).
    var independentAxisBits: UInt8 {
        @inline(__always) get { flagBits & (3 << 3) }
    }

    /// A record for a node of `behavior`, made from the behaviour's own type
    /// (specialised where the caller knows it: no existential built and
    /// copied in).
    @inline(__always)
    init<B: NodeBehavior>(key: NodeKey, behavior: B) {
        self.key = key
        self.behavior = behavior
        if !behavior.keepsLayoutCache { cacheState = .none }
        if behavior.isTransparentToTraits { flagBits = 4 }
        builtinKind = B.builtinKind
    }

    /// The built-in kind of `behavior`'s dynamic type.
    static func builtinKind<B: NodeBehavior>(of behavior: B) -> BuiltinBehaviorKind { B.builtinKind }

    /// What a freed slot holds.
    static var vacant: NodeRecord { NodeRecord(key: .scopeRoot, behavior: VacantBehavior()) }

    /// Makes the traits collected in this update the node's (none
    /// collected: empty traits); returns whether they differ from the last
    /// update's (compared in place).
    mutating func commitPendingTraits(slot: Int, in pending: inout PendingTraits) -> Bool {
        // Made in this update: its traits were written in place (see
        // `Node.pendingTraits`), and it counts as changed anyway.
        if isNew { return false }
        guard hasPendingTraits else {
            if traits.isEmpty || traits.isSame(as: Traits()) { return false }
            traits = Traits()
            return true
        }
        hasPendingTraits = false
        let collected = pending.take(slot)
        if traits.isSame(as: collected) { return false }
        traits = collected
        return true
    }

    /// Forgets every size the memo holds (a constant size stays: it is
    /// worked out again whenever the node is resolved).
    @inline(__always)
    mutating func forgetSizes() {
        memoFront.removeAnswer()
        hasMemoTail = false
    }

    /// Forgets every memoised answer.
    mutating func clearMemo() {
        forgetSizes()
        extras?.guideMemo = nil
        spacingMemo = .none
        priorityMemo = .none
        placementExtent = 0
    }
}

/// Internal: the behaviour of a freed slot (never laid out).
struct VacantBehavior: NodeBehavior, Equatable {
    var kindName: String { "vacant" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { .zero }
    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .modifier(kindName)
    }
}

/// Internal: the parts of a node's record that only some nodes use —
/// layout containers (cache, kind name), lazy stacks, scroll
/// views, nodes whose scope holds `@State` — kept out of line so that the
/// record of every other node stays small. Made on the first write.
final class NodeExtras {
    /// The container's `Layout.Cache`, in a `LayoutCacheBox` (nil for `Void` caches).
    var layoutCache: AnyObject?
    /// A lazy stack's rows and their lengths (lazy stacks only).
    var lazyState: LazyContainerState?
    /// A `ScrollView`'s offset (state that survives updates).
    var scrollOffset: CGPoint = .zero
    /// The `@State` storage of the composite views in this node's identity
    /// scope; freed with the node.
    var stateTable: StateTable?
    /// The behaviour's kind name, worked out on first use.
    var cachedKindName: String?
    /// The nodes this node's content made in the last update, if the node
    /// opens an identity scope (`Node.scopeMembers`).
    var scopeMembers: [Node] = []
    /// The last explicit guide values asked for (`Node.guideMemo`).
    var guideMemo: GuideMemo?
    /// The spacing `LayoutEngine.spacing(of:)` found, when it is not the
    /// environment's standard spacing (`NodeRecord.spacingMemo` says which).
    var customSpacing: ViewSpacing?
    /// The node's layout priority when it is not 0 (see `PriorityMemoState`).
    var customPriority: Double = 0
    /// What the `ForEach`es of this node's scope resolved their elements
    /// from in the last update (`ElementMemo`, UPD1).
    var elementMemos: [ElementMemoBase] = []
    /// The value an `onChange(of:)` node saw in the last update (LIFE1),
    /// or an `onPreferenceChange` node after the last pass (PREF1).
    var observedValue: Any?
}

/// Internal: what a node's record knows of its spacing preferences (V4).
/// Most views have the environment's standard spacing; only the others keep
/// a `ViewSpacing` (25 bytes) of their own, out of line.
enum SpacingMemoState: UInt8 {
    /// Not worked out since the node last changed.
    case none
    /// The environment's standard spacing (`LayoutEngine.standardSpacing`).
    case standard
    /// In `NodeExtras.customSpacing`.
    case custom
}

/// Internal: the traits an update collects for nodes that existed before it
/// (`Node.pendingTraits`), out of the node records: a record would otherwise
/// carry a second `Traits` (32 bytes) that only matters while its node is
/// being resolved. (A node the update makes has no traits to compare with:
/// they go to its record at once. A first update of 100,000 views made,
/// and freed, a chunk here per 1,024 nodes — 6 MiB that stayed resident.)
///
/// Kept by slot in chunks of 1,024 (`NodeArena.chunkSize`), made when a node
/// of the chunk first gets a trait and given back when the update has
/// committed every trait collected (a 100,000-node update holds 3.2 MB while
/// it runs, none while laying out). The first chunks are kept for the next
/// update, so that a small graph's updates allocate nothing here. A node's
/// record says whether it has an entry (`NodeRecord.hasPendingTraits`).
struct PendingTraits: ~Copyable {
    /// The chunks, by `slot >> NodeArena.chunkShift`; `nil` where none is made.
    /// Raw memory: an entry is read and written in place, with no array's
    /// uniqueness check or bounds check per access.
    private var chunks: [UnsafeMutablePointer<Traits>?] = []
    /// Entries in use (nodes whose record has `hasPendingTraits`).
    private var count = 0
    /// How many of the first chunks are kept between updates.
    private static let keptChunks = 4

    init() {}

    deinit {
        for chunk in chunks { Self.release(chunk) }
    }

    private static func release(_ chunk: UnsafeMutablePointer<Traits>?) {
        guard let chunk else { return }
        chunk.deinitialize(count: NodeArena.chunkSize)
        chunk.deallocate()
    }

    /// The entry of `slot`.
    @inline(__always)
    private func entry(_ slot: Int) -> UnsafeMutablePointer<Traits> {
        chunks[slot >> NodeArena.chunkShift].unsafelyUnwrapped + (slot & (NodeArena.chunkSize - 1))
    }

    /// Opens the entry of `slot` (empty: a chunk's entries are empty until
    /// written, and emptied again when taken).
    @inline(__always)
    mutating func open(_ slot: Int) {
        let c = slot >> NodeArena.chunkShift
        if c >= chunks.count { chunks.append(contentsOf: repeatElement(nil, count: c - chunks.count + 1)) }
        if chunks[c] == nil {
            let chunk = UnsafeMutablePointer<Traits>.allocate(capacity: NodeArena.chunkSize)
            chunk.initialize(repeating: Traits(), count: NodeArena.chunkSize)
            chunks[c] = chunk
        }
        count += 1
    }

    /// Reads `slot`'s entry.
    @inline(__always)
    func read(_ slot: Int) -> Traits { entry(slot).pointee }

    /// `slot`'s entry, in place.
    @inline(__always)
    subscript(slot: Int) -> Traits {
        get { entry(slot).pointee }
        nonmutating _modify { yield &entry(slot).pointee }
    }

    /// Where `slot`'s entry is (open).
    @inline(__always)
    func pointer(_ slot: Int) -> UnsafeMutablePointer<Traits> { entry(slot) }

    /// Whether `slot`'s entry holds an id (read in place, no copy of the traits).
    @inline(__always)
    func hasID(_ slot: Int) -> Bool { entry(slot).pointee.hasID }

    /// Takes `slot`'s entry out (leaving it empty) and closes it.
    mutating func take(_ slot: Int) -> Traits {
        let pointer = entry(slot)
        let traits = pointer.move()
        pointer.initialize(to: Traits())
        close()
        return traits
    }

    /// Closes `slot`'s entry without reading it (its node was freed).
    mutating func discard(_ slot: Int) {
        entry(slot).pointee = Traits()
        close()
    }

    private mutating func close() {
        count -= 1
        if count == 0 && chunks.count > Self.keptChunks {
            for chunk in chunks[Self.keptChunks...] { Self.release(chunk) }
            chunks.removeSubrange(Self.keptChunks...)
        }
    }

    /// The number of chunks held (for tests).
    var chunkCount: Int { chunks.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
    /// The number of entries open (for tests).
    var openCount: Int { count }
}

/// Internal: whether a node's layout priority is known (`LayoutEngine.priority(of:)`).
enum PriorityMemoState: UInt8 {
    /// Not worked out since the memo was last cleared (or NaN: worked out each time).
    case none
    /// 0 (positive zero), what nearly every view's priority is.
    case zero
    /// Kept in the node's `NodeExtras.customPriority`.
    case custom
}
