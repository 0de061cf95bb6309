import Foundation
import Testing
@testable import TerminalLayout

/// Holds the dates a `MultiDateHost` picked.
private final class DatesBox { var dates: Set<DateComponents> = [] }

/// A multi-date picker of a set in `@State` (so a change draws again), copied to the box
/// each time the body runs; UTC, Gregorian, Sunday first.
private struct MultiDateHost: View {
    let box: DatesBox
    let lower: Date?
    let upper: Date?
    @State private var dates: Set<DateComponents>

    init(box: DatesBox, dates: Set<DateComponents>, lower: Date? = nil, upper: Date? = nil) {
        self.box = box
        self.lower = lower
        self.upper = upper
        _dates = State(initialValue: dates)
    }

    var body: some View {
        box.dates = dates
        return Group {
            switch (lower, upper) {
            case (let lower?, let upper?): MultiDatePicker("Dates", selection: $dates, in: lower..<upper)
            case (let lower?, nil): MultiDatePicker("Dates", selection: $dates, in: lower...)
            case (nil, let upper?): MultiDatePicker("Dates", selection: $dates, in: ..<upper)
            case (nil, nil): MultiDatePicker("Dates", selection: $dates)
            }
        }
        .inUTC()
    }
}

/// `MultiDatePicker` (DATE4): a month grid, a day cursor, days toggled into the selection.
@MainActor
struct MultiDatePickerTests {
    typealias D = UTCDates

