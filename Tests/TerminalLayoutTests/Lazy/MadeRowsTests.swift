import Testing
@testable import TerminalLayout

/// The table of a lazy container's made rows: rows found by index after
/// any inserts and removals, however their home slots collide.
@Suite struct MadeRowsTests {
    func row(_ i: Int) -> MadeRow {
        MadeRow(id: .int(i), members: NodeList(), elements: NodeList(), index: i, lastUsed: 0)
    }

    @Test(arguments: [
        // rows inserted (64 slots at first), rows then removed in order
        ([1, 65, 129, 2, 66], [65]),
        ([1, 65, 129, 2, 66], [1, 129, 2]),
        (Array(0..<31), Array(0..<31).reversed()),                     // a full table, emptied from the end
        (Array(0..<100), Array(stride(from: 0, to: 100, by: 3))),    // grows (fourfold) past 32 rows
        (Array(0..<45) + Array(997..<1_042), Array(0..<45)),         // two runs far apart (a jump), the first dropped
        (Array(stride(from: 0, to: 6_400, by: 64)), [64, 128, 6_336]),
    ])
    func rowsAreFoundAfterRemovals(inserted: [Int], removed: [Int]) throws {
        let table = MadeRows()
        for i in inserted { table.insert(row(i)) }
        #expect(table.count == inserted.count)
        var left = Set(inserted)
        for i in removed {
            #expect(table.remove(i)?.index == i)
            left.remove(i)
            for j in inserted { #expect((table[j]?.index == j) == left.contains(j), "row \(j) after removing \(i)") }
        }
        #expect(table.count == left.count)
        #expect(Set(table.indices) == left)
        #expect(table.remove(removed[0]) == nil)
    }

    /// A recycled row is made again with the new values, without allocating another.
    @Test func aRecycledRowIsMadeAgain() {
        let table = MadeRows()
        let first = row(3)
        table.recycle(first)
        let again = table.make(id: .string("x"), members: NodeList(), elements: NodeList(), index: 7, lastUsed: 2)
        #expect(again === first)
        #expect(again.index == 7 && again.lastUsed == 2 && again.id == .string("x"))
        let fresh = table.make(id: .int(8), members: NodeList(), elements: NodeList(), index: 8, lastUsed: 2)
        #expect(fresh !== first)
        table.insert(again)
        table.removeAll()
        #expect(table.isEmpty && table[7] == nil)
    }
}
