import Synchronization

/// An append-only table that gives each distinct value a small index, up to a fixed
/// number of values: what a ``Cell`` keeps instead of what does not fit in its word
/// (long grapheme clusters, colour pairs with RGB).
///
/// Indices are never removed or reused, because any ``Cell`` value anywhere (in a canvas,
/// a copy of one, a test's expectation) may hold one; so the table is bounded instead: once
/// it holds ``capacity`` values, ``index(of:)`` answers `nil` for a new value and the
/// caller stores a stand-in (see ``GraphemeStore`` and ``PackedStyle``). Values already in
/// the table keep their index, so one value always packs the same way within a process.
/// Safe to use from any thread (one lock; a lookup is a dictionary probe).
final class InternTable<Value: Hashable & Sendable>: Sendable {
    /// The most values the table holds.
    let capacity: Int

    private let state: Mutex<(indices: [Value: UInt32], values: [Value])>

    /// Creates an empty table that holds at most `capacity` values (at most 2^32).
    init(capacity: Int) {
        precondition(capacity >= 0 && UInt64(capacity) <= 1 << 32, "an intern table holds at most 2^32 values")
        self.capacity = capacity
        state = Mutex(([:], []))
    }

    /// The index of `value`, added to the table when it is new; `nil` when it is new and
    /// the table is full.
    func index(of value: Value) -> UInt32? {
        state.withLock { state -> UInt32? in
            if let index = state.indices[value] { return index }
            guard state.values.count < capacity else { return nil }
            let index = UInt32(state.values.count)
            state.values.append(value)
            state.indices[value] = index
            return index
        }
    }

    /// The value at `index`, which this table returned from ``index(of:)``.
    subscript(index: UInt32) -> Value {
        state.withLock { $0.values[Int(index)] }
    }

    /// How many values the table holds.
    var count: Int {
        state.withLock { $0.values.count }
    }
}
