import Foundation

/// Internal: a table as its built-in styles draw it (TBL1): the header row and its rule, then
/// the rows in a lazy vertical scroll view, the columns as wide as `widths` says.
nonisolated struct _TableContent<Value: Identifiable>: View {
    let columns: [_TableColumnSpec]
    let rows: _TableRowValues<Value>
    let selection: ListSelection?
    let sort: _TableSortState?

    @Environment(\.tableDrawing) private var drawing
    @Environment(\.tableColumnHeadersVisibility) private var headers

    var body: some View {
        GeometryReader { proxy in
            let widths = Self.widths(columns, width: Int(proxy.size.width), sortable: sort != nil)
            VStack(alignment: .leading, spacing: 0) {
                if headers != .hidden {
                    header(widths)
                    Text(verbatim: Self.rule(widths, crossing: drawing.ruleCrossing))
                }
                ScrollView(.vertical) {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(rows, id: \.id) { value in
                            row(value, widths)
                        }
                    }
                    .environment(\.listSelection, selection)
                }
            }
        }
        .padding(.horizontal, CGFloat(drawing.inset))
    }

    /// The header row: each column's title, bold, sortable ones focusable (TBL2).
    private func header(_ widths: [Int]) -> some View {
        HStack(spacing: 0) {
            ForEach(columns.indices, id: \.self) { index in
                if index > 0 { Text(verbatim: drawing.separator) }
                _TableHeaderCell(label: columns[index].label, comparator: columns[index].comparator, sort: sort)
                    .frame(width: CGFloat(widths[index]), alignment: .leading)
            }
        }
    }

    /// A row: each column's cell for `value`, one line, cut to the column's width; selectable
    /// when the table has a selection (LIST5).
    private func row(_ value: Value, _ widths: [Int]) -> some View {
        HStack(spacing: 0) {
            ForEach(columns.indices, id: \.self) { index in
                if index > 0 { Text(verbatim: drawing.separator) }
                columns[index].cell(value)
                    .lineLimit(1)
                    .frame(width: CGFloat(widths[index]), alignment: .leading)
            }
        }
        .modifier(_SelectableRow(value: AnyHashable(value.id)))
    }

    /// The rule under the header: `─` across each column, `crossing` between two.
    static func rule(_ widths: [Int], crossing: String) -> String {
        widths.map { String(repeating: "─", count: $0) }.joined(separator: crossing)
    }

    /// The columns' widths in a table `width` cells wide, a cell between two columns (TBL1).
    ///
    /// Each column starts at its `width(_:)`, else its ideal width (clamped to its min and
    /// max), else its min, else its title's width (two more for a sortable column's ▲/▼).
    /// The spare width is then shared a cell at a time, left to right, among the columns that
    /// may grow (not fixed, below their max); a shortfall is taken from the last columns
    /// first, down to their min (one cell for a column without a width).
    static func widths(_ columns: [_TableColumnSpec], width: Int, sortable: Bool) -> [Int] {
        guard !columns.isEmpty else { return [] }
        let lower = columns.map { $0.width.fixed ?? $0.width.min ?? ($0.width == _TableColumnWidth() ? 1 : 0) }
        let upper = columns.map { $0.width.fixed ?? $0.width.max ?? Int.max }
        var widths = columns.indices.map { index -> Int in
            let column = columns[index]
            let start = column.width.fixed ?? column.width.ideal ?? column.width.min
                ?? column.titleWidth + (sortable && column.comparator != nil ? 2 : 0)
            return min(max(start, lower[index]), max(upper[index], lower[index]))
        }
        var spare = max(0, width - (columns.count - 1)) - widths.reduce(0, +)
        while spare > 0 {
            let growing = widths.indices.filter { widths[$0] < upper[$0] }
            if growing.isEmpty { break }
            for index in growing where spare > 0 {
                widths[index] += 1
                spare -= 1
            }
        }
        for index in widths.indices.reversed() where spare < 0 {
            let cut = min(-spare, widths[index] - lower[index])
            if cut > 0 {
                widths[index] -= cut
                spare += cut
            }
        }
        return widths
    }
}

/// Internal: a column's header (TBL1, TBL2): its title, bold; in a sortable table, a sortable
/// column's header is focusable (on the accent colour while focused), Return or Space sorts
/// by it, and ▲ (forward) or ▼ (reverse) follows the title of the column sorted first.
nonisolated struct _TableHeaderCell: View {
    let label: AnyView
    let comparator: AnyHashable?
    let sort: _TableSortState?
    @FocusState private var isFocused: Bool

    var body: some View {
        let title = HStack(spacing: 1) {
            label.lineLimit(1)
            if let comparator, let order = sort?.order(comparator) {
                Text(verbatim: order == .forward ? "▲" : "▼").layoutPriority(1)
            }
        }
        .modifier(_EnvironmentModifier { environment in environment.isBold = true })
        if let comparator, let sort {
            title
                .background(isFocused ? Color.accentColor : Color.clear)
                .focusable()
                .focused($isFocused)
                .onKeyPress(keys: [.return, .space], phases: .down) { _ in
                    sort.activate(comparator)
                    return .handled
                }
        } else {
            title
        }
    }
}
