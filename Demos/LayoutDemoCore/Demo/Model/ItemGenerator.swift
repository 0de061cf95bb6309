import TerminalLayout

/// Makes the demo's items from a seed, deterministically.
///
/// Item `i` takes five draws from one `SplitMix64` stream, in this order:
/// columns (5...12), rows (3...5), palette index, weight (1...3) and
/// priority (0...3). Items are drawn in sequence, so the first `n` items for
/// a seed are the same whatever the count: `+` adds an item and keeps the
/// others as they were.
public enum ItemGenerator {
    /// The fills, each with a label colour readable on it.
    public static let palette: [(fill: Color, label: Color)] = [
        (.red, .white), (.green, .black), (.blue, .white), (.orange, .black),
        (.yellow, .black), (.pink, .black), (.purple, .white), (.teal, .black),
        (.cyan, .black), (.mint, .black), (.indigo, .white), (.brown, .white),
    ]

    /// The first `count` items for `seed` (none for a count under 1).
    public static func items(count: Int, seed: UInt64) -> [DemoItem] {
        var rng = SplitMix64(seed: seed)
        return (0..<Swift.max(0, count)).map { index in
            let columns = rng.int(in: DemoItem.minimumColumns...DemoItem.maximumColumns)
            let rows = rng.int(in: DemoItem.minimumRows...DemoItem.maximumRows)
            let colors = palette[rng.int(in: 0...(palette.count - 1))]
            let weight = rng.int(in: 1...3)
            let priority = rng.int(in: 0...3)
            return DemoItem(id: ItemID(index), label: String(index + 1), columns: columns, rows: rows,
                            color: colors.fill, labelColor: colors.label, weight: weight, priority: priority)
        }
    }
}
