import Foundation
import Testing
@testable import TerminalLayout

/// Seconds from the reference date, or of a duration: values a person can check.
struct DateSeconds: DiscreteFormatStyle {
    func format(_ value: Date) -> String { String(Int(value.timeIntervalSinceReferenceDate)) }
    func discreteInput(before input: Date) -> Date? { nil }
    func discreteInput(after input: Date) -> Date? { nil }
}

struct DurationSeconds: DiscreteFormatStyle {
    func format(_ value: Duration) -> String { String(value.components.seconds) }
    func discreteInput(before input: Duration) -> Duration? { nil }
    func discreteInput(after input: Duration) -> Duration? { nil }
}

/// A date's seconds as an attributed string.
struct AttributedDateSeconds: DiscreteFormatStyle {
    func format(_ value: Date) -> AttributedString { AttributedString(DateSeconds().format(value)) }
    func discreteInput(before input: Date) -> Date? { nil }
    func discreteInput(after input: Date) -> Date? { nil }
}

/// `TimeDataSource` and `Text(_:format:)` (TXT4).
struct TextTimeDataSourceTests {
    static let now = Date(timeIntervalSinceReferenceDate: 1_000)
    static let date = DateSeconds()
    static let duration = DurationSeconds()

    @Test("currentDate is now")
    func currentDate() {
        #expect(Text(.currentDate, format: Self.date, at: Self.now).content == "1000")
    }

    @Test("durationOffset(to:) is the time from the date to now; negative before it", arguments: [
        (917.0, "83"), (1_000.0, "0"), (1_010.0, "-10"),
    ])
    func durationOffset(_ seconds: Double, _ shown: String) {
        let source = TimeDataSource<Duration>.durationOffset(to: Date(timeIntervalSinceReferenceDate: seconds))
        #expect(Text(source, format: Self.duration, at: Self.now).content == shown)
    }

    @Test("dateRange(startingAt:) is date..<max(date, now); dateRange(endingAt:) is min(date, now)..<date", arguments: [
        (true, 400.0, 400.0, 1_000.0), (true, 1_500.0, 1_500.0, 1_500.0),
        (false, 1_500.0, 1_000.0, 1_500.0), (false, 400.0, 400.0, 400.0),
    ])
    func dateRange(_ starting: Bool, _ seconds: Double, _ lower: Double, _ upper: Double) {
        // (Foundation on Linux has no discrete style for ranges of dates to show one with.)
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        let source: TimeDataSource<Range<Date>> = starting ? .dateRange(startingAt: date) : .dateRange(endingAt: date)
        let range = source.value(Self.now)
        #expect(range.lowerBound.timeIntervalSinceReferenceDate == lower)
        #expect(range.upperBound.timeIntervalSinceReferenceDate == upper)
    }

    @Test("Foundation's styles: a soccer clock as minutes and seconds; the current date as .dateTime")
    func foundationStyles() {
        let kickOff = Self.now.addingTimeInterval(-83)
        #expect(Text(.durationOffset(to: kickOff), format: .time(pattern: .minuteSecond), at: Self.now).content == "1:23")
        // Mid-June 2001 in every time zone.
        let june = Date(timeIntervalSinceReferenceDate: 14_500_000)
        #expect(Text(.currentDate, format: .dateTime.year(), at: june).content == "2001")
        // The public initialiser reads the clock: a year of four digits.
        #expect(Text(.currentDate, format: .dateTime.year()).content.count == 4)
    }

    @Test("An attributed format's text is its characters")
    func attributed() {
        let text = Text(.currentDate, format: AttributedDateSeconds())
        #expect(Int(text.content).map { $0 > 1_000 } == true)
    }
}
