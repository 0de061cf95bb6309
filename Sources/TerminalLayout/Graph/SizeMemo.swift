/// Internal: a node's memo of its three most recent `sizeThatFits`
/// answers (rule MEMO) — `RecentMemo`'s behaviour, packed for the one memo
/// every node has.
///
/// A proposal is kept as the bit patterns of its two dimensions, with a
/// NaN standing for "unspecified" (proposals are sanitised before they
/// reach a memo, so no real dimension is NaN): an entry is 32 bytes
/// instead of 48, the memo 96 bytes instead of 168, and comparing a key
/// is comparing two integers.
///
/// ```
/// insert A, B, C      [C, B, A]
/// look up A (hit)     [A, C, B]     a hit moves to the front
/// insert D            [D, A, C]     the least recently used (B) is dropped
/// ```
///
/// It also holds the node's size when that does not depend on the proposal
/// (`constant`, `Node.constantSize`): such a node is never asked its memo,
/// so the constant takes the first entry (and the memo keeps two answers).
///
/// No count is kept: an entry with no answer, and the constant, have
/// widths no proposal has (NaNs other than the one standing for
/// "unspecified"), so a lookup reads nothing but the entries it compares —
/// a hit on the most recent answer, or the constant, reads 32 bytes
/// (`NodeRecord` puts them in one cache line).
struct SizeMemo {
    /// One remembered answer.
    fileprivate struct Entry {
        var width: UInt
        var height: UInt
        var size: CGSize

        /// An entry with no answer.
        static let empty = Entry(width: SizeMemo.emptyBits, height: SizeMemo.emptyBits, size: .zero)

        @inline(__always)
        func matches(_ width: UInt, _ height: UInt) -> Bool { self.width == width && self.height == height }
        /// Whether the entry holds an answer (not nothing, not the constant).
        var isAnswer: Bool { width != SizeMemo.emptyBits && width != SizeMemo.constantBits }
    }

    /// The bit pattern that stands for an unspecified dimension.
    private static let unspecified = CGFloat.nan.bitPattern
    /// The width of an entry with no answer: a NaN with a payload, which no
    /// sanitised proposal has. (Written as literals, not worked out from
    /// `CGFloat.nan`: no lazily made global to check on every use.)
    fileprivate static let emptyBits: UInt = 0x7FF8_0000_0000_0001
    /// The width of the entry holding the constant size.
    fileprivate static let constantBits: UInt = 0x7FF8_0000_0000_0002

    // Most recent first; with a constant, `first` is the constant and the
    // answers are `second` and `third`.
    fileprivate var first = Entry.empty
    fileprivate var second = Entry.empty
    fileprivate var third = Entry.empty

    /// The node's size if it does not depend on the proposal.
    var constant: CGSize? {
        @inline(__always) get { first.width == Self.constantBits ? first.size : nil }
        set {
            let isConstant = first.width == Self.constantBits
            if let newValue {
                if !isConstant {
                    // The two most recent answers stay.
                    third = second
                    second = first
                }
                first = Entry(width: Self.constantBits, height: Self.constantBits, size: newValue)
            } else if isConstant {
                first = second
                second = third
                third = .empty
            }
        }
    }

    @inline(__always)
    fileprivate static func bits(_ value: CGFloat?) -> UInt {
        guard let value else { return unspecified }
        return value.bitPattern
    }

    /// The most recent answer, if it is for `proposal` (what a lookup
    /// finds first): read without touching the other entries.
    @inline(__always)
    func front(for proposal: ProposedViewSize) -> CGSize? {
        first.matches(Self.bits(proposal.width), Self.bits(proposal.height)) ? first.size : nil
    }

    /// The remembered size for `proposal`, moved to the front; `nil` if forgotten.
    @inline(__always)
    mutating func value(for proposal: ProposedViewSize) -> CGSize? {
        Self.value(Self.bits(proposal.width), Self.bits(proposal.height), &first, &second, &third)
    }

    /// Remembers `size` for `proposal` at the front, dropping the least recently used.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        Self.insert(Entry(width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size),
                    &first, &second, &third)
    }

    /// `value(for:)` on three entries wherever they are stored (the value's
    /// own, or a record's and the arena's tail store, `NodeArena.rememberedSize`).
    @inline(__always)
    fileprivate static func value(_ w: UInt, _ h: UInt, _ first: inout Entry, _ second: inout Entry,
                                  _ third: inout Entry) -> CGSize? {
        // The constant's entry never matches a proposal.
        if first.matches(w, h) { return first.size }
        if second.matches(w, h) {
            // With a constant in front, `second` is already the most recent answer.
            guard first.width != constantBits else { return second.size }
            swap(&first, &second)
            return first.size
        }
        if third.matches(w, h) {
            let entry = third
            if first.width == constantBits {
                third = second
                second = entry
            } else {
                third = second
                second = first
                first = entry
            }
            return entry.size
        }
        return nil
    }

    /// `insert(_:for:)` on three entries wherever they are stored.
    @inline(__always)
    fileprivate static func insert(_ entry: Entry, _ first: inout Entry, _ second: inout Entry, _ third: inout Entry) {
        if first.width == constantBits {
            if !second.matches(entry.width, entry.height) { third = second }
            second = entry
            return
        }
        if first.matches(entry.width, entry.height) {
            first = entry
            return
        }
        if !second.matches(entry.width, entry.height) { third = second }
        second = first
        first = entry
    }

    /// Forgets every answer (a constant size stays: it is worked out again
    /// whenever the node is resolved).
    mutating func removeAll() {
        // An entry whose width is `emptyBits` holds nothing, whatever else it holds.
        if first.width != Self.constantBits { first.width = Self.emptyBits }
        second.width = Self.emptyBits
        third.width = Self.emptyBits
    }

    /// The remembered proposals, most recent first.
    var proposals: [ProposedViewSize] {
        [first, second, third].filter(\.isAnswer).map { entry in
            func value(_ bits: UInt) -> CGFloat? { bits == Self.unspecified ? nil : CGFloat(bitPattern: bits) }
            return ProposedViewSize(width: value(entry.width), height: value(entry.height))
        }
    }
}

