/// Internal: the lengths of a lazy container's rows along its axis — the
/// ones measured so far, and an estimate for the others — with the start
/// of any row and the row at any offset found in O(log n).
///
/// ```
///  row        0    1    2    3    4    5   …   n−1
///  measured   3    ·    1    ·    ·    2        ·      (· = not yet)
///  estimate   mean of the measured: (3 + 1 + 2) / 3 = 2
///  start(4) = measured before 4 (3 + 1) + unmeasured before 4 (2) × 2
///             + 4 gaps
/// ```
///
/// Two Fenwick trees (binary indexed trees) keep the prefix sums of the
/// measured lengths and of how many rows are measured, so a start is two
/// O(log n) queries and the row at an offset a binary search over starts.
/// A row measured again replaces its length (the tree is updated by the
/// difference). Starts grow with the row index, so the search is exact
/// for the current estimate.
///
/// Memory: 21 bytes a row, in one zero-filled allocation: from 64 KiB on
/// an anonymous `mmap` (the operating system hands out untouched zero
/// pages, so a store for a million rows costs nothing until rows are
/// measured, and only the pages the trees walk are ever touched — whatever
/// the allocator's heuristics), below that `calloc`.
///
/// The number of rows can change while the measured lengths of the rows
/// kept stay (`keepingPrefix`: a log that grows by appending). The trees
/// span the store's `capacity`, not just its `count` (an unmeasured row adds
/// 0), so growing within the capacity is only a new count; growing past it
/// copies the measured rows into a store of twice the rows.
final class RowLengths {
    /// The number of rows.
    private(set) var count: Int
    /// How many rows the store has room for (the trees cover them all).
    let capacity: Int
    /// Each row's measured length (valid where `isMeasured`).
    private let lengths: UnsafeMutablePointer<Double>
    /// 1 where the row has been measured.
    private let isMeasured: UnsafeMutablePointer<UInt8>
    /// Fenwick tree of measured lengths (1-based, `capacity + 1` entries).
    private let lengthTree: UnsafeMutablePointer<Double>
    /// Fenwick tree of measured-row counts (1-based).
    private let countTree: UnsafeMutablePointer<Int32>
    /// The one allocation the four arrays live in, its size, and whether it is mapped.
    private let storage: UnsafeMutableRawPointer
    private let storageBytes: Int
    private let isMapped: Bool
    /// From this size on the storage is mapped rather than allocated.
    static let mapThreshold = 64 << 10
    /// How many rows have been measured.
    private(set) var measuredCount = 0
    /// The sum of the measured lengths.
    private(set) var measuredTotal: Double = 0
    /// The estimate used before any row is measured.
    let fallbackLength: Double

    /// The most rows a store keeps (2²⁶, 1.4 GB of address space mapped as
    /// it is touched): a lazy stack over more data shows its first
    /// `maximumCount` rows rather than failing to allocate.
    static let maximumCount = 1 << 26

    /// `count` within 0 … `maximumCount`.
    static func clamped(_ count: Int) -> Int { Swift.min(Swift.max(0, count), maximumCount) }

    /// A store for `count` rows (clamped to 0 … `maximumCount`), none
    /// measured; unmeasured rows count as `fallbackLength` until one is measured.
    convenience init(count: Int, fallbackLength: Double) {
        self.init(count: count, capacity: count, fallbackLength: fallbackLength)
    }

    /// A store for `count` rows with room for `capacity` (both clamped to
    /// 0 … `maximumCount`), none measured.
    init(count: Int, capacity: Int, fallbackLength: Double) {
        self.count = Self.clamped(count)
        self.capacity = Swift.max(self.count, Self.clamped(capacity))
        self.fallbackLength = fallbackLength
        let n = self.capacity + 1
        // Doubles first, then the Int32s, then the bytes: every array aligned.
        let bytes = 8 * n + 8 * n + 4 * n + n
        storageBytes = bytes
        if bytes >= Self.mapThreshold,
           let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
           mapped != UnsafeMutableRawPointer(bitPattern: -1) {
            storage = mapped
            isMapped = true
        } else if let allocated = calloc(1, bytes) {
            storage = allocated
            isMapped = false
        } else {
            fatalError("RowLengths: cannot allocate \(n) rows")
        }
        lengths = storage.bindMemory(to: Double.self, capacity: n)
        lengthTree = (storage + 8 * n).bindMemory(to: Double.self, capacity: n)
        countTree = (storage + 16 * n).bindMemory(to: Int32.self, capacity: n)
        isMeasured = (storage + 20 * n).bindMemory(to: UInt8.self, capacity: n)
    }

    deinit {
        if isMapped { munmap(storage, storageBytes) } else { free(storage) }
    }

