import Testing
import TerminalLayout
@testable import LayoutDemoCore

/// The seeded items: values by hand from SplitMix64's outputs, bounds, and prefix stability.
@Suite struct ItemGeneratorTests {
    @Test func firstItemsOfSeedOne() {
        // Draws for seed 1: 0x…5CC1 % 8 = 1 → 6 columns; 0x…EC67 % 3 = 1 → 4 rows;
        // 0x…555E % 12 = 6 → purple; 0x…C90B % 3 = 2 → weight 3; 0x…B5B9 % 4 = 1.
        let items = ItemGenerator.items(count: 2, seed: 1)
        #expect(items[0] == DemoItem(id: ItemID(0), label: "1", columns: 6, rows: 4, color: .purple,
                                     labelColor: .white, weight: 3, priority: 1))
        #expect(items[1] == DemoItem(id: ItemID(1), label: "2", columns: 5, rows: 3, color: .mint,
                                     labelColor: .black, weight: 1, priority: 2))
    }

    @Test(arguments: [UInt64(1), 2, 99, .max])
    func sizesStayInTheirRanges(seed: UInt64) {
        for item in ItemGenerator.items(count: 200, seed: seed) {
            #expect((DemoItem.minimumColumns...DemoItem.maximumColumns).contains(item.columns))
            #expect((DemoItem.minimumRows...DemoItem.maximumRows).contains(item.rows))
            #expect((1...3).contains(item.weight))
            #expect((0...3).contains(item.priority))
        }
    }

    @Test func fewerItemsAreAPrefixOfMore() {
        #expect(Array(ItemGenerator.items(count: 30, seed: 7).prefix(12)) == ItemGenerator.items(count: 12, seed: 7))
    }

    @Test func idsAndLabelsFollowTheIndex() {
        let items = ItemGenerator.items(count: 12, seed: 3)
        #expect(items.map(\.id.index) == Array(0..<12))
        #expect(items.map(\.label) == (1...12).map(String.init))
    }

    @Test func anotherSeedGivesOtherItems() {
        #expect(ItemGenerator.items(count: 10, seed: 1) != ItemGenerator.items(count: 10, seed: 2))
    }

    /// Item `i` made on its own is the one drawn in sequence after the 5 × `i` draws before it.
    @Test(arguments: [(0, UInt64(1)), (1, 1), (17, 42), (123_456, 7), (999_999, .max)])
    func anItemMadeOnItsOwnIsTheSequencesItem(index: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<(5 * index) { _ = rng.next() }
        let columns = rng.int(in: DemoItem.minimumColumns...DemoItem.maximumColumns)
        let rows = rng.int(in: DemoItem.minimumRows...DemoItem.maximumRows)
        let colors = ItemGenerator.palette[rng.int(in: 0...(ItemGenerator.palette.count - 1))]
        let weight = rng.int(in: 1...3)
        let priority = rng.int(in: 0...3)
        #expect(ItemGenerator.item(at: index, seed: seed)
                == DemoItem(id: ItemID(index), label: String(index + 1), columns: columns, rows: rows,
                            color: colors.fill, labelColor: colors.label, weight: weight, priority: priority))
    }

    @Test(arguments: [0, -3])
    func noItemsForACountUnderOne(count: Int) {
        #expect(ItemGenerator.items(count: count, seed: 1).isEmpty)
    }
}
