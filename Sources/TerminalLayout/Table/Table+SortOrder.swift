import Foundation

/// Sortable tables (TBL2): the headers of the columns whose comparator is the table's `Sort`
/// are focusable; Return or Space on one puts its comparator first in `sortOrder`, or flips
/// the first one's order when it is that column's already, as clicking a header does.
extension Table {
    /// Creates a sortable table that computes its rows based on a collection of identifiable data.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data), columns: columns(), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and supports selecting zero or one row.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and supports selecting multiple rows.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: ListSelection(selection), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table with the given columns and rows.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table with the given columns and rows of values of the given type.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting zero or one row.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting multiple rows.
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table of values of the given type that supports selecting zero or one row.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sort: _TableSortState(sortOrder))
    }

    /// Creates a sortable table of values of the given type that supports selecting multiple rows.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(selection), sort: _TableSortState(sortOrder))
    }
}

/// Internal: a table's sort order, type-erased (TBL2): the order a column's comparator is
/// sorted in when it is first, and clicking its header.
struct _TableSortState {
    /// The order of the first comparator when it is `comparator`'s column, else `nil`.
    let order: (AnyHashable) -> SortOrder?
    /// A click on the header of `comparator`'s column.
    let activate: (AnyHashable) -> Void

    init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
        order = { comparator in
            guard let column = comparator.base as? Sort, let first = sortOrder.wrappedValue.first,
                  Self.sameColumn(first, column) else { return nil }
            return first.order
        }
        activate = { comparator in
            guard let column = comparator.base as? Sort else { return }
            var current = sortOrder.wrappedValue
            if let first = current.first, Self.sameColumn(first, column) {
                current[0].order = first.order == .forward ? .reverse : .forward
            } else {
                current.removeAll { Self.sameColumn($0, column) }
                current.insert(column, at: 0)
            }
            sortOrder.wrappedValue = current
        }
    }

    /// Whether two comparators are one column's: key path comparators of the same key path
    /// (whatever comparator they compare its values with), others equal but for their order.
    static func sameColumn<Sort: SortComparator>(_ a: Sort, _ b: Sort) -> Bool {
        if let a = a as? _KeyPathSortComparator, let b = b as? _KeyPathSortComparator {
            return a._sortKeyPath == b._sortKeyPath
        }
        var a = a
        a.order = b.order
        return a == b
    }
}

/// Internal: a comparator by a key path, which names its column (TBL2).
protocol _KeyPathSortComparator {
    var _sortKeyPath: AnyKeyPath { get }
}

extension KeyPathComparator: _KeyPathSortComparator {
    var _sortKeyPath: AnyKeyPath { keyPath }
}
