/// A type of table column content that creates table columns created from a Swift tuple of
/// table columns, as in SwiftUI; the columns left to right (TBL1).
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent, _TableColumnList {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let value: T

    /// Primitive column content: no body.
    public var tableColumnBody: Never { preconditionFailure("TupleTableColumnContent is primitive table column content") }

    var _tableColumns: [_TableColumnSpec] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? _TableColumnList)?._tableColumns ?? []
        }
    }
}
