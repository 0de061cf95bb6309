import Foundation

/// Internal: the calendar arithmetic of a ``MultiDatePicker`` — a month's weeks, which
/// days may be picked, the moves of its keys (DATE4).
///
/// Made from the environment's calendar (in the environment's time zone) and the picker's
/// half-open range, sanitised as a date picker's (DATE3): the range lies in the years
/// 1…9999, so no date it is given traps.
struct MonthGrid {
    /// A day of the calendar: its year, month and day.
    struct Day: Hashable, Comparable, Sendable {
        var year: Int
        var month: Int
        var day: Int

        static func < (a: Day, b: Day) -> Bool {
            (a.year, a.month, a.day) < (b.year, b.month, b.day)
        }

        /// The day as the components a picker's selection holds: year, month and day.
        var components: DateComponents { DateComponents(year: year, month: month, day: day) }
    }

    /// English month names, January first (DATE4: the header is English, as TXT2's units).
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]
    /// Two-letter English weekday names, Sunday first (the calendar's weekday 1).
    static let weekdayNames = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]

    /// The calendar the days are worked out in, its time zone the environment's.
    let calendar: Calendar
    /// The first instant that may be picked.
    let lower: Date
    /// The first instant after those that may be picked (the range is half-open).
    let upper: Date

    /// The grid for `calendar` in `timeZone`, its days those meeting `lower..<upper` (`nil`:
    /// unbounded on that side).
    init(calendar: Calendar, timeZone: TimeZone, lower: Date?, upper: Date?) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        let low = DateFields.sanitised(lower ?? DateFields.earliest, default: DateFields.earliest)
        // One second past the latest date: unbounded above takes the year 9999 whole.
        let high = DateFields.sanitised(upper ?? DateFields.latest, default: DateFields.latest)
            .addingTimeInterval(upper == nil ? 1 : 0)
        self.lower = low
        self.upper = max(low, high)
    }

    /// The day `date` falls on.
    func day(of date: Date) -> Day {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return Day(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The day `components` names, if it names a whole one (year, month and day).
    func day(of components: DateComponents) -> Day? {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        return Day(year: year, month: month, day: day)
    }

    /// The first instant of `day`.
    func start(of day: Day) -> Date? {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
    }

    /// Whether `day` may be picked: some of it lies in the range.
    func isSelectable(_ day: Day) -> Bool {
        guard let start = start(of: day), let next = calendar.date(byAdding: .day, value: 1, to: start) else {
            return false
        }
        return next > lower && start < upper
    }

    /// The first and last days that may be picked, or `nil` for an empty range.
    var selectableDays: ClosedRange<Day>? {
        guard lower < upper else { return nil }
        return day(of: lower)...day(of: upper.addingTimeInterval(-0.001))
    }

    /// `day` moved into the days that may be picked (itself for an empty range).
    func clamped(_ day: Day) -> Day {
        guard let days = selectableDays else { return day }
        return min(max(day, days.lowerBound), days.upperBound)
    }

    /// The day `count` days after `day` (before, for a negative count).
    func day(_ day: Day, movedBy count: Int) -> Day {
        guard let start = start(of: day), let moved = calendar.date(byAdding: .day, value: count, to: start) else {
            return day
        }
        return self.day(of: moved)
    }

    /// The same day `count` months after `day`'s month, or the month's last day when it
    /// has fewer days.
    func day(_ day: Day, movedByMonths count: Int) -> Day {
        let months = day.year * 12 + (day.month - 1) + count
        var moved = Day(year: months / 12, month: months % 12 + 1, day: 1)
        moved.day = min(day.day, length(of: moved))
        return moved
    }

    /// How many days the month of `day` has.
    func length(of day: Day) -> Int {
        guard let first = start(of: Day(year: day.year, month: day.month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first) else { return 30 }
        return days.count
    }

    /// The month of `day` as weeks of seven days from the calendar's first weekday: each
    /// a day of the month, or `nil` before its first and after its last.
    func weeks(of day: Day) -> [[Int?]] {
        guard let first = start(of: Day(year: day.year, month: day.month, day: 1)) else { return [] }
        let weekday = calendar.component(.weekday, from: first)
        let offset = (weekday - calendar.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: offset) + (1...length(of: day)).map { Optional($0) }
        return stride(from: 0, to: cells.count, by: 7).map { start in
            let week = Array(cells[start..<min(start + 7, cells.count)])
            return week + Array(repeating: nil, count: 7 - week.count)
        }
    }

    /// The weekday names from the calendar's first weekday, each two columns.
    var weekdayHeader: [String] {
        (0..<7).map { Self.weekdayNames[(calendar.firstWeekday - 1 + $0) % 7] }
    }

    /// The month of `day` as its title, `March 2024`.
    func title(of day: Day) -> String {
        "\(Self.monthNames[(day.month - 1) % 12]) \(day.year)"
    }
}
