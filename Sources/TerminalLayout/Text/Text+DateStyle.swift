import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date (SwiftUI's `Text.DateStyle`, TXT2).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time of day, short ("3:04 PM").
        public static let time = DateStyle(kind: .time)
        /// The date, long ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, in the two largest units ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now, in the largest unit ("+2 hours", "-3 minutes").
        public static let offset = DateStyle(kind: .offset)
        /// A clock of the time from the date to now, or now to the date ("2:32", "1:02:03").
        public static let timer = DateStyle(kind: .timer)
    }

    /// Shows `date` in `style`, in the current locale and time zone (TXT2).
    ///
    /// `.relative`, `.offset` and `.timer` are worked out from the time the
    /// view is resolved; SwiftUI keeps them running, here they change when
    /// the view is resolved again (an app that redraws each second, with
    /// `TerminalApp`'s tick, keeps them current).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style, now: Date(), locale: .current, timeZone: .current))
    }

    /// Shows a range of dates: its two ends, short, with a dash between ("6/3/19, 3:04 PM – 4:10 PM").
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Self.format(dates, locale: .current, timeZone: .current))
    }

    /// Shows a date interval as `Text(_ dates: ClosedRange<Date>)` does.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// `date` in `style` at `now` (internal: tests give the locale, zone and time).
    static func format(_ date: Date, style: DateStyle, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch style.kind {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateStyle = style.kind == .date ? .long : .none
            formatter.timeStyle = style.kind == .time ? .short : .none
            return formatter.string(from: date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(now)
            let units = largestUnits(abs(seconds), count: style.kind == .relative ? 2 : 1)
            guard style.kind == .offset else { return units }
            return (seconds < 0 ? "-" : "+") + units
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
            let mmss = String(format: "%d:%02d", hours > 0 ? minutes : total / 60, seconds)
            return hours > 0 ? "\(hours):" + String(format: "%02d:%02d", minutes, seconds) : mmss
        }
    }

    /// The two ends of `dates`, short, with an en dash between; the date
    /// once when both ends are the same day.
    static func format(_ dates: ClosedRange<Date>, locale: Locale, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        let start = formatter.string(from: dates.lowerBound)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound) {
            formatter.dateStyle = .none
        }
        return start + " – " + formatter.string(from: dates.upperBound)
    }

    /// `seconds` in at most `count` of the largest units, English ("2 hours, 23 minutes", "1 second").
    private static func largestUnits(_ seconds: TimeInterval, count: Int) -> String {
        let units: [(String, Double)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400),
                                         ("hour", 3_600), ("minute", 60), ("second", 1)]
        var left = seconds.isFinite ? seconds.rounded(.down) : 0
        var parts: [String] = []
        for (name, length) in units where parts.count < count {
            let value = (left / length).rounded(.down)
            if value >= 1 || (name == "second" && parts.isEmpty) {
                let whole = Int(value)
                parts.append("\(whole) \(name)\(whole == 1 ? "" : "s")")
                left -= value * length
            } else if !parts.isEmpty {
                break
            }
        }
        return parts.joined(separator: ", ")
    }
}
