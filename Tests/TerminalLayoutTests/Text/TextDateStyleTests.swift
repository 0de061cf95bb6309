import Foundation
import Testing
@testable import TerminalLayout

/// `Text(_:style:)`, `Text(_: ClosedRange<Date>)` (TXT2), in en_US and UTC.
struct TextDateStyleTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let english = Locale(identifier: "en_US")
    /// 2019-06-03 15:04:05 UTC.
    static let date = Date(timeIntervalSince1970: 1_559_574_245)

    static func format(_ style: Text.DateStyle, secondsFromNow: TimeInterval) -> String {
        Text.format(date, style: style, now: date.addingTimeInterval(-secondsFromNow), locale: english, timeZone: utc)
            .replacingOccurrences(of: "\u{202F}", with: " ")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let style: Text.DateStyle, seconds: TimeInterval, expected: String
        init(_ style: Text.DateStyle, _ seconds: TimeInterval, _ expected: String) {
            self.style = style
            self.seconds = seconds
            self.expected = expected
        }
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        Case(.time, 0, "3:04 PM"),
        Case(.date, 0, "June 3, 2019"),
        Case(.relative, 8_585, "2 hours, 23 minutes"),     // 2 h 23 min 5 s ahead
        Case(.relative, -8_580, "2 hours, 23 minutes"),    // as long ago
        Case(.relative, 259_200, "3 days"),
        Case(.relative, 1, "1 second"),
        Case(.relative, 0, "0 seconds"),
        Case(.offset, 7_259, "+2 hours"),                  // 2 h 0 min 59 s
        Case(.offset, -180, "-3 minutes"),
        Case(.timer, 152, "2:32"),
        Case(.timer, -3_723, "1:02:03"),
        Case(.timer, 7, "0:07"),
    ]

    @Test("Each style, by hand", arguments: cases)
    func styles(_ c: Case) {
        #expect(Self.format(c.style, secondsFromNow: c.seconds) == c.expected)
    }

    @Test("A range: both ends short; the date once when both are the same day")
    func ranges() {
        let sameDay = Text.format(Self.date...Self.date.addingTimeInterval(3_960), locale: Self.english, timeZone: Self.utc)
        #expect(sameDay.replacingOccurrences(of: "\u{202F}", with: " ") == "6/3/19, 3:04 PM – 4:10 PM")
        let days = Text.format(Self.date...Self.date.addingTimeInterval(86_400), locale: Self.english, timeZone: Self.utc)
        #expect(days.replacingOccurrences(of: "\u{202F}", with: " ") == "6/3/19, 3:04 PM – 6/4/19, 3:04 PM")
    }

    @Test("The views lay out their text")
    func views() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text(Self.date, style: .date).id("date")
            Text(DateInterval(start: Self.date, duration: 60)).id("interval")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 60, height: 4))
        #expect(result.frame(for: "date")?.height == 1)
        #expect((result.frame(for: "interval")?.width ?? 0) > 10)
    }
}
