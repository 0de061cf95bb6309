/// A type of table row content that creates table rows from an underlying collection of
/// identifiable data, as in SwiftUI: the rows of `Table(people) { … }` (TBL1).
///
/// Its rows are read only as they scroll into view: a table of 100 000 rows makes the few on
/// screen.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, _TableRowList where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data

    init(_ data: Data) {
        self.data = data
    }

    /// Primitive row content: no body.
    public var tableRowBody: Never { preconditionFailure("TableForEachContent is primitive table row content") }

    var _tableRows: [_TableRows] {
        let data = data
        return [_TableRows(count: data.count, value: { data[data.index(data.startIndex, offsetBy: $0)] })]
    }
}
