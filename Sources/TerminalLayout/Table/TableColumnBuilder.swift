import Foundation

/// A result builder that creates table column content from closures, as in SwiftUI (TBL1).
///
/// A table with a `sortOrder:` builds its columns with `TableColumnBuilder<Value, Sort>`; one
/// without, with `TableColumnBuilder<Value, Never>`. A column whose comparator is not the
/// table's `Sort` (`TableColumn("Notes") { … }` in a sortable table, or a sortable column in a
/// table without a sort order) is shown and does not sort.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column of the table's row value and sort comparator, as is.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// A column whose sort comparator is not the table's: shown, not sortable by the table.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _SortAdaptedTableColumn<Column, Sort>
    where Column.TableRowValue == RowValue {
        _SortAdaptedTableColumn(column: column)
    }

    /// One column content, as is.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Several column contents, left to right.
    public static func buildBlock<each Column: TableColumnContent>(_ columns: repeat each Column)
    -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        TupleTableColumnContent(value: (repeat each columns))
    }

    /// Column content shown only when an `if` holds.
    public static func buildOptional<Column: TableColumnContent>(_ column: Column?) -> Column?
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Column content within `if #available`.
    public static func buildLimitedAvailability<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }
}
