import Synchronization

/// Internal: node arena chunks kept after their graph is released, for the
/// next graph of the process to use.
///
/// A chunk is 1,024 records (160 KiB). Freed, it would go back to the
/// system, and the next graph's chunk would be zero-filled by the kernel
/// page by page as it is first written: a third of a cold 10,000-view
/// layout was page faults (`perf stat`: 3.1k faults, 5.6 ms of system time
/// a pass of 16 ms). Kept here — raw memory, no records in it — the next
/// graph writes to pages that are already there.
///
/// At most `capacity` chunks (5 MiB: 1,024 records of 160 bytes each) are kept; a graph releasing
/// more frees the rest. The pool is shared by every thread (a mutex), and
/// only a graph's creation and release touch it.
enum ChunkPool {
    /// The most chunks kept.
    static let capacity = 32

    /// Raw chunk memory, sendable by promise: a chunk is in the pool or in
    /// exactly one arena, never in two.
    struct Chunk: @unchecked Sendable {
        let memory: UnsafeMutablePointer<NodeRecord>
    }

    private static let chunks = Mutex<[Chunk]>([])

    /// A chunk's memory (uninitialised): one kept, or a new one, starting on
    /// a 64-byte cache line, so that every record starts on a line or
    /// half-way into one (160 bytes are 2.5 lines) and the fields a pass
    /// reads together stay in one line (see `NodeRecord.memoFront`).
    static func take() -> UnsafeMutablePointer<NodeRecord> {
        if let kept = chunks.withLock({ $0.popLast() }) { return kept.memory }
        return UnsafeMutableRawPointer.allocate(byteCount: NodeArena.chunkSize * MemoryLayout<NodeRecord>.stride,
                                                alignment: cacheLine)
            .bindMemory(to: NodeRecord.self, capacity: NodeArena.chunkSize)
    }

    /// The alignment of a chunk.
    static let cacheLine = 64

    /// Takes back a chunk's memory, its records already deinitialised: kept
    /// if the pool has room, else freed.
    static func give(_ memory: UnsafeMutablePointer<NodeRecord>) {
        let kept = chunks.withLock { pool -> Bool in
            guard pool.count < capacity else { return false }
            pool.append(Chunk(memory: memory))
            return true
        }
        if !kept { UnsafeMutableRawPointer(memory).deallocate() }
    }

    /// How many chunks are kept now (for tests).
    static var count: Int { chunks.withLock { $0.count } }
}
