/// A type used to represent table rows, as in SwiftUI (TBL1).
///
/// A table flattens its row content into its rows, top to bottom; the rows of a
/// ``TableForEachContent`` (`Table(people) { … }`) are made as they scroll into view.
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody: TableRowContent
    /// The composition of content that comprise the table row content.
    var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
    /// Never read: `Never` is the body of primitive row content.
    public var tableRowBody: Never { switch self {} }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never
    /// Primitive row content: no body.
    public var tableRowBody: Never { preconditionFailure("Optional is primitive table row content") }
}

extension Optional: _TableRowList where Wrapped: TableRowContent {
    var _tableRows: [_TableRows] {
        if case .some(let rows) = self { _TableRows.parts(of: rows) } else { [] }
    }
}

/// Internal: row content a table reads its rows from (TBL1).
protocol _TableRowList {
    /// The rows, top to bottom, in runs.
    var _tableRows: [_TableRows] { get }
}

/// Internal: a run of a table's rows, type-erased: how many, and the row value at an offset
/// (a value of the table's `Value`), read only for the rows on screen (TBL1).
struct _TableRows {
    let count: Int
    let value: (Int) -> Any

    /// The runs of any row content: its own when primitive, else its body's.
    static func parts<R: TableRowContent>(of content: R) -> [_TableRows] {
        if let list = content as? _TableRowList { return list._tableRows }
        if R.TableRowBody.self == Never.self { return [] }
        return parts(of: content.tableRowBody)
    }
}

/// Internal: a table's rows as one collection of its values (TBL1), over the runs of its row
/// content; indexing finds the run by its offset.
struct _TableRowValues<Value>: RandomAccessCollection {
    let parts: [_TableRows]
    /// The first row's offset of each run.
    let starts: [Int]
    let count: Int

    init(_ parts: [_TableRows]) {
        self.parts = parts
        var starts: [Int] = [], total = 0
        for part in parts { starts.append(total); total += part.count }
        self.starts = starts
        count = total
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Value {
        // The last run starting at or before `position` (binary search: a table of many runs).
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return parts[low].value(position - starts[low]) as! Value
    }
}