// MARK: Stored in two parts

/// Internal: a node's memo as the graph stores it — its first entry in the
/// node's record (`SizeMemo.Front`, 32 bytes: what a hit on the most recent
/// answer, or the constant, reads), the other two in the arena's tail store
/// (`SizeMemo.Tail`, 64 bytes), only for a node that has had two answers
/// at once since its memo was last cleared.
///
/// ```
///  record                      arena tail store (by slot, a block per 1,024 slots)
///  [ first: A ] ── tail? ──▶   [ second: B | third: C ]
/// ```
///
/// Most nodes never hold a second answer (a leaf in a fixed frame is asked
/// one size; a fixed frame's size is its constant): 64 bytes less in every
/// record (224 → 160), and a chunk's tail block is allocated only when one
/// of its nodes needs it. The logic is `SizeMemo`'s, run on the entries
/// where they are stored (`NodeArena.rememberedSize`, `remember`); a node
/// without a tail has an empty second and third entry.
extension SizeMemo {
    /// The first entry, kept in the node's record.
    struct Front {
        fileprivate var entry = Entry.empty

        /// The constant size, if the node has one.
        var constant: CGSize? {
            @inline(__always) get { entry.width == SizeMemo.constantBits ? entry.size : nil }
        }

        /// The most recent answer, if it is for `proposal`.
        @inline(__always)
        func answer(for proposal: ProposedViewSize) -> CGSize? {
            entry.matches(SizeMemo.bits(proposal.width), SizeMemo.bits(proposal.height)) ? entry.size : nil
        }

        /// Forgets the answer (a constant stays).
        @inline(__always)
        mutating func removeAnswer() {
            if entry.width != SizeMemo.constantBits { entry.width = SizeMemo.emptyBits }
        }

        /// Sets or unsets the constant of a memo that holds no answer but
        /// the constant (one just cleared: the graph sets the constant only
        /// then, and the tail is not read, SizeMemo's `constant` otherwise).
        @inline(__always)
        mutating func setConstant(_ size: CGSize?) {
            assert(!entry.isAnswer, "a constant is set on a cleared memo")
            entry = size.map { Entry(width: SizeMemo.constantBits, height: SizeMemo.constantBits, size: $0) } ?? .empty
        }
    }

    /// The second and third entries, kept in the arena's tail store.
    struct Tail {
        fileprivate var second = Entry.empty
        fileprivate var third = Entry.empty
    }

    /// The memo of `front` and `tail` (`nil`: no tail, both entries empty).
    @inline(__always)
    init(front: Front, tail: Tail?) {
        first = front.entry
        if let tail {
            second = tail.second
            third = tail.third
        }
    }

    /// The first entry, as the record keeps it.
    var front: Front { Front(entry: first) }

    /// The second and third entries, or `nil` when neither holds an answer.
    var tail: Tail? { second.isAnswer || third.isAnswer ? Tail(second: second, third: third) : nil }
}

extension NodeArena {
    /// The size the memo of the node in `slot` (whose record is `record`)
    /// remembers for `proposal`, moved to the front (`SizeMemo.value(for:)`).
    @inline(__always)
    func rememberedSize(for proposal: ProposedViewSize, slot: Int, record: UnsafeMutablePointer<NodeRecord>) -> CGSize? {
        let w = SizeMemo.bits(proposal.width), h = SizeMemo.bits(proposal.height)
        if record.pointee.memoFront.entry.matches(w, h) { return record.pointee.memoFront.entry.size }
        guard record.pointee.hasMemoTail else { return nil }
        let tail = memoTail(slot)
        return SizeMemo.value(w, h, &record.pointee.memoFront.entry, &tail.pointee.second, &tail.pointee.third)
    }

    /// Remembers `size` for `proposal` in the memo of the node in `slot`, at
    /// the front, dropping the least recently used (`SizeMemo.insert`).
    @inline(__always)
    func remember(_ size: CGSize, for proposal: ProposedViewSize, slot: Int, record: UnsafeMutablePointer<NodeRecord>) {
        let entry = SizeMemo.Entry(width: SizeMemo.bits(proposal.width), height: SizeMemo.bits(proposal.height), size: size)
        let first = record.pointee.memoFront.entry
        // Nothing to move down: the front entry is empty, or the same proposal's.
        if first.width == SizeMemo.emptyBits || first.matches(entry.width, entry.height) {
            record.pointee.memoFront.entry = entry
            return
        }
        let tail = memoTail(slot)
        if !record.pointee.hasMemoTail {
            tail.pointee = SizeMemo.Tail()
            record.pointee.hasMemoTail = true
        }
        SizeMemo.insert(entry, &record.pointee.memoFront.entry, &tail.pointee.second, &tail.pointee.third)
    }

    /// The memo of the node in `slot`, put together (for tests and diagnostics).
    func sizeMemo(slot: Int) -> SizeMemo {
        let record = record(slot)
        return SizeMemo(front: record.pointee.memoFront, tail: record.pointee.hasMemoTail ? memoTail(slot).pointee : nil)
    }
}
