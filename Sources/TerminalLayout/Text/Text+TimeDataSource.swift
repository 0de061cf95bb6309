import Foundation

/// A source of a time-related value — now, the time since a date, a range up to or from now —
/// that `Text(_:format:)` shows, as in SwiftUI (TXT4).
///
/// ```swift
/// Text(.currentDate, format: .dateTime.hour().minute())
/// Text(.durationOffset(to: start), format: .time(pattern: .minuteSecond))
/// ```
///
/// The value is read when the text is resolved, as TXT2's dates are: an app that redraws on
/// its tick (a `TimelineView`) keeps it current.
public struct TimeDataSource<Value> {
    /// The value at a time.
    let value: @Sendable (Date) -> Value
}

extension TimeDataSource: Sendable where Value: Sendable {}

extension TimeDataSource {
    /// `Date.now`.
    public static var currentDate: TimeDataSource<Date> {
        TimeDataSource<Date> { $0 }
    }

    /// The time from `date` to now as a `Duration` (negative while `date` is to come).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration> { now in
            let seconds = now.timeIntervalSince(date)
            return seconds.isFinite ? .milliseconds(Int64(clamping: Int((seconds * 1000).rounded(.towardZero)))) : .zero
        }
    }

    /// `date..<max(date, now)`.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in date..<max(date, now) }
    }

    /// `min(date, now)..<date`.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in min(date, now)..<date }
    }
}

extension Text {
    /// The value of `source` now, formatted by `format` (TXT4).
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(source, format: format, at: Date())
    }

    /// The value of `source` at `now`, formatted (internal: tests give the time).
    init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F, at now: Date)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(verbatim: format.format(source.value(now)))
    }

    /// The value of `source` now, formatted by `format` into an attributed string (TXT4).
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == AttributedString {
        self.init(format.format(source.value(Date())))
    }
}
