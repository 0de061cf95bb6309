import Foundation
import Testing
@testable import TerminalLayout

/// `Text(_:formatter:)` (TXT2).
struct TextFormatterTests {
    static func posixFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }

    @Test("A value and an object as their formatter writes them; what it cannot write is nothing")
    func formatted() {
        #expect(Text(Date(timeIntervalSinceReferenceDate: 3_600), formatter: Self.posixFormatter()).content == "2001-01-01 01:00")
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        numbers.locale = Locale(identifier: "en_US_POSIX")
        #expect(Text(NSNumber(value: 42), formatter: numbers).content == "42")
        #expect(Text(NSString(string: "not a date"), formatter: Self.posixFormatter()).content == "")
    }
}
