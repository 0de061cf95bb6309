import Testing
@testable import TerminalLayout

/// The lengths of a lazy stack's rows: measured ones exact, the others at
/// the mean of the measured, starts and the row at an offset by prefix sums.
@Suite struct RowLengthsTests {
    /// Ten rows; rows 0, 2 and 5 measured 3, 1 and 2 long: the estimate is 2.
    func store() -> RowLengths {
        let lengths = RowLengths(count: 10, fallbackLength: 1)
        lengths.set(0, 3)
        lengths.set(2, 1)
        lengths.set(5, 2)
        return lengths
    }

    @Test(arguments: [
        // row, gap, start: measured before it + 2 × unmeasured before it + gaps
        (0, 0.0, 0.0),
        (1, 0.0, 3.0),            // 3
        (2, 0.0, 5.0),            // 3 + 2
        (3, 0.0, 6.0),            // 3 + 2 + 1
        (6, 0.0, 12.0),           // 3 + 2 + 1 + 2 + 2 + 2
        (10, 0.0, 20.0),          // 6 measured + 7 × 2
        (3, 1.0, 9.0),            // 6 + 3 gaps
        (10, 1.0, 30.0),          // the end plus one gap
    ])
    func startOfARow(row: Int, gap: Double, start: Double) {
        #expect(store().start(of: row, gap: gap) == start)
    }

    @Test(arguments: [
        // offset, gap, row containing it
        (-4.0, 0.0, 0), (0.0, 0.0, 0), (2.9, 0.0, 0), (3.0, 0.0, 1), (5.5, 0.0, 2),
        (11.9, 0.0, 5), (12.0, 0.0, 6), (19.0, 0.0, 9), (1e9, 0.0, 9),
        (9.0, 1.0, 3), (8.9, 1.0, 2),
    ])
    func rowAtAnOffset(offset: Double, gap: Double, row: Int) {
        #expect(store().row(at: offset, gap: gap) == row)
    }

    @Test func measuringChangesTheEstimateAndTheTotal() {
        let lengths = RowLengths(count: 4, fallbackLength: 1)
        #expect(lengths.total(gap: 1) == 7)           // 4 × 1 + 3 gaps
        #expect(lengths.set(1, 5))
        #expect(lengths.estimate == 5)
        #expect(lengths.total(gap: 0) == 20)
        #expect(!lengths.set(1, 5))                   // the same length: nothing changes
        #expect(lengths.set(1, 3))                    // measured again, differently
        #expect(lengths.total(gap: 0) == 12)
        for i in [0, 2, 3] { lengths.set(i, 1) }
        #expect(lengths.isComplete)
        #expect(lengths.total(gap: 0) == 6)
        #expect(lengths.measured(1) == 3)
        #expect(!lengths.set(7, 1))                   // no such row
        #expect(!lengths.set(0, .nan))
    }

    @Test func anEmptyStoreIsZeroLong() {
        let lengths = RowLengths(count: 0, fallbackLength: 1)
        #expect(lengths.total(gap: 1) == 0)
        #expect(lengths.row(at: 5, gap: 1) == 0)
    }
}
