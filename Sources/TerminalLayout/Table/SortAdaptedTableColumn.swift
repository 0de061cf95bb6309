/// A column whose sort comparator is not its table's (TBL1): the same column, not sortable.
public struct _SortAdaptedTableColumn<Column: TableColumnContent, Sort: SortComparator>: TableColumnContent, _TableColumnList {
    public typealias TableRowValue = Column.TableRowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let column: Column

    /// Primitive column content: no body.
    public var tableColumnBody: Never { preconditionFailure("_SortAdaptedTableColumn is primitive table column content") }

    var _tableColumns: [_TableColumnSpec] {
        _TableColumnSpec.columns(of: column).map { spec in
            var spec = spec
            if !(spec.comparator?.base is Sort) { spec.comparator = nil }
            return spec
        }
    }
}
