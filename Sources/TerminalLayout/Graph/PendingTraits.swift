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
