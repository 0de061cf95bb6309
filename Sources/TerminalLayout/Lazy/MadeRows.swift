/// Internal: one row a lazy container made. A class so that looking a row
/// up, or marking it used, copies one reference rather than its id and two
/// lists; its fields change only when a recycled row is made again
/// (`MadeRows.recycle`), so a page of rows scrolled in costs no allocation
/// once a page was scrolled out.
final class MadeRow {
    /// The row's identity (`LazyRowSource.id(at:)`).
    @exclusivity(unchecked) var id: ExplicitID
    /// The nodes the row's scope made (what the next make reuses).
    @exclusivity(unchecked) var members: NodeList
    /// The row's elements (usually one view).
    @exclusivity(unchecked) var elements: NodeList
    /// The row's index when it was made.
    @exclusivity(unchecked) var index: Int
    /// The last pass that placed or measured it.
    @exclusivity(unchecked) var lastUsed: Int
    /// Whether a placing pass after an update did not make the row again (it was resolved
    /// from older content: see `LazyContainerState.rowElementsInViewOrder`).
    @exclusivity(unchecked) var leftBehind = false

    init(id: ExplicitID, members: NodeList, elements: NodeList, index: Int, lastUsed: Int) {
        self.id = id
        self.members = members
        self.elements = elements
        self.index = index
        self.lastUsed = lastUsed
    }
}

/// Internal: the rows a lazy container made since the last update, by
/// index — an open-addressing table with linear probing whose home slot
/// for row i is Fibonacci hashing's: the top bits of i × 2⁶⁴/φ, one
/// multiplication (a `Dictionary` hashes every `Int` with its seeded
/// hasher, which was a tenth of scrolling a lazy grid). Consecutive
/// indices — the rows made lie around what is shown — spread evenly over
/// the slots, and so do two runs far apart (a jump), which `i mod capacity`
/// would pile onto each other. Load at most ½; removal shifts the
/// following entries back, so no tombstones are left. A class: it owns its
/// slots (one allocation, grown fourfold, rows moved without reference
/// counting).
///
/// It also keeps the rows it dropped (`recycle`), to be made again
/// without allocating (`make`).
final class MadeRows {
    /// The slots (`capacity` of them, a power of two); `nil` is free.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<MadeRow?>
    @exclusivity(unchecked) private var capacity: Int
    /// `capacity − 1`.
    @exclusivity(unchecked) private var mask: Int
    /// 64 − log₂ `capacity`: a home slot is the top bits of the product.
    @exclusivity(unchecked) private var shift: UInt64
    /// The number of rows held.
    @exclusivity(unchecked) private(set) var count = 0
    /// Rows dropped, kept to be made again (at most `spareLimit`).
    @exclusivity(unchecked) private var spare: [MadeRow] = []
    /// The most dropped rows kept.
    static let spareLimit = 4_096

    /// A table of `capacity` slots (a power of two, at least 2).
    init(capacity: Int = 64) {
        self.capacity = capacity
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Row `i`'s home slot.
    @inline(__always)
    private func home(_ i: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding row `i`, if any.
    private func slot(of i: Int) -> Int? {
        var s = home(i)
        while let row = slots[s] {
            if row.index == i { return s }
            s = (s + 1) & mask
        }
        return nil
    }

    /// Row `i`, if it is held.
    subscript(i: Int) -> MadeRow? {
        guard let s = slot(of: i) else { return nil }
        return slots[s]
    }

    /// A row made now: a recycled one with these values, or a new one.
    func make(id: ExplicitID, members: NodeList, elements: NodeList, index: Int, lastUsed: Int) -> MadeRow {
        guard let row = spare.popLast() else {
            return MadeRow(id: id, members: members, elements: elements, index: index, lastUsed: lastUsed)
        }
        row.id = id
        row.members = members
        row.elements = elements
        row.index = index
        row.lastUsed = lastUsed
        row.leftBehind = false
        return row
    }

    /// Holds `row` (by its index, which no held row has).
    func insert(_ row: MadeRow) {
        if 2 * (count + 1) > capacity { grow() }
        place(row)
        count += 1
    }

    /// Stores `row` in the first free slot from its home.
    private func place(_ row: MadeRow) {
        var s = home(row.index)
        while slots[s] != nil { s = (s + 1) & mask }
        slots[s] = row
    }

    /// Drops row `i` and returns it (`nil`: not held).
    @discardableResult
    func remove(_ i: Int) -> MadeRow? {
        guard var hole = slot(of: i) else { return nil }
        let row = slots[hole]
        slots[hole] = nil
        count -= 1
        // Shift back the entries after the hole that could not sit where they are without it.
        var s = (hole + 1) & mask
        while let next = slots[s] {
            let h = home(next.index)
            // `next` may move to the hole unless its home is within (hole, s], cyclically.
            let fits = hole <= s ? (h <= hole || h > s) : (h <= hole && h > s)
            if fits {
                slots[hole] = next
                slots[s] = nil
                hole = s
            }
            s = (s + 1) & mask
        }
        return row
    }

    /// Keeps `row`, dropped and its nodes freed, to be made again.
    func recycle(_ row: MadeRow) {
        guard spare.count < Self.spareLimit else { return }
        row.members = NodeList()
        row.elements = NodeList()
        spare.append(row)
    }

    /// Quadruples the slots and places every row again.
    private func grow() {
        let old = slots, oldCapacity = capacity
        capacity *= 4
        mask = capacity - 1
        shift -= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        for s in 0..<oldCapacity {
            if let row = (old + s).move() { place(row) }
        }
        old.deallocate()
    }

    /// Every row held, in no order.
    var rows: [MadeRow] {
        var rows: [MadeRow] = []
        rows.reserveCapacity(count)
        for s in 0..<capacity { if let row = slots[s] { rows.append(row) } }
        return rows
    }

    /// Every index held, in no order.
    var indices: [Int] { rows.map(\.index) }

    /// Drops every row (keeping the slots).
    func removeAll() {
        guard count > 0 else { return }
        for s in 0..<capacity { slots[s] = nil }
        count = 0
    }
}
