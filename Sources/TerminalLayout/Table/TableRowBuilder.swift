/// A result builder that creates table row content from closures, as in SwiftUI (TBL1).
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// A row content of the table's value, as is.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }

    /// One row content, as is.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }

    /// Several row contents, top to bottom.
    public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content) -> TupleTableRowContent<Value, (repeat each Content)> {
        TupleTableRowContent(value: (repeat each content))
    }

    /// Row content shown only when an `if` holds.
    public static func buildOptional<Content: TableRowContent>(_ content: Content?) -> Content? where Content.TableRowValue == Value {
        content
    }

    /// Row content within `if #available`.
    public static func buildLimitedAvailability<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }
}

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