    nonisolated static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        DateComponents(year: year, month: month, day: day)
    }

    static let march = [
        "Dates",
        "‹ March 2024 ›",
        " Su  Mo  Tu  We  Th  Fr  Sa",
        "                      1   2",
        "  3   4 [ 5]  6   7   8   9",
        " 10  11 [12] 13  14  15  16",
        " 17  18  19  20  21  22  23",
        " 24  25  26  27  28  29  30",
        " 31",
    ]

    @Test("The month by hand: title, weekdays from Sunday, picked days in brackets")
    func grid() {
        let view = MultiDatePicker("Dates", selection: .constant([Self.day(2024, 3, 5), Self.day(2024, 3, 12)])).inUTC()
        #expect(textFrame(view, width: 30, height: 9) == Self.march)
    }

    @Test("A calendar whose week starts on Monday; labelsHidden; the label view")
    func mondayFirst() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 2
        let view = MultiDatePicker(selection: .constant([Self.day(2024, 3, 31)])) { Text("Trips") }
            .environment(\.calendar, calendar).environment(\.timeZone, D.zone)
        let drawn = textFrame(view, width: 30, height: 9)
        #expect(drawn[0] == "Trips")
        #expect(drawn[2] == " Mo  Tu  We  Th  Fr  Sa  Su")
        #expect(drawn[3] == "                  1   2   3")
        #expect(drawn[7] == " 25  26  27  28  29  30 [31]")
        let hidden = textFrame(MultiDatePicker("Dates", selection: .constant([Self.day(2024, 3, 5)])).labelsHidden().inUTC(),
                               width: 30, height: 2)
        #expect(hidden == ["‹ March 2024 ›", " Su  Mo  Tu  We  Th  Fr  Sa"])
    }

    @Test("Keys move the cursor and Return or Space toggle its day", arguments: [
        ([KeyEquivalent](), [Self.day(2024, 3, 5)]),
        ([.return], []),                                                        // the cursor starts on the 5th
        ([.rightArrow, .return], [Self.day(2024, 3, 5), Self.day(2024, 3, 6)]),
        ([.rightArrow, .space, .space], [Self.day(2024, 3, 5)]),                // on, then off again
        ([.downArrow, .return], [Self.day(2024, 3, 5), Self.day(2024, 3, 12)]), // a week on
        ([.upArrow, .return], [Self.day(2024, 3, 5), Self.day(2024, 2, 27)]),   // a week back, into February
        ([.leftArrow, .leftArrow, .leftArrow, .leftArrow, .leftArrow, .return],
         [Self.day(2024, 3, 5), Self.day(2024, 2, 29)]),
        ([.pageDown, .return], [Self.day(2024, 3, 5), Self.day(2024, 4, 5)]),
        ([">", ">", "<", .return], [Self.day(2024, 3, 5), Self.day(2024, 4, 5)]),
        ([.pageUp, .return], [Self.day(2024, 3, 5), Self.day(2024, 2, 5)]),
        (["x"], [Self.day(2024, 3, 5)]),
    ] as [([KeyEquivalent], [DateComponents])])
    func keys(_ keys: [KeyEquivalent], _ expected: [DateComponents]) {
        let box = DatesBox()
        let screen = KeyedScreen(MultiDateHost(box: box, dates: [Self.day(2024, 3, 5)]), width: 30, height: 9)
        _ = screen.text
        screen.press(.tab)
        for key in keys { screen.press(key) }
        _ = screen.text
        #expect(box.dates == Set(expected))
    }

    @Test("The month follows the cursor; a month too short keeps its last day")
    func months() {
        let box = DatesBox()
        let screen = KeyedScreen(MultiDateHost(box: box, dates: [Self.day(2024, 1, 31)]), width: 30, height: 9)
        #expect(screen.text[1] == "‹ January 2024 ›")
        screen.press(.tab)
        screen.press(.pageDown)
        #expect(screen.text[1] == "‹ February 2024 ›")
        screen.press(.return)
        #expect(box.dates == [Self.day(2024, 1, 31), Self.day(2024, 2, 29)])
        #expect(screen.text[7] == " 25  26  27  28 [29]")
        screen.press(.downArrow)
        #expect(screen.text[1] == "‹ March 2024 ›")
    }

    @Test("Taking a day out removes every date naming it, whatever else it holds")
    func removesNamingDates() {
        var named = Self.day(2024, 3, 5)
        named.calendar = Calendar(identifier: .gregorian)
        named.hour = 9
        let box = DatesBox()
        let screen = KeyedScreen(MultiDateHost(box: box, dates: [named, Self.day(2024, 3, 20)]), width: 30, height: 9)
        #expect(screen.text[4] == "  3   4 [ 5]  6   7   8   9")
        screen.press(.tab)
        screen.press(.return)
        _ = screen.text
        #expect(box.dates == [Self.day(2024, 3, 20)])
    }

    @Test("Days outside a half-open range are not picked: the cursor stops at its ends", arguments: [
        // 10 March 00:00 ..< 20 March 00:00: the 10th to the 19th.
        (D.date(2024, 3, 10), D.date(2024, 3, 20), [KeyEquivalent.rightArrow, .rightArrow, .return], Self.day(2024, 3, 19)),
        (D.date(2024, 3, 10), D.date(2024, 3, 20), [.pageDown, .return], Self.day(2024, 3, 19)),
        (D.date(2024, 3, 10), D.date(2024, 3, 20), Array(repeating: .leftArrow, count: 9) + [.return], Self.day(2024, 3, 10)),
        (D.date(2024, 3, 10), D.date(2024, 3, 20), [.pageUp, .return], Self.day(2024, 3, 10)),
        // Bounds at noon: the days they fall on are partly in the range, so picked.
        (D.date(2024, 3, 10, 12), D.date(2024, 3, 20, 12), [.rightArrow, .rightArrow, .return], Self.day(2024, 3, 20)),
        (D.date(2024, 3, 10, 12), D.date(2024, 3, 20, 12), [.pageUp, .return], Self.day(2024, 3, 10)),
    ] as [(Date, Date, [KeyEquivalent], DateComponents)])
    func range(_ lower: Date, _ upper: Date, _ keys: [KeyEquivalent], _ picked: DateComponents) {
        let box = DatesBox()
        // The cursor starts on the earliest picked day: the 18th.
        let screen = KeyedScreen(MultiDateHost(box: box, dates: [Self.day(2024, 3, 18)], lower: lower, upper: upper),
                                 width: 30, height: 9)
        _ = screen.text
        screen.press(.tab)
        for key in keys { screen.press(key) }
        _ = screen.text
        #expect(box.dates == [Self.day(2024, 3, 18), picked])
    }

    @Test("Partial ranges: from a date, and up to one (excluded)", arguments: [
        (D.date(2024, 3, 10) as Date?, nil as Date?, Self.day(2024, 3, 10), Self.day(2024, 3, 9)),
        (nil, D.date(2024, 3, 20), Self.day(2024, 3, 19), Self.day(2024, 3, 20)),
    ])
    func partialRanges(_ lower: Date?, _ upper: Date?, _ inside: DateComponents, _ outside: DateComponents) {
        let grid = MonthGrid(calendar: Calendar(identifier: .gregorian), timeZone: D.zone, lower: lower, upper: upper)
        #expect(grid.isSelectable(grid.day(of: inside)!))
        #expect(!grid.isSelectable(grid.day(of: outside)!))
        // The cursor, started beyond the bound, stops at the last day inside.
        let box = DatesBox()
        let start = lower == nil ? Self.day(2024, 4, 10) : Self.day(2024, 2, 10)
        let screen = KeyedScreen(MultiDateHost(box: box, dates: [start], lower: lower, upper: upper), width: 30, height: 9)
        _ = screen.text
        screen.press(.tab)
        screen.press(.return)
        _ = screen.text
        #expect(box.dates == [start, inside])
    }

    @Test("Drawn: days outside the range dim; the cursor on the accent colour only while focused")
    func styles() {
        let view = MultiDatePicker("Dates", selection: .constant([Self.day(2024, 3, 12)]),
                                   in: D.date(2024, 3, 10)..<D.date(2024, 3, 20)).inUTC()
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 30, height: 9))
        func foreground(of day: String) -> Color? {
            for placement in result.placements {
                if case .text(let text) = placement.kind, text.lines == [day] { return text.foreground }
            }
            return nil
        }
        #expect(foreground(of: " 9") == .secondary && foreground(of: "20") == .secondary)
        #expect(foreground(of: "10") == nil && foreground(of: "19") == nil)

        let screen = KeyedScreen(view, width: 30, height: 9)
        func accentCells() -> [CGRect] {
            screen.graph.layout(proposal: ProposedViewSize(width: 30, height: 9)).placements.compactMap {
                if case .color(let color) = $0.kind, color == .accentColor { return $0.frame } else { return nil }
            }
        }
        #expect(accentCells().isEmpty)
        screen.press(.tab)
        #expect(accentCells() == [CGRect(x: 9, y: 5, width: 2, height: 1)]) // the 12th, under the cursor
    }

    // Apple's example, as an app writes it.
    struct ContentView: View {
        @Environment(\.calendar) var calendar
        @Environment(\.timeZone) var timeZone

        var bounds: Range<Date> {
            let start = calendar.date(from: DateComponents(timeZone: timeZone, year: 2022, month: 6, day: 6))!
            let end = calendar.date(from: DateComponents(timeZone: timeZone, year: 2022, month: 6, day: 16))!
            return start ..< end
        }

        @State private var dates: Set<DateComponents> = []

        var body: some View {
            MultiDatePicker("Dates Available", selection: $dates, in: bounds)
        }
    }

    @Test("Apple's example compiles and shows its month")
    func app() {
        // Today is after the range: the month of its last day, 15 June 2022.
        let drawn = textFrame(ContentView().inUTC(), width: 30, height: 9)
        #expect(drawn == ["Dates Available", "‹ June 2022 ›", " Su  Mo  Tu  We  Th  Fr  Sa",
                          "              1   2   3   4", "  5   6   7   8   9  10  11", " 12  13  14  15  16  17  18",
                          " 19  20  21  22  23  24  25", " 26  27  28  29  30", ""])
    }
}
