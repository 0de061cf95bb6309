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

    /// Within its capacity a store changes its number of rows in place: rows
    /// past the prefix kept are forgotten, rows added are unmeasured.
    @Test func keepingAPrefixInPlaceForgetsTheRest() {
        let lengths = store()                          // rows 0, 2, 5 measured 3, 1, 2
        let kept = lengths.keepingPrefix(4, count: 6)
        #expect(kept === lengths)
        #expect(kept.count == 6 && kept.measuredCount == 2)
        #expect(kept.measured(5) == nil)
        #expect(kept.estimate == 2)                    // (3 + 1) / 2
        #expect(kept.start(of: 6, gap: 0) == 12)       // 3 + 2 + 1 + 2 + 2 + 2
        let again = kept.keepingPrefix(6, count: 10)   // back to 10 rows: the 4 added are not measured
        #expect(again === lengths)
        #expect(again.start(of: 10, gap: 0) == 20)     // 4 measured + 8 × 2
        let shorter = again.keepingPrefix(10, count: 2)
        #expect(shorter.measuredCount == 1 && shorter.total(gap: 0) == 3 + 3)
    }

    /// The trees cover the capacity, not only the rows: rows measured before
    /// a store grows count in every start past them.
    @Test func growingWithinTheCapacityIsOnlyANewCount() {
        let lengths = RowLengths(count: 4, capacity: 16, fallbackLength: 1)
        lengths.set(1, 5)
        lengths.set(3, 2)
        let grown = lengths.keepingPrefix(4, count: 16)
        #expect(grown === lengths && grown.count == 16)
        #expect(grown.start(of: 8, gap: 0) == 28)       // 5 + 2 + 6 × 3.5
        #expect(grown.start(of: 16, gap: 0) == 56)      // 7 + 14 × 3.5
        grown.set(12, 14)                               // the mean becomes 21 / 3 = 7
        #expect(grown.start(of: 12, gap: 0) == 77)      // 7 + 10 × 7
        #expect(grown.start(of: 13, gap: 1) == 21 + 10 * 7 + 13)
    }

    /// Past its capacity a store is copied into one twice as large, measured rows and all.
    @Test func growingPastTheCapacityCopiesTheMeasuredRows() {
        let lengths = store()
        let grown = lengths.keepingPrefix(10, count: 11)
        #expect(grown !== lengths)
        #expect(grown.count == 11 && grown.capacity == 20)
        #expect(grown.measuredCount == 3 && grown.measured(0) == 3 && grown.measured(2) == 1 && grown.measured(5) == 2)
        #expect(grown.start(of: 11, gap: 0) == 22)      // 6 + 8 × 2
        let far = lengths.keepingPrefix(3, count: 100)  // rows 3 … 9 forgotten on the way
        #expect(far.capacity == 100 && far.measuredCount == 2 && far.measured(5) == nil)
    }
}
