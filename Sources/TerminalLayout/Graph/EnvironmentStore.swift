/// Internal: the sets of inherited values one update's contexts use
/// (`ResolveContext.environment` holds an index into it), in chunks that
/// never move.
///
/// ```
///  chunks  [ ▢ → [env 0 … env 63] ][ ▢ → [env 64 … ] ] …
///  a context's index 70  →  chunk 1, slot 6   (read in place)
/// ```
///
/// A context reads its set in place: an array of sets, read through the
/// builder, was retained and released around every read (a view reading
/// its corner radius, a text its font), and growing it would move the sets
/// under a reader. Chunks are kept when the store is emptied (a builder
/// reused for many lazy rows allocates nothing per row).
struct EnvironmentStore: ~Copyable {
    private static let chunkShift = 6
    private static let chunkSize = 1 << chunkShift

    private var chunks: UnsafeMutablePointer<UnsafeMutablePointer<ResolvedEnvironment>>
    private var chunkCount = 0
    private var chunkCapacity = 4
    /// The number of sets stored.
    private(set) var count = 0

    init() {
        chunks = .allocate(capacity: chunkCapacity)
    }

    deinit {
        for chunk in 0..<chunkCount {
            let stored = Swift.max(0, Swift.min(Self.chunkSize, count - chunk << Self.chunkShift))
            chunks[chunk].deinitialize(count: stored)
            chunks[chunk].deallocate()
        }
        chunks.deallocate()
    }

    /// The set at `index` (valid while the store lives; sets never move).
    @inline(__always)
    func pointer(_ index: Int) -> UnsafeMutablePointer<ResolvedEnvironment> {
        chunks[index >> Self.chunkShift] + (index & (Self.chunkSize - 1))
    }

    /// Stores `environment` and returns its index.
    mutating func append(_ environment: ResolvedEnvironment) -> Int {
        if count == chunkCount << Self.chunkShift {
            if chunkCount == chunkCapacity {
                chunkCapacity *= 2
                chunks = chunks.moved(count: chunkCount, toCapacity: chunkCapacity)
            }
            chunks[chunkCount] = .allocate(capacity: Self.chunkSize)
            chunkCount += 1
        }
        pointer(count).initialize(to: environment)
        count += 1
        return count - 1
    }

    /// Forgets every set but the first `kept` (at most the sets stored), keeping the chunks.
    mutating func removeAll(keepingFirst kept: Int = 0) {
        let kept = Swift.min(Swift.max(0, kept), count)
        for index in kept..<count { pointer(index).deinitialize(count: 1) }
        count = kept
    }
}
