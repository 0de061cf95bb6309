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
