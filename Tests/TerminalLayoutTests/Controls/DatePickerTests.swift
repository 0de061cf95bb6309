import Foundation
import Testing
@testable import TerminalLayout

/// Dates in UTC on the Gregorian calendar, as every date picker test draws them.
enum UTCDates {
    static let zone = TimeZone(identifier: "UTC")!
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// The date at that year, month, day, hour, minute and second, UTC.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }
}

nonisolated extension View {
    /// The view in UTC on the Gregorian calendar.
    func inUTC(_ zone: TimeZone = UTCDates.zone) -> some View {
        environment(\.calendar, Calendar(identifier: .gregorian)).environment(\.timeZone, zone)
    }
}

/// Holds the date a `DateHost` shows.
private final class DateBox { var date: Date; init(_ date: Date) { self.date = date } }

/// A date picker of a date in `@State` (so a change draws again), copied to the box each time
/// the body runs; 2000-01-01 00:00 … 2030-12-31 23:59.
private struct DateHost: View {
    let box: DateBox
    @State private var date = UTCDates.date(2024, 1, 31, 14, 7)
    var body: some View {
        box.date = date
        return DatePicker("Due", selection: $date, in: UTCDates.date(2000, 1, 1)...UTCDates.date(2030, 12, 31, 23, 59)).inUTC()
    }
}

/// `DatePicker`, `DatePickerComponents`, `datePickerStyle` (DATE1–DATE3).
@MainActor
struct DatePickerTests {
    typealias D = UTCDates
    static let day = D.date(2024, 3, 5, 14, 7, 9)

    @Test("Drawn: the label, then the fields in ISO order, 24-hour", arguments: [
        (DatePickerComponents([.hourAndMinute, .date]), "Due 2024-03-05 14:07"), (.date, "Due 2024-03-05"),
        (.hourAndMinute, "Due 14:07"), ([.date, .hourMinuteAndSecond], "Due 2024-03-05 14:07:09"),
        (.hourMinuteAndSecond, "Due 14:07:09"), ([], "Due 2024-03-05"),
    ] as [(DatePickerComponents, String)])
    func drawn(_ components: DatePickerComponents, _ expected: String) {
        let view = DatePicker("Due", selection: .constant(Self.day), displayedComponents: components).inUTC()
        #expect(textFrame(view, width: 30, height: 1) == [expected])
    }

