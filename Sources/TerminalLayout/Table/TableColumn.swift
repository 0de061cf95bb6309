import Foundation

/// A column that displays a view for each row in a table, as in SwiftUI (TBL1).
///
/// ```swift
/// TableColumn("Given Name", value: \.givenName)
/// TableColumn("Age", value: \.age) { Text("\($0.age)") }
///     .width(4)
/// ```
///
/// Its header is its title, bold; its cell in each row the view `content` makes for the row's
/// value (the string `value` names, for a string column), cut to the column's width. A column
/// made with a `value:` key path (or `sortUsing:`) sorts a table with a `sortOrder:` (TBL1).
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent, _TableColumnList {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let label: Label
    let titleWidth: Int
    let content: (RowValue) -> Content
    let comparator: Sort?
    var columnWidth = _TableColumnWidth()

    init(label: Label, titleWidth: Int, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.titleWidth = titleWidth
        self.comparator = comparator
        self.content = content
    }

    /// Primitive column content: no body.
    public var tableColumnBody: Never { preconditionFailure("TableColumn is primitive table column content") }

    var _tableColumns: [_TableColumnSpec] {
        let content = content
        return [_TableColumnSpec(label: AnyView(label), titleWidth: titleWidth,
                                 cell: { AnyView(content($0 as! RowValue)) },
                                 comparator: comparator.map(AnyHashable.init), width: columnWidth)]
    }

    /// Creates a fixed width table column that isn't user resizable: `width` cells wide (TBL1).
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        if let width { column.columnWidth = _TableColumnWidth(fixed: tableCells(width)) }
        return column
    }

    /// Creates a resizable table column with the provided constraints: it starts at `ideal`
    /// (else `min`) cells and grows up to `max` with the table's spare width (TBL1).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.columnWidth = _TableColumnWidth(min: min.map(tableCells), ideal: ideal.map(tableCells), max: max.map(tableCells))
        return column
    }

    /// `keyPath` as the `Sendable` key path Linux's `KeyPathComparator` takes (SwiftUI's
    /// `value:` is a plain `KeyPath`; a key path's `Sendable` conformance is a marker, no
    /// difference in its representation).
    static func sendable<V>(_ keyPath: KeyPath<RowValue, V>) -> any KeyPath<RowValue, V> & Sendable {
        unsafeBitCast(keyPath, to: (any KeyPath<RowValue, V> & Sendable).self)
    }
}

/// A column width in whole cells, an infinite one as `Int.max` (TBL1).
private func tableCells(_ width: CGFloat) -> Int {
    width.isFinite ? max(0, Int(width.rounded())) : Int.max
}

/// Columns that do not sort.
extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), titleWidth: titleKey.text.count, comparator: nil, content: content)
    }

    /// Creates an unsortable column that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), titleWidth: title.count, comparator: nil, content: content)
    }

    /// Creates an unsortable column with a text label.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, titleWidth: text.content.count, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Creates an unsortable column that displays a string property, labeled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), titleWidth: titleKey.text.count, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column that displays a string property, labeled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), titleWidth: title.count, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column that displays a string property, with a text label.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, titleWidth: text.content.count, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

/// Columns sorted by a key path of the row value (`KeyPathComparator`).
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column for comparable values, labeled with a localized string key.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), titleWidth: titleKey.text.count, comparator: KeyPathComparator(Self.sendable(value)), content: content)
    }

    /// Creates a sortable column for comparable values, labeled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), titleWidth: title.count, comparator: KeyPathComparator(Self.sendable(value)), content: content)
    }

    /// Creates a sortable column for comparable values, with a text label.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, titleWidth: text.content.count, comparator: KeyPathComparator(Self.sendable(value)), content: content)
    }

    /// Creates a sortable column whose values `comparator` compares, labeled with a localized string key.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(titleKey), titleWidth: titleKey.text.count, comparator: KeyPathComparator(Self.sendable(value), comparator: comparator), content: content)
    }

    /// Creates a sortable column whose values `comparator` compares, labeled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(title), titleWidth: title.count, comparator: KeyPathComparator(Self.sendable(value), comparator: comparator), content: content)
    }

    /// Creates a sortable column whose values `comparator` compares, with a text label.
    public init<V, C: SortComparator>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: text, titleWidth: text.content.count, comparator: KeyPathComparator(Self.sendable(value), comparator: comparator), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a sortable column that displays a string property, labeled with a localized
    /// string key. (`.lexical` is the default comparator: Linux's Foundation has no
    /// `.localizedStandard`.)
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(titleKey), titleWidth: titleKey.text.count,
                  comparator: KeyPathComparator(Self.sendable(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, labeled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(title), titleWidth: title.count,
                  comparator: KeyPathComparator(Self.sendable(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, with a text label.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: text, titleWidth: text.content.count,
                  comparator: KeyPathComparator(Self.sendable(value), comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }
}

/// Columns sorted by a comparator of their own.
extension TableColumn where Sort.Compared == RowValue, Label == Text {
    /// Creates a sortable column sorted by `comparator`, labeled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), titleWidth: titleKey.text.count, comparator: comparator, content: content)
    }

    /// Creates a sortable column sorted by `comparator`, labeled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), titleWidth: title.count, comparator: comparator, content: content)
    }
}
