/// Internal: the one owner of a graph's nodes — their records in one
/// contiguous array, addressed by `Node` handles, with freed slots kept on
/// a free list for the next nodes to reuse.
///
/// ```
///  records  [ VStack | padding | Text | (free) | Color | … ]
///  versions    0        0        0       1        0
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
    /// The nodes' records, `slotCount` of them initialised; a freed slot
    /// holds a vacant record. Raw storage rather than an `Array`: a field is
    /// read and written in place through the pointer, where an array's
    /// subscript would copy the whole record to read one field. Nothing
    /// keeps a pointer into it across a call that can add nodes (which may
    /// move it).
    @exclusivity(unchecked) private(set) var records: UnsafeMutablePointer<NodeRecord>
    /// The number of slots in use (live or free).
    @exclusivity(unchecked) private(set) var slotCount = 0
    /// The number of slots `records` has room for.
    @exclusivity(unchecked) private var capacity: Int
    /// The version of each slot (bumped when its node is freed).
    @exclusivity(unchecked) private var versions: ContiguousArray<UInt32> = []
    /// Slots free for reuse.
    @exclusivity(unchecked) private var freeSlots: [Int32] = []

    init() {
        capacity = 16
        records = .allocate(capacity: capacity)
    }

    deinit {
        records.deinitialize(count: slotCount)
        records.deallocate()
    }

    /// The number of nodes alive.
    var liveCount: Int { slotCount - freeSlots.count }

    /// Makes a node.
    func make(key: NodeKey, behavior: any NodeBehavior) -> Node {
        if let slot = freeSlots.popLast() {
            records[Int(slot)] = NodeRecord(key: key, behavior: behavior)
            return Node(arena: self, index: slot, version: versions[Int(slot)])
        }
        if slotCount == capacity { grow() }
        let slot = slotCount
        (records + slot).initialize(to: NodeRecord(key: key, behavior: behavior))
        slotCount += 1
        versions.append(0)
        return Node(arena: self, index: Int32(truncatingIfNeeded: slot), version: 0)
    }

    /// Doubles the room for records, moving them.
    private func grow() {
        let newCapacity = capacity * 2
        let moved = UnsafeMutablePointer<NodeRecord>.allocate(capacity: newCapacity)
        moved.moveInitialize(from: records, count: slotCount)
        records.deallocate()
        records = moved
        capacity = newCapacity
    }

    /// Whether `node`'s slot still holds it.
    @inline(__always)
    func isLive(_ node: Node) -> Bool {
        node.arena === self && Int(node.index) < versions.count && versions[Int(node.index)] == node.version
    }

    /// Frees `node` and, recursively, the nodes its own scope made (which
    /// nothing else can reach once it is gone). Stale handles are ignored.
    func free(_ node: Node) {
        guard isLive(node) else { return }
        let members = records[Int(node.index)].scopeMembers
        freeSlot(node)
        for member in members { free(member) }
    }

    /// Frees `node`'s slot alone (its scope's nodes were handed on to another node).
    func freeSlot(_ node: Node) {
        guard isLive(node) else { return }
        let slot = Int(node.index)
        records[slot] = NodeRecord.vacant
        versions[slot] &+= 1
        freeSlots.append(node.index)
    }
}

/// Internal: what the graph keeps for one node (see `Node` for the meaning
/// of each field; the handle reads and writes them).
struct NodeRecord {
    let key: NodeKey
    var behavior: any NodeBehavior
    var children = NodeList()
    /// The proxies handed to a container's layout, built on first use after
    /// the children change (only layout containers ever ask).
    var subviews: LayoutSubviews?
    var scopeMembers: [Node] = []
    var traits = Traits()
    var mayHaveExplicitGuides = true
    var constantSize: CGSize?

    // Change tracking (per update)
    var generation = 0
    var isNew = true
    var changedItself = true
    var pendingTraits = Traits()

    // Memo (valid while nothing under the node changes)
    var sizeMemo = RecentMemo<ProposedViewSize, CGSize>()
    var guideMemo: GuideMemo?
    var spacingMemo: ViewSpacing?
    var priorityMemo: Double?

    // Layout containers
    var layoutCache: AnyObject?
    var cacheState: CacheState = .missing

    // State that survives updates
    var scrollOffset: CGPoint = .zero
    var lastFrame: CGRect?

    // Placement recording
    var recorded: ChildPlacement?
    var placingDepth = 0

    var cachedKindName: String?

    init(key: NodeKey, behavior: any NodeBehavior) {
        self.key = key
        self.behavior = behavior
    }

    /// What a freed slot holds.
    static var vacant: NodeRecord { NodeRecord(key: .scopeRoot, behavior: VacantBehavior()) }

    /// Forgets every memoised answer.
    mutating func clearMemo() {
        sizeMemo.removeAll()
        guideMemo = nil
        spacingMemo = nil
        priorityMemo = nil
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