    @Test("The environment's time zone; the label view; labelsHidden; every style draws the same")
    func environmentAndLabels() {
        let plus0530 = TimeZone(secondsFromGMT: 5 * 3600 + 1800)!
        #expect(textFrame(DatePicker("Due", selection: .constant(Self.day)).inUTC(plus0530), width: 30, height: 1)
            == ["Due 2024-03-05 19:37"])
        #expect(textFrame(DatePicker(selection: .constant(Self.day), displayedComponents: .date) { Text("When") }.inUTC(),
                          width: 30, height: 1) == ["When 2024-03-05"])
        #expect(textFrame(DatePicker("Due", selection: .constant(Self.day)).labelsHidden().datePickerStyle(.graphical).inUTC(),
                          width: 30, height: 1) == ["2024-03-05 14:07"])
    }

    @Test("A value outside the range is drawn at the nearer bound", arguments: [
        (D.date(1999, 6, 1), "2000-01-01 00:00"), (D.date(2031, 6, 1), "2030-12-31 23:59"), (D.date(2010, 6, 1, 9, 30), "2010-06-01 09:30"),
    ])
    func clampedForDrawing(_ date: Date, _ expected: String) {
        let view = DatePicker("", selection: .constant(date), in: D.date(2000, 1, 1)...D.date(2030, 12, 31, 23, 59))
            .labelsHidden().inUTC()
        #expect(textFrame(view, width: 20, height: 1) == [expected])
    }

    @Test("Keys: ← → choose the field, ↑ + up and ↓ - down (wrapping in the field), Home End the bounds", arguments: [
        ([KeyEquivalent](), D.date(2024, 1, 31, 14, 7)),
        ([.upArrow], D.date(2025, 1, 31, 14, 7)),                          // the year
        ([.leftArrow, .downArrow], D.date(2023, 1, 31, 14, 7)),            // ← at the first field stays
        ([.rightArrow, .upArrow], D.date(2024, 2, 29, 14, 7)),             // February 2024 has 29 days
        ([.rightArrow, .downArrow], D.date(2024, 12, 31, 14, 7)),          // month 1 → 12, the year kept
        ([.rightArrow, .rightArrow, .upArrow], D.date(2024, 1, 1, 14, 7)), // day 31 → 1, the month kept
        ([.rightArrow, .rightArrow, .rightArrow, "-"], D.date(2024, 1, 31, 13, 7)),
        ([.rightArrow, .rightArrow, .rightArrow, .rightArrow, "+", "="], D.date(2024, 1, 31, 14, 9)),
        (Array(repeating: .rightArrow, count: 9) + ["-"], D.date(2024, 1, 31, 14, 6)), // → at the last field stays
        (Array(repeating: .upArrow, count: 10), D.date(2030, 12, 31, 23, 59)),         // clamped to the range
        ([.end], D.date(2030, 12, 31, 23, 59)), ([.home], D.date(2000, 1, 1)),
        (["x", .space], D.date(2024, 1, 31, 14, 7)),
    ] as [([KeyEquivalent], Date)])
    func keys(_ keys: [KeyEquivalent], _ expected: Date) {
        let box = DateBox(.distantPast)
        let screen = KeyedScreen(DateHost(box: box), width: 30, height: 1)
        _ = screen.text
        screen.press(.tab)
        for key in keys { screen.press(key) }
        _ = screen.text
        #expect(box.date == expected)
    }

    @Test("Digits type into the field: set when the field is full or no digit could follow, then the next field", arguments: [
        (["2", "0", "2", "7"], D.date(2027, 1, 31, 14, 7)),
        (["2", "0", "2", "7", "1", "2"], D.date(2027, 12, 31, 14, 7)),
        (["2", "0", "2", "7", "5"], D.date(2027, 5, 31, 14, 7)),             // 5x > 12: set at once
        (["2", "0", "2", "7", "0", "2", "2", "8"], D.date(2027, 2, 28, 14, 7)), // 31 Feb: the 28th, then 28
        (["2", "0", "2", "7", "0", "2", "3"], D.date(2027, 2, 3, 14, 7)),    // 3x > 28: set at once
        (["1", "9", "9", "9"], D.date(2000, 1, 1)),                         // before the range: its start
        ([.rightArrow, .rightArrow, .rightArrow, "1", .return], D.date(2024, 1, 31, 1, 7)),
        ([.rightArrow, .rightArrow, .rightArrow, "1", .tab], D.date(2024, 1, 31, 1, 7)),
        ([.rightArrow, .rightArrow, .rightArrow, "1", .rightArrow], D.date(2024, 1, 31, 1, 7)),
        ([.rightArrow, .rightArrow, .rightArrow, "1", .escape], D.date(2024, 1, 31, 14, 7)),
        ([.rightArrow, .rightArrow, .rightArrow, "1", .delete, .return], D.date(2024, 1, 31, 14, 7)),
        ([.rightArrow, .rightArrow, .rightArrow, .rightArrow, "7"], D.date(2024, 1, 31, 14, 7)), // a draft
    ] as [([KeyEquivalent], Date)])
    func typing(_ keys: [KeyEquivalent], _ expected: Date) {
        let box = DateBox(.distantPast)
        let screen = KeyedScreen(DateHost(box: box), width: 30, height: 1)
        _ = screen.text
        screen.press(.tab)
        for key in keys { screen.press(key) }
        _ = screen.text
        #expect(box.date == expected)
    }

    @Test("A draft is drawn in its field, right-aligned; focus leaving the picker drops it")
    func draftDrawn() {
        let box = DateBox(.distantPast)
        let screen = KeyedScreen(VStack(alignment: .leading, spacing: 0) {
            DateHost(box: box)
            Button("Next") {}.buttonStyle(.plain)
        }, width: 30, height: 2)
        screen.press(.tab)
        for key: KeyEquivalent in [.rightArrow, .rightArrow, .rightArrow, "1"] { screen.press(key) }
        #expect(screen.text == ["Due 2024-01-31  1:07", "Next"])
        screen.press(.tab)
        #expect(screen.text == ["Due 2024-01-31 01:07", "Next"]) // Tab set the draft
        screen.press(.tab)
        screen.press("2")                                         // the hour is still the current field
        #expect(screen.text == ["Due 2024-01-31  2:07", "Next"])
    }

    @Test("Hostile dates are moved into years 1…9999 and keys on them do not trap", arguments: [
        (Double.nan, "2001-01-01 00:00"), (.infinity, "9999-12-31 23:59"), (-.infinity, "0001-01-01 00:00"),
        (1e300, "9999-12-31 23:59"), (-1e300, "0001-01-01 00:00"),
    ])
    func hostile(_ seconds: Double, _ expected: String) {
        // Seconds, not dates, as arguments: Foundation's `Date.description` traps on them.
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        #expect(textFrame(DatePicker("", selection: .constant(date)).labelsHidden().inUTC(), width: 20, height: 1) == [expected])
        var value = date
        let binding = Binding(get: { value }, set: { value = $0 })
        let screen = KeyedScreen(DatePicker("", selection: binding).labelsHidden().inUTC(), width: 20, height: 1)
        screen.press(.tab)
        for key: KeyEquivalent in [.upArrow, .rightArrow, .downArrow, "9", "9", .end, .upArrow, .home, .downArrow] {
            screen.press(key)
        }
        #expect(value >= DateFields.earliest && value <= DateFields.latest)
    }

    @Test("Ranges open at one end; a NaN bound (which Swift's range operators refuse) is no bound")
    func openRanges() {
        let from = DatePicker("", selection: .constant(D.date(1990, 1, 1)), in: D.date(2020, 5, 6)..., displayedComponents: .date)
        let through = DatePicker("", selection: .constant(D.date(2090, 1, 1)), in: ...D.date(2020, 5, 6), displayedComponents: .date)
        let nan = DateFields(components: .date, calendar: D.calendar, timeZone: D.zone,
                             lower: Date(timeIntervalSinceReferenceDate: .nan), upper: Date(timeIntervalSinceReferenceDate: .nan))
        #expect(textFrame(from.labelsHidden().inUTC(), width: 12, height: 1) == ["2020-05-06"])
        #expect(textFrame(through.labelsHidden().inUTC(), width: 12, height: 1) == ["2020-05-06"])
        #expect(nan.bounds == DateFields.earliest...DateFields.latest)
        #expect(nan.text(of: .year, in: nan.clamped(D.date(1990, 1, 1))) == "1990")
    }

    @Test("Enabled a date picker takes focus, disabled it does not", arguments: [false, true])
    func disabled(_ isDisabled: Bool) {
        let focus = FocusSystem(graph: ViewGraph(DatePicker("Due", selection: .constant(Self.day)).disabled(isDisabled)))
        #expect(focus.moveFocus(forward: true) == !isDisabled)
    }
}
