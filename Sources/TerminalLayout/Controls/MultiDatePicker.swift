import Foundation

/// A control that picks several dates, as SwiftUI's iOS 16 `MultiDatePicker` (DATE4).
///
/// ```swift
/// @State private var dates: Set<DateComponents> = []
///
/// MultiDatePicker("Dates Available", selection: $dates, in: Date()...)
/// ```
///
/// In a terminal a multi-date picker is its label, then a month: its title between `‹`
/// and `›`, a row of weekday names from the calendar's first weekday, and the weeks, each
/// day four columns wide, a picked day between brackets (`[ 5]`), in the environment's
/// calendar and time zone. It is focusable (Tab); focused, it is bold and the day under
/// its cursor is drawn on the accent colour: ← → move the cursor a day, ↑ ↓ a week,
/// Page Up and Page Down (or `<` and `>`) a month; Return or Space adds the day to the
/// selection — its year, month and day as `DateComponents` — or takes it out. Days outside
/// the range are drawn dim, and neither the cursor nor a key picks them.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    /// The first instant that may be picked (`nil`: unbounded).
    let lower: Date?
    /// The first instant after those that may be picked (`nil`: unbounded).
    let upper: Date?
    /// The day under the cursor, once a key moved it (DATE4).
    @State private var cursor: MonthGrid.Day?
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    /// Internal: the picker with everything made.
    init(selection: Binding<Set<DateComponents>>, lower: Date?, upper: Date?, label: Label) {
        self.selection = selection
        self.lower = lower
        self.upper = upper
        self.label = label
    }

    public var body: some View {
        let grid = MonthGrid(calendar: calendar, timeZone: timeZone, lower: lower, upper: upper)
        let picked = Set(selection.wrappedValue.compactMap { grid.day(of: $0) })
        let shown = cursor.map { grid.clamped($0) } ?? Self.firstDay(grid: grid, picked: picked)
        let focusedDay = isFocused ? shown : nil
        return VStack(alignment: .leading, spacing: 0) {
            if !labelsHidden { label }
            Text(verbatim: "‹ \(grid.title(of: shown)) ›")
            Text(verbatim: grid.weekdayHeader.map { " \($0) " }.joined())
            ForEach(Array(grid.weeks(of: shown).enumerated()), id: \.offset) { _, week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week[column].map { MonthGrid.Day(year: shown.year, month: shown.month, day: $0) }
                        MultiDatePickerCell(day: day, isPicked: day.map { picked.contains($0) } ?? false,
                                            isSelectable: day.map { grid.isSelectable($0) } ?? false,
                                            isCursor: day != nil && day == focusedDay)
                    }
                }
            }
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { [selection, isEnabled, $cursor] press in
            guard isEnabled else { return .ignored }
            return MultiDatePickerKeys(grid: grid, selection: selection, cursor: $cursor, shown: shown).handle(press)
        }
    }

    /// Where the cursor starts: the earliest picked day, else today, within the range.
    static func firstDay(grid: MonthGrid, picked: Set<MonthGrid.Day>) -> MonthGrid.Day {
        grid.clamped(picked.min() ?? grid.day(of: Date()))
    }
}

/// Internal: one day of a multi-date picker's month, four columns: `[ 5]` picked, `  5 `
/// not, blank outside the month; the number on the accent colour under the cursor, dim
/// outside the range (DATE4).
nonisolated struct MultiDatePickerCell: View {
    let day: MonthGrid.Day?
    let isPicked: Bool
    let isSelectable: Bool
    let isCursor: Bool

    var body: some View {
        HStack(spacing: 0) {
            Text(verbatim: isPicked ? "[" : " ")
            Text(verbatim: day.map { $0.day < 10 ? " \($0.day)" : "\($0.day)" } ?? "  ")
                .background(isCursor ? Color.accentColor : Color.clear)
            Text(verbatim: isPicked ? "]" : " ")
        }
        .foregroundColor(day != nil && !isSelectable ? .secondary : nil)
    }
}

/// Internal: what a multi-date picker's keys do to its cursor and selection (DATE4).
struct MultiDatePickerKeys {
    let grid: MonthGrid
    let selection: Binding<Set<DateComponents>>
    let cursor: Binding<MonthGrid.Day?>
    /// The day under the cursor as drawn.
    let shown: MonthGrid.Day

    /// Handles `press`: `.handled` for the keys DATE4 names.
    func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .leftArrow: move(to: grid.day(shown, movedBy: -1))
        case .rightArrow: move(to: grid.day(shown, movedBy: 1))
        case .upArrow: move(to: grid.day(shown, movedBy: -7))
        case .downArrow: move(to: grid.day(shown, movedBy: 7))
        case .pageUp, "<": move(to: grid.day(shown, movedByMonths: -1))
        case .pageDown, ">": move(to: grid.day(shown, movedByMonths: 1))
        case .return, .space: toggle()
        default: return .ignored
        }
        return .handled
    }

    /// Puts the cursor on `day`, kept within the days that may be picked.
    private func move(to day: MonthGrid.Day) {
        cursor.wrappedValue = grid.clamped(day)
    }

    /// Adds the day under the cursor to the selection, or takes every date naming it out.
    private func toggle() {
        guard grid.isSelectable(shown) else { return }
        var dates = selection.wrappedValue
        let naming = dates.filter { grid.day(of: $0) == shown }
        if naming.isEmpty {
            dates.insert(shown.components)
        } else {
            dates.subtract(naming)
        }
        selection.wrappedValue = dates
    }
}
