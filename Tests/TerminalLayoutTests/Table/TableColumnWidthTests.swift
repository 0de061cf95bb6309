import Foundation
import Testing
@testable import TerminalLayout

/// A table's column widths (TBL1): `width(_:)` fixed, `width(min:ideal:max:)`, otherwise the
/// title's width; spare width shared a cell at a time left to right, a shortfall taken from
/// the last columns first.
struct TableColumnWidthTests {
    struct Column: Sendable, CustomTestStringConvertible {
        var title = 4
        var fixed: Int? = nil, min: Int? = nil, ideal: Int? = nil, max: Int? = nil
        var sortable = false
        var testDescription: String { "title \(title) fixed \(fixed.map(String.init) ?? "-") \(min.map(String.init) ?? "-")/\(ideal.map(String.init) ?? "-")/\(max.map(String.init) ?? "-")" }

        var spec: _TableColumnSpec {
            _TableColumnSpec(label: AnyView(EmptyView()), titleWidth: title, cell: { _ in AnyView(EmptyView()) },
                             comparator: sortable ? AnyHashable(0) : nil,
                             width: _TableColumnWidth(fixed: fixed, min: min, ideal: ideal, max: max))
        }
    }

    @Test("Widths", arguments: [
        // Three flexible titles of 4 in 20: 18 less 2 separators, 12 taken, 6 spare: 2 each.
        ([Column(), Column(), Column()], 20, false, [6, 6, 6]),
        // Fixed 5 stays 5; the flexible column takes the other 14 of 19.
        ([Column(fixed: 5), Column()], 20, false, [5, 14]),
        // min 3 ideal 6 max 8 starts at 6, grows to 8; the rest (29 − 8) to the flexible one.
        ([Column(min: 3, ideal: 6, max: 8), Column()], 30, false, [8, 21]),
        // Titles of 1: 7 spare in 10 go round left to right: 3, 3, then 1 more to the first.
        ([Column(title: 1), Column(title: 1), Column(title: 1)], 12, false, [4, 3, 3]),
        // Titles of 10 in 15 (14 less a separator): the last column gives up 6.
        ([Column(title: 10), Column(title: 10)], 15, false, [10, 4]),
        // A fixed column is never cut; the flexible one goes down to a cell.
        ([Column(fixed: 10), Column(title: 10)], 8, false, [10, 1]),
        // A sortable column's title has room for " ▲": 6, and the other 4 fill the 10.
        ([Column(sortable: true), Column()], 11, true, [6, 4]),
        // min alone: starts at min, grows without a max.
        ([Column(min: 5), Column(fixed: 2)], 10, false, [7, 2]),
        // A fixed width of 0: the column takes nothing.
        ([Column(fixed: 0), Column()], 10, false, [0, 9]),
    ] as [([Column], Int, Bool, [Int])])
    func widths(_ columns: [Column], _ width: Int, _ sortable: Bool, _ expected: [Int]) {
        #expect(_TableContent<TableTests.Numbered>.widths(columns.map(\.spec), width: width, sortable: sortable) == expected)
    }

    @Test("width(_:) and width(min:ideal:max:) in cells, infinite as no limit; width(nil) changes nothing")
    func columnWidthModifiers() {
        let fixed = TableColumn<Person, Never, Text, Text>("A", value: \.givenName).width(7)
        #expect(fixed._tableColumns[0].width == _TableColumnWidth(fixed: 7))
        let range = TableColumn<Person, Never, Text, Text>("A", value: \.givenName).width(min: 2, ideal: 4.4, max: .infinity)
        #expect(range._tableColumns[0].width == _TableColumnWidth(min: 2, ideal: 4, max: Int.max))
        let unchanged = TableColumn<Person, Never, Text, Text>("A", value: \.givenName).width(nil)
        #expect(unchanged._tableColumns[0].width == _TableColumnWidth())
    }
}
