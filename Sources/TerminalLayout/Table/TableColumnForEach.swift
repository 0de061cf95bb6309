/// A structure that computes columns on demand from an underlying collection of identified
/// data, as in SwiftUI: a column (or columns) for each element, left to right (TBL1).
///
/// ```swift
/// Table(samples) {
///     TableColumn("Time") { Text("\($0.time)") }
///     TableColumnForEach(channels) { channel in
///         TableColumn(channel.name) { Text("\($0.level(channel.id))") }
///     }
/// }
/// ```
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>: TableColumnContent, _TableColumnList
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content

    /// Primitive column content: no body.
    public var tableColumnBody: Never { preconditionFailure("TableColumnForEach is primitive table column content") }

    var _tableColumns: [_TableColumnSpec] {
        data.flatMap { _TableColumnSpec.columns(of: content($0)) }
    }
}

extension TableColumnForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates table columns across updates
    /// based on the identity of the underlying data.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach {
    /// Creates an instance that uniquely identifies and creates table columns across updates
    /// based on the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes table columns over a constant range.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
