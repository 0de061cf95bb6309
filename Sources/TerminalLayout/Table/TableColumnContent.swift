import Foundation

/// A type used to represent columns within a table, as in SwiftUI (TBL1).
///
/// ```swift
/// @TableColumnBuilder<Person, KeyPathComparator<Person>>
/// var nameColumns: some TableColumnContent<Person, KeyPathComparator<Person>> {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
/// }
/// ```
///
/// A table flattens its column content into its columns, left to right.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    associatedtype TableColumnBody: TableColumnContent
    /// The composition of content that comprise the table column content.
    var tableColumnBody: TableColumnBody { get }
}

// `Never` is a `SortComparator` in Foundation (FoundationEssentials), as SwiftUI's tables
// without a sort order need.

extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    /// Never read: `Never` is the body of primitive column content.
    public var tableColumnBody: Never { switch self {} }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
    /// Primitive column content: no body.
    public var tableColumnBody: Never { preconditionFailure("Optional is primitive table column content") }
}

extension Optional: _TableColumnList where Wrapped: TableColumnContent {
    var _tableColumns: [_TableColumnSpec] {
        if case .some(let column) = self { _TableColumnSpec.columns(of: column) } else { [] }
    }
}

/// Internal: column content a table reads its columns from (TBL1).
protocol _TableColumnList {
    /// The columns, left to right.
    var _tableColumns: [_TableColumnSpec] { get }
}

/// Internal: one column of a table, type-erased (TBL1).
struct _TableColumnSpec {
    /// The header's view, and its width in columns when its title is known text.
    var label: AnyView
    var titleWidth: Int
    /// The cell of a row's value (a value of the table's `Value`).
    var cell: (Any) -> AnyView
    /// The column's sort comparator (a value of the table's `Sort`), `nil` when it does not sort.
    var comparator: AnyHashable?
    /// `width(_:)` and `width(min:ideal:max:)`, in cells.
    var width = _TableColumnWidth()

    /// The columns of any column content: its own when primitive, else its body's.
    static func columns<C: TableColumnContent>(of content: C) -> [_TableColumnSpec] {
        if let list = content as? _TableColumnList { return list._tableColumns }
        if C.TableColumnBody.self == Never.self { return [] }
        return columns(of: content.tableColumnBody)
    }
}

/// Internal: a column's width constraints in cells (TBL1); all `nil`: flexible.
struct _TableColumnWidth: Equatable {
    var fixed: Int? = nil
    var min: Int? = nil
    var ideal: Int? = nil
    var max: Int? = nil
}
