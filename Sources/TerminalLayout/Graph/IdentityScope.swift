/// Internal: the nodes one container's content makes in one update, and
/// the ones it made in the previous update, matched by relative key.
struct IdentityScope {
    /// What the scope made last time, in the order it was made.
    private var previous: [Node]
    /// What the scope made last time.
    var previousNodes: [Node] { previous }
    /// Where the next node is expected among `previous` (nothing moved).
    private var cursor = 0
    /// How many of `previous` were matched (or kept) in this update: all of
    /// them, and there is nothing to release (a node is matched once).
    private(set) var matchedCount = 0
    /// How many of this update's members were kept by value (UPD1).
    private(set) var keptCount = 0
    /// The previous nodes that may be left unmatched (none when all were).
    var unmatchedCandidates: [Node] { matchedCount < previous.count ? previous : [] }
    /// `previous` by key, built on the first node not found at the cursor.
    private var previousIndex: [NodeKey: Int]?
    /// What the scope has made so far in this update, in order.
    private(set) var members: [Node] = []
    /// The node that opened the scope (nil for a builder's outermost scope):
    /// it holds the `@State` storage of the composite views in the scope.
    let owner: Node?
    /// Where among the owner's element memos the next one is looked for
    /// first (they are used in the order they were made: one comparison).
    var memoCursor = 0

    init(previous: [Node], owner: Node?) {
        self.previous = previous
        self.owner = owner
        members.reserveCapacity(previous.count)
    }

    /// Starts again with `previous`, keeping the members' storage.
    mutating func reset(previous: [Node]) {
        self.previous = previous
        cursor = 0
        matchedCount = 0
        keptCount = 0
        previousIndex = nil
        members.removeAll(keepingCapacity: true)
    }

    /// The previous update's node for `key`, unless it was matched already.
    mutating func previousNode(for key: NodeKey, generation: Int) -> Node? {
        if cursor < previous.count, previous[cursor].isLive, previous[cursor].generation != generation,
           previous[cursor].key == key {
            cursor += 1
            matchedCount += 1
            return previous[cursor - 1]
        }
        guard !previous.isEmpty else { return nil }
        if previousIndex == nil {
            var index: [NodeKey: Int] = [:]
            index.reserveCapacity(previous.count)
            for (i, node) in previous.enumerated() where node.isLive { index[node.key] = i }
            previousIndex = index
        }
        guard let i = previousIndex?[key], previous[i].isLive, previous[i].generation != generation else { return nil }
        cursor = i + 1
        matchedCount += 1
        return previous[i]
    }

    /// Adds a node made (or kept) in this update.
    mutating func add(_ node: Node) {
        members.append(node)
    }

    /// Makes room for `additional` more members at once (a `ForEach` that
    /// knows how many elements follow), rather than growing by doubling:
    /// a large scope's freed intermediate buffers stayed resident.
    mutating func reserve(_ additional: Int) {
        members.reserveCapacity(members.count + additional)
    }

    /// Keeps the run `previous[start ..< start + count]` — one element's
    /// nodes, kept by value (UPD1) — if it is still there: its first node
    /// is the one remembered, and none of them was kept or freed since.
    /// They join this update's members, marked kept in `generation` (their
    /// records are not touched: see `NodeArena.keptIn`); returns the one at
    /// `output` and where the run now starts among the members. (None of
    /// them can have been matched by key in this update: keys are unique in
    /// a scope, and theirs belong to the element kept.)
    mutating func keepRun(start: Int, count: Int, output: Int, firstIndex: Int32, firstVersion: UInt32,
                          generation: Int) -> (output: Node, start: Int)? {
        guard start >= 0, start + count <= previous.count else { return nil }
        let first = previous[start]
        guard first.index == firstIndex, first.version == firstVersion else { return nil }
        let stamp = UInt32(truncatingIfNeeded: generation)
        let arena = first.arena
        for i in start..<start + count {
            let node = previous[i]
            guard arena.isLive(node), !arena.wasKept(node, generation: stamp) else { return nil }
        }
        let newStart = members.count
        for i in start..<start + count {
            arena.markKept(previous[i], generation: stamp)
            members.append(previous[i])
        }
        cursor = Swift.max(cursor, start + count)
        matchedCount += count
        keptCount += count
        return (previous[start + output], newStart)
    }

    /// Keeps the runs of consecutive `ForEach` positions `first ..< end`
    /// (`runs`, from `ElementMemo`) at once, if they lie one after another
    /// among `previous` and each is still there, as `keepRun` checks one:
    /// the first node of each run is the one remembered, and no node of
    /// theirs was kept or freed since. The nodes join this update's members
    /// in one copy, each run's element is appended to `elements`, and each
    /// run's start is moved to where it now is among the members. Returns
    /// false, having changed nothing, when the runs are not laid out so
    /// (they are then kept one by one).
    mutating func keepRuns(_ runs: UnsafeMutablePointer<ElementRun>, from first: Int, to end: Int, generation: Int,
                           into elements: inout [Node]) -> Bool {
        let base = Int(runs[first].start)
        guard base >= 0 else { return false }
        var next = base
        for position in first..<end {
            let run = runs[position]
            guard Int(run.start) == next, next + Int(run.count) <= previous.count else { return false }
            let node = previous[next]
            guard node.index == run.firstIndex, node.version == run.firstVersion else { return false }
            next += Int(run.count)
        }
        guard next > base else { return false }
        let stamp = UInt32(truncatingIfNeeded: generation)
        let kept = previous.withUnsafeBufferPointer { previous in
            previous[base].arena.markAllKept(UnsafeBufferPointer(rebasing: previous[base..<next]), generation: stamp)
        }
        guard kept else { return false }
        let newStart = members.count
        members.append(contentsOf: previous[base..<next])
        previous.withUnsafeBufferPointer { previous in
            elements.append(contentsOf: (first..<end).lazy.map { position in
                let start = Int(runs[position].start)
                runs[position].start = Int32(truncatingIfNeeded: newStart + start - base)
                return previous[start + Int(runs[position].output)]
            })
        }
        cursor = Swift.max(cursor, next)
        matchedCount += next - base
        keptCount += next - base
        return true
    }

    /// The number of nodes made (or kept) so far in this update.
    var memberCount: Int { members.count }

    /// Whether every member of this update was kept by value (and there is at least one).
    var allKept: Bool { keptCount == members.count && keptCount > 0 }
}
