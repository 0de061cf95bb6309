import TerminalLayout

/// One box of a workload: its width and height in cells.
public struct Item: Equatable, Sendable {
    /// The width, 4…20.
    public var width: Int
    /// The height, 1…6.
    public var height: Int

    /// Creates an item.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The widths items are drawn from.
    public static let widths = 4...20
    /// The heights items are drawn from.
    public static let heights = 1...6

    /// `count` items from SplitMix64 at `seed`: per item, the width is drawn, then the height.
    public static func generate(count: Int, seed: UInt64 = 42) -> [Item] {
        var random = SplitMix64(seed: seed)
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            let width = random.next(in: widths)
            let height = random.next(in: heights)
            items.append(Item(width: width, height: height))
        }
        return items
    }
}