    /// The length every unmeasured row is taken to have: the mean of the
    /// measured ones, or the fallback while none is.
    var estimate: Double {
        measuredCount > 0 ? measuredTotal / Double(measuredCount) : fallbackLength
    }

    /// Whether every row has been measured (the total is then exact).
    var isComplete: Bool { measuredCount == count }

    /// The measured length of row `i`, or `nil` if it was never measured.
    func measured(_ i: Int) -> Double? {
        guard i >= 0, i < count, isMeasured[i] != 0 else { return nil }
        return lengths[i]
    }

    /// The length of row `i`: measured, or the estimate.
    func length(_ i: Int) -> Double { measured(i) ?? estimate }

    /// Records that row `i` is `length` long; returns whether that changed
    /// anything (a new row, or a different length).
    @discardableResult
    func set(_ i: Int, _ length: Double) -> Bool {
        guard i >= 0, i < count, length.isFinite else { return false }
        let length = Swift.max(0, length)
        if isMeasured[i] != 0 {
            let delta = length - lengths[i]
            if delta == 0 { return false }
            lengths[i] = length
            measuredTotal += delta
            add(delta, countDelta: 0, at: i)
        } else {
            isMeasured[i] = 1
            lengths[i] = length
            measuredCount += 1
            measuredTotal += length
            add(length, countDelta: 1, at: i)
        }
        return true
    }

    private func add(_ delta: Double, countDelta: Int32, at i: Int) {
        var k = i + 1
        while k <= capacity {
            lengthTree[k] += delta
            countTree[k] += countDelta
            k += k & -k
        }
    }

    /// The measured lengths and count of the rows before `i`.
    private func measuredBefore(_ i: Int) -> (total: Double, count: Int) {
        var total: Double = 0
        var n: Int32 = 0
        var k = Swift.min(Swift.max(0, i), count)
        while k > 0 {
            total += lengthTree[k]
            n += countTree[k]
            k -= k & -k
        }
        return (total, Int(n))
    }

    /// Where row `i` starts (`i == count`: the end of the last row plus one
    /// gap), with `gap` between consecutive rows.
    func start(of i: Int, gap: Double) -> Double {
        let i = Swift.min(Swift.max(0, i), count)
        let (total, measured) = measuredBefore(i)
        return total + Double(i - measured) * estimate + Double(i) * gap
    }

    /// The length of all rows with `gap` between them.
    func total(gap: Double) -> Double {
        count == 0 ? 0 : start(of: count, gap: gap) - gap
    }

    /// Forgets row `i`'s measured length, if it has one.
    private func unset(_ i: Int) {
        guard isMeasured[i] != 0 else { return }
        let length = lengths[i]
        isMeasured[i] = 0
        lengths[i] = 0
        measuredCount -= 1
        measuredTotal -= length
        add(-length, countDelta: -1, at: i)
        if measuredCount == 0 { measuredTotal = 0 }
    }

    /// Calls `body` with each measured row in `range`, in order. Skips
    /// unmeasured rows eight at a time (a word of flags).
    private func forEachMeasured(in range: Range<Int>, _ body: (Int) -> Void) {
        var i = range.lowerBound
        while i < range.upperBound {
            if i & 7 == 0, i + 8 <= range.upperBound,
               UnsafeRawPointer(isMeasured + i).loadUnaligned(as: UInt64.self) == 0 {
                i += 8
                continue
            }
            if isMeasured[i] != 0 { body(i) }
            i += 1
        }
    }

    /// A store of `newCount` rows that keeps the measured lengths of the
    /// first `kept` rows and forgets the others: this store, resized in
    /// place, when `newCount` fits its capacity; otherwise a new store with
    /// room for twice as many rows, holding the kept lengths. Costs the rows
    /// forgotten (and, when it copies, the kept rows' flags plus O(log n) a
    /// measured row).
    func keepingPrefix(_ kept: Int, count newCount: Int) -> RowLengths {
        let newCount = Self.clamped(newCount)
        let kept = Swift.min(Swift.max(0, kept), count, newCount)
        forEachMeasured(in: kept..<count) { unset($0) }
        if newCount <= capacity {
            count = newCount
            return self
        }
        let grown = RowLengths(count: newCount, capacity: Swift.max(newCount, 2 * capacity),
                               fallbackLength: fallbackLength)
        forEachMeasured(in: 0..<kept) { grown.set($0, lengths[$0]) }
        return grown
    }

    /// The row that contains `offset` (the last row whose start is at or
    /// before it; 0 before the first, `count - 1` past the end).
    func row(at offset: Double, gap: Double) -> Int {
        guard count > 1 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if start(of: mid, gap: gap) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
