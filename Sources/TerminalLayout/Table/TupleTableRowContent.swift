/// A type of table row content that creates table rows created from a Swift tuple of table
/// rows, as in SwiftUI; the rows top to bottom (TBL1).
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, _TableRowList {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: T

    /// Primitive row content: no body.
    public var tableRowBody: Never { preconditionFailure("TupleTableRowContent is primitive table row content") }

    var _tableRows: [_TableRows] {
        Mirror(reflecting: value).children.flatMap { child in (child.value as? _TableRowList)?._tableRows ?? [] }
    }
}
