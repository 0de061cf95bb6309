import Foundation

/// Internal: the fields a ``DatePicker`` shows and the arithmetic its keys do (DATE1–DATE3).
///
/// A value type made from the picker's components, the environment's calendar (in the
/// environment's time zone) and the range, sanitised: every date it hands out lies in the
/// range, and the range lies in the years 1…9999 (UTC), so a hostile date (NaN, infinite,
/// far out of any calendar's reach) is moved into it and never traps (DATE3).
struct DateFields {
    /// One field of a date picker.
    enum Field: Hashable, Sendable {
        case year, month, day, hour, minute, second

        /// The calendar component the field shows.
        var component: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        /// The digits the field is drawn with (at least; a larger year takes more).
        var width: Int { self == .year ? 4 : 2 }

        /// What is drawn before the field when it follows `previous` (DATE1).
        func separator(after previous: Field?) -> String {
            switch (previous, self) {
            case (nil, _): ""
            case (.day, .hour): " "
            case (_, .month), (_, .day): "-"
            default: ":"
            }
        }
    }

    /// 0001-01-01 00:00:00 UTC in Foundation's Gregorian calendar (Julian before 1582,
    /// as `Date.distantPast`), the earliest date a picker holds.
    static let earliest = Date(timeIntervalSince1970: -62_135_769_600)
    /// 9999-12-31 23:59:59 UTC, the latest date a picker holds.
    static let latest = Date(timeIntervalSince1970: 253_402_300_799)

    /// The fields shown, in order.
    let fields: [Field]
    /// The calendar the fields are worked out in, its time zone the environment's.
    let calendar: Calendar
    /// The dates the picker may hold (sanitised: within `earliest…latest`).
    let bounds: ClosedRange<Date>

    /// The fields for `components` (an empty set: the date) in `calendar` and `timeZone`,
    /// holding dates in `lower…upper` (`nil`: unbounded on that side).
    init(components: DatePickerComponents, calendar: Calendar, timeZone: TimeZone, lower: Date?, upper: Date?) {
        var fields: [Field] = []
        if components.contains(.date) || components.isEmpty { fields += [.year, .month, .day] }
        if components.contains(.hourAndMinute) { fields += [.hour, .minute] }
        if components.contains(.hourMinuteAndSecond) { fields.append(.second) }
        self.fields = fields
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        let low = Self.sanitised(lower ?? Self.earliest, default: Self.earliest)
        let high = Self.sanitised(upper ?? Self.latest, default: Self.latest)
        bounds = low <= high ? low...high : low...low
    }

    /// `date` moved into `earliest…latest`; `fallback` for NaN (DATE3).
    static func sanitised(_ date: Date, default fallback: Date) -> Date {
        let seconds = date.timeIntervalSinceReferenceDate
        if seconds.isNaN { return fallback }
        return min(max(date, earliest), latest)
    }

    /// `date` as the picker holds it: sanitised (NaN: the reference date) and clamped to
    /// the range.
    func clamped(_ date: Date) -> Date {
        let date = Self.sanitised(date, default: Date(timeIntervalSinceReferenceDate: 0))
        return min(max(date, bounds.lowerBound), bounds.upperBound)
    }

    /// The value of `field` in `date`.
    func value(of field: Field, in date: Date) -> Int {
        calendar.component(field.component, from: date)
    }

    /// The text of `field` in `date`: its value in at least `width` digits (`-` before a
    /// negative year, which a calendar far from the Gregorian may give).
    func text(of field: Field, in date: Date) -> String {
        let value = value(of: field, in: date)
        let digits = String(value.magnitude)
        let padded = String(repeating: "0", count: max(0, field.width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }

    /// The values `field` takes in `date`'s year, month or day (the month's days for a day).
    func range(of field: Field, in date: Date) -> ClosedRange<Int> {
        switch field {
        case .year: return 1...9999
        case .month:
            let months = calendar.range(of: .month, in: .year, for: date) ?? 1..<13
            return months.lowerBound...max(months.lowerBound, months.upperBound - 1)
        case .day:
            let days = calendar.range(of: .day, in: .month, for: date) ?? 1..<29
            return days.lowerBound...max(days.lowerBound, days.upperBound - 1)
        case .hour: return 0...23
        case .minute, .second: return 0...59
        }
    }

    /// `date` with `field` set to `value` (clamped to the field's values), the other
    /// fields kept — the day clamped to the length of a new month — then clamped to the
    /// range (DATE2).
    func setting(_ field: Field, to value: Int, in date: Date) -> Date {
        let date = clamped(date)
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        let value = min(max(value, range(of: field, in: date).lowerBound), range(of: field, in: date).upperBound)
        switch field {
        case .year: parts.year = value
        case .month: parts.month = value
        case .day: parts.day = value
        case .hour: parts.hour = value
        case .minute: parts.minute = value
        case .second: parts.second = value
        }
        if field == .year || field == .month {
            // The day of the month kept if the new month has it, else its last day.
            let day = parts.day ?? 1
            parts.day = 1
            if let first = calendar.date(from: parts), let days = calendar.range(of: .day, in: .month, for: first) {
                parts.day = min(max(day, days.lowerBound), days.upperBound - 1)
            } else {
                parts.day = day
            }
        }
        guard let result = calendar.date(from: parts) else { return date }
        return clamped(result)
    }

    /// `date` with `field` stepped by `delta`, wrapping within the field's values as the
    /// fields of a macOS date picker and the wheels of an iOS one do (the year does not
    /// wrap); the other fields kept, then clamped to the range (DATE2).
    func stepping(_ field: Field, by delta: Int, in date: Date) -> Date {
        let date = clamped(date)
        let current = value(of: field, in: date)
        guard field != .year else { return setting(field, to: current + delta, in: date) }
        let values = range(of: field, in: date)
        let count = values.count
        let offset = ((current - values.lowerBound + delta) % count + count) % count
        return setting(field, to: values.lowerBound + offset, in: date)
    }

    /// The largest value typing into `field` can give (DATE2): its range's upper bound.
    func maximum(of field: Field, in date: Date) -> Int {
        range(of: field, in: clamped(date)).upperBound
    }
}
