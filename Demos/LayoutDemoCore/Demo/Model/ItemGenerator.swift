import TerminalLayout

/// Makes the demo's items from a seed, deterministically.
///
/// Item `i` takes five draws from one `SplitMix64` stream, in this order:
/// columns (5...12), rows (3...5), palette index, weight (1...3) and
/// priority (0...3). Items are drawn in sequence, so the first `n` items for
/// a seed are the same whatever the count: `+` adds an item and keeps the
/// others as they were. SplitMix64's state only counts draws, so item `i`
/// is also made on its own (``item(at:seed:)``), as a lazy list does.
public enum ItemGenerator {
    /// The fills, each with a label colour readable on it.
    public static let palette: [(fill: Color, label: Color)] = [
        (.red, .white), (.green, .black), (.blue, .white), (.orange, .black),
        (.yellow, .black), (.pink, .black), (.purple, .white), (.teal, .black),
        (.cyan, .black), (.mint, .black), (.indigo, .white), (.brown, .white),
    ]

    /// The first `count` items for `seed` (none for a count under 1).
    public static func items(count: Int, seed: UInt64) -> [DemoItem] {
        (0..<Swift.max(0, count)).map { item(at: $0, seed: seed) }
    }

    /// Item `index` for `seed`: the generator jumps over the 5 × `index` draws before it.
    public static func item(at index: Int, seed: UInt64) -> DemoItem {
        var rng = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: 5 &* index) &* SplitMix64.increment)
        let columns = rng.int(in: DemoItem.minimumColumns...DemoItem.maximumColumns)
        let rows = rng.int(in: DemoItem.minimumRows...DemoItem.maximumRows)
        let colors = palette[rng.int(in: 0...(palette.count - 1))]
        let weight = rng.int(in: 1...3)
        let priority = rng.int(in: 0...3)
        return DemoItem(id: ItemID(index), label: String(index + 1), columns: columns, rows: rows,
                        color: colors.fill, labelColor: colors.label, weight: weight, priority: priority)
    }
}
