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
    /// How many entries hold answers (0…3).
    private var count: UInt8 = 0

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
    mutating func value(for proposal: ProposedViewSize) -> CGSize? {
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        if count > 0, Self.matches(first, w, h) { return first.size }
        if count > 1, Self.matches(second, w, h) {
            swap(&first, &second)
            return first.size
        }
        if count > 2, Self.matches(third, w, h) {
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
        if count > 0, Self.matches(first, w, h) {
            first = entry
            return
        }
        if count > 1, Self.matches(second, w, h) {
            second = first
        } else {
            third = second
            second = first
            count = Swift.min(count + 1, 3)
        }
        first = entry
    }

    /// Forgets everything.
    mutating func removeAll() { count = 0 }

    /// The remembered proposals, most recent first.
    var proposals: [ProposedViewSize] {
        [first, second, third].prefix(Int(count)).map { entry in
            func value(_ bits: UInt) -> CGFloat? { bits == Self.unspecified ? nil : CGFloat(bitPattern: bits) }
            return ProposedViewSize(width: value(entry.width), height: value(entry.height))
        }
    }
}
