/// Internal: a node's memo of its three most recent `sizeThatFits`
/// answers (rule MEMO) — `RecentMemo`'s behaviour, packed for the one memo
/// every node has.
///
/// A proposal is kept as the bit patterns of its two dimensions, with a
/// NaN standing for "unspecified" (proposals are sanitised before they
/// reach a memo, so no real dimension is NaN): an entry is 32 bytes
/// instead of 48, the memo 104 bytes instead of 168, and comparing a key
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
/// so the constant takes the third entry's size (and the memo keeps two).
struct SizeMemo {
    /// One remembered answer.
    private struct Entry {
        var width: UInt
        var height: UInt
        var size: CGSize
    }

    /// The bit pattern that stands for an unspecified dimension.
    private static let unspecified = CGFloat.nan.bitPattern

    private var first = Entry(width: 0, height: 0, size: .zero)
    private var second = Entry(width: 0, height: 0, size: .zero)
    private var third = Entry(width: 0, height: 0, size: .zero)
    /// How many entries hold answers (0…3), and `constantFlag` when the
    /// third entry's size is the node's constant size.
    private var count: UInt8 = 0
    private static let constantFlag: UInt8 = 0x80
    /// How many entries hold answers.
    @inline(__always) private var entries: UInt8 { count & ~Self.constantFlag }
    /// How many entries can hold answers: three, two beside a constant.
    @inline(__always) private var capacity: UInt8 { count & Self.constantFlag == 0 ? 3 : 2 }

    /// The node's size if it does not depend on the proposal.
    var constant: CGSize? {
        @inline(__always) get { count & Self.constantFlag == 0 ? nil : third.size }
        set {
            if let newValue {
                count = Swift.min(entries, 2) | Self.constantFlag
                third.size = newValue
            } else {
                count = entries
            }
        }
    }

    @inline(__always)
    private static func bits(_ value: CGFloat?) -> UInt {
        guard let value else { return unspecified }
        return value.bitPattern
    }

    @inline(__always)
    private static func matches(_ entry: Entry, _ width: UInt, _ height: UInt) -> Bool {
        entry.width == width && entry.height == height
    }

    /// The remembered size for `proposal`, moved to the front; `nil` if forgotten.
    @inline(__always)
    mutating func value(for proposal: ProposedViewSize) -> CGSize? {
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        let entries = self.entries
        if entries > 0, Self.matches(first, w, h) { return first.size }
        if entries > 1, Self.matches(second, w, h) {
            swap(&first, &second)
            return first.size
        }
        if entries > 2, Self.matches(third, w, h) {
            let entry = third
            third = second
            second = first
            first = entry
            return entry.size
        }
        return nil
    }

    /// Remembers `size` for `proposal` at the front, dropping the least recently used.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        let entry = Entry(width: w, height: h, size: size)
        let entries = self.entries
        if entries > 0, Self.matches(first, w, h) {
            first = entry
            return
        }
        if entries > 1, Self.matches(second, w, h) {
            second = first
        } else {
            if capacity == 3 { third = second }
            second = first
            count = Swift.min(entries + 1, capacity) | (count & Self.constantFlag)
        }
        first = entry
    }

    /// Forgets every answer (a constant size stays: it is worked out again
    /// whenever the node is resolved).
    mutating func removeAll() { count &= Self.constantFlag }

    /// The remembered proposals, most recent first.
    var proposals: [ProposedViewSize] {
        [first, second, third].prefix(Int(entries)).map { entry in
            func value(_ bits: UInt) -> CGFloat? { bits == Self.unspecified ? nil : CGFloat(bitPattern: bits) }
            return ProposedViewSize(width: value(entry.width), height: value(entry.height))
        }
    }
}
