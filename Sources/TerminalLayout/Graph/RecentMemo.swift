/// Internal: a node's memo of its most recent answers — at most three,
/// stored in place, most recently used first (rule MEMO in
/// `docs/LAYOUT-RULES.md`).
///
/// SwiftUI remembers only a few of a view's recent `sizeThatFits` answers
/// (OpenSwiftUI's reconstruction keeps three per view in a `Cache3`), so a
/// layout is asked again for a proposal it answered four proposals ago.
/// Keeping the same bound keeps layouts that (against the rules) carry
/// data from `sizeThatFits` to `placeSubviews` through their cache
/// behaving as they do in SwiftUI, and keeps a node's memo small and free
/// of hashing.
///
/// ```
/// insert A, B, C      [C, B, A]
/// look up A (hit)     [A, C, B]     a hit moves to the front
/// insert D            [D, A, C]     the least recently used (B) is dropped
/// ```
struct RecentMemo<Key: Equatable, Value> {
    /// How many answers a memo keeps.
    static var capacity: Int { 3 }

    private var first: (key: Key, value: Value)?
    private var second: (key: Key, value: Value)?
    private var third: (key: Key, value: Value)?

    /// The remembered value for `key`, moved to the front; `nil` if forgotten.
    mutating func value(for key: Key) -> Value? {
        if let entry = first, entry.key == key { return entry.value }
        if let entry = second, entry.key == key {
            second = first
            first = entry
            return entry.value
        }
        if let entry = third, entry.key == key {
            third = second
            second = first
            first = entry
            return entry.value
        }
        return nil
    }

    /// Remembers `value` for `key` at the front, dropping the least recently used.
    mutating func insert(_ value: Value, for key: Key) {
        if let entry = first, entry.key == key {
            first = (key, value)
            return
        }
        if let entry = second, entry.key == key {
            second = first
        } else {
            third = second
            second = first
        }
        first = (key, value)
    }

    /// Takes out the least recently used value when the memo is full (the
    /// next insert would drop it), so its storage can be reused.
    mutating func removeLeastRecentIfFull() -> Value? {
        guard let entry = third else { return nil }
        third = nil
        return entry.value
    }

    /// Forgets everything.
    mutating func removeAll() {
        first = nil
        second = nil
        third = nil
    }

    /// The remembered keys, most recent first.
    var keys: [Key] { [first, second, third].compactMap { $0?.key } }
}
