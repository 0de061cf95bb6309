import Foundation

/// A container that presents rows of data arranged in one or more columns, as in SwiftUI's
/// `Table` (TBL1).
///
/// ```swift
/// Table(people) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
///     TableColumn("E-Mail Address", value: \.emailAddress)
/// }
/// ```
///
/// In a terminal a table is a header row of its columns' titles, bold, a rule of `─` under it,
/// then a line per row, made as the rows scroll into view (a ``LazyVStack`` in a vertical
/// ``ScrollView``, as ``List``); columns are one cell apart (`│` with `.bordered`), each as
/// wide as its `width(_:)`, or sharing the spare width (TBL1), cells cut to their column. It
/// takes all the space it is offered. With a selection its rows are focusable and Return or
/// Space selects one (LIST5); with a `sortOrder:` the headers of sortable columns are
/// focusable and Return or Space sorts by that column, ▲/▼ marking it (TBL2).
nonisolated public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns
    var selection: ListSelection? = nil
    var sort: _TableSortState? = nil

    @Environment(\.tableStyle) private var style

    init(rows: Rows, columns: Columns, selection: ListSelection? = nil, sort: _TableSortState? = nil) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sort = sort
    }

    public var body: some View {
        let table = _TableContent<Value>(columns: _TableColumnSpec.columns(of: columns),
                                         rows: _TableRowValues(_TableRows.parts(of: rows)),
                                         selection: selection, sort: sort)
        let configuration = TableStyleConfiguration(content: AnyView(table))
        if let style { style.makeBody(configuration) } else { AutomaticTableStyle().makeBody(configuration: configuration) }
    }
}

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data), columns: columns())
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting zero or one row (LIST5).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting multiple rows (LIST5).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a table with the given columns and rows.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// Creates a table with the given columns and rows that generates its contents using
    /// values of the given type.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one row.
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows.
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a table of values of the given type that supports selecting zero or one row.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection))
    }

    /// Creates a table of values of the given type that supports selecting multiple rows.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection))
    }
}
