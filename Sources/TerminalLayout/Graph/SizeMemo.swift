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
    private struct Entry {
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
    private var first = Entry.empty
    private var second = Entry.empty
    private var third = Entry.empty

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
    private static func bits(_ value: CGFloat?) -> UInt {
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
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        // The constant's entry never matches a proposal.
        if first.matches(w, h) { return first.size }
        if second.matches(w, h) {
            // With a constant in front, `second` is already the most recent answer.
            guard first.width != Self.constantBits else { return second.size }
            swap(&first, &second)
            return first.size
        }
        if third.matches(w, h) {
            let entry = third
            if first.width == Self.constantBits {
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

    /// Remembers `size` for `proposal` at the front, dropping the least recently used.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        let entry = Entry(width: w, height: h, size: size)
        if first.width == Self.constantBits {
            if !second.matches(w, h) { third = second }
            second = entry
            return
        }
        if first.matches(w, h) {
            first = entry
            return
        }
        if !second.matches(w, h) { third = second }
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
