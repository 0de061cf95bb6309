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
    /// Whether an update set a scroll view's offset (`scrollPosition(_:)`
    /// carrying out a request, SC8): the next layout runs a pass.
    var scrollOffsetsSet = false
    /// The `animation(_:value:)` nodes whose value changed in an update,
    /// with their animation and the modifier's environment (a custom
    /// animation's context reads it, ANIM6), for the next pass to turn into
    /// ranges of placements (ANIM1).
    var pendingAnimations: [(node: Node, animation: Animation, environment: EnvironmentValues)] = []
    /// Whether an `animation(_:value:)` node was ever made (an app then
    /// keeps what it drew to animate from).
    var madeAnimationNodes = false
    /// Whether a `containerRelativeFrame` or a lazy stack (whose rows, made
    /// while laid out, may hold one) was ever made: only then are nodes'
    /// dependence on their container worked out (CRF1).
    var tracksContainerDependence = false

    /// The number of nodes alive.
    var liveCount: Int { slotCount - freeSlots.count }

    /// Calls `body` with every live node, in slot order: those the graph's
    /// tree reaches and those it does not (a custom container's subviews
    /// its transform left out, and the node keeping them, CC1).
    func forEachLiveNode(_ body: (Node) -> Void) {
        let free = Set(freeSlots)
        for slot in 0..<slotCount where !free.contains(Int32(slot)) {
            body(Node(arena: self, index: Int32(slot), version: versions[slot]))
        }
    }

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

    /// The update being resolved (its generation, truncated; 0: none yet),
    /// set by each builder: which kept marks are this update's.
    @exclusivity(unchecked) var updateStamp: UInt32 = 0
    /// How many nodes kept by value had traits written by modifiers outside
    /// them (see `Node.openPendingTraits`): a scope in which it grew has not
    /// kept all its members as they were.
    @exclusivity(unchecked) var keptNodesWithTraits = 0

    /// Whether `node` (live) was kept by value in the update being resolved.
    @inline(__always)
    func isKeptInThisUpdate(_ node: Node) -> Bool {
        updateStamp != 0 && keptIn[Int(node.index)] == updateStamp
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
