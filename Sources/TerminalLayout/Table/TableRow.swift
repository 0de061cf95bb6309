/// A row that represents a data value in a table, as in SwiftUI (TBL1).
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Given Name", value: \.givenName)
/// } rows: {
///     TableRow(Person(givenName: "Tom", familyName: "Clark"))
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent, _TableRowList {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value

    /// Creates a table row for the given value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Primitive row content: no body.
    public var tableRowBody: Never { preconditionFailure("TableRow is primitive table row content") }

    var _tableRows: [_TableRows] {
        let value = value
        return [_TableRows(count: 1, value: { _ in value })]
    }
}
