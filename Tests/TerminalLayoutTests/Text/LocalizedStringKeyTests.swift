import Foundation
import Testing
@testable import TerminalLayout

/// `LocalizedStringKey` and `Text(_:format:)` (TXT1).
struct LocalizedStringKeyTests {
    static func shown(_ text: Text) -> String { text.content }

    @Test("Interpolations: values, printf specifiers, format styles, texts")
    func interpolations() {
        let fraction = 0.426, count = 7, name = "Ann"
        #expect(Self.shown(Text("Progress: \(fraction * 100, specifier: "%.0f")%")) == "Progress: 43%")
        #expect(Self.shown(Text("\(count, specifier: "%03d") items")) == "007 items")
        #expect(Self.shown(Text("Hello \(name), \(count)")) == "Hello Ann, 7")
        #expect(Self.shown(Text("Total \(2.5, format: .number.precision(.fractionLength(2)))")) == "Total 2.50")
        #expect(Self.shown(Text("\(0.25, format: .percent) done")) == "25% done")
        #expect(Self.shown(Text("[\(Text("inner").bold())]")) == "[inner]")
        #expect(Self.shown(Text("100% literal")) == "100% literal")
    }

    /// `Int`, the most common value, is shown without `String(describing:)`'s casts: the same
    /// characters as every other integer type and as `String(describing:)`.
    @Test("Integers interpolated show as String(describing:) shows them", arguments: [
        (0, "cell 0"), (7, "cell 7"), (-42, "cell -42"), (1_000_000, "cell 1000000"),
        (Int.max, "cell 9223372036854775807"), (Int.min, "cell -9223372036854775808"),
    ] as [(Int, String)])
    func integers(_ value: Int, _ shown: String) {
        #expect(Self.shown(Text("cell \(value)")) == shown)
        #expect(Self.shown(Text("cell \(Int64(value))")) == shown)
        #expect(Self.shown(Text("cell \(Optional(value)!)")) == shown)
        #expect(Self.shown(Text("**cell \(value)**")) == shown)
        #expect(Text("**cell \(value)**").bolded)
    }

    /// SwiftUI formats an interpolated `Double` or `CGFloat` with `"%lf"` and a `Float` with
    /// `"%f"` (its default specifiers): six decimals, whatever the value.
    @Test("Floating-point values interpolated show six decimals, as SwiftUI's default specifier", arguments: [
        (1.5, "1.500000"), (0, "0.000000"), (-2.25, "-2.250000"), (1.0 / 3.0, "0.333333"),
        (1234567.125, "1234567.125000"), (.infinity, "inf"), (-.infinity, "-inf"),
    ] as [(Double, String)])
    func floatingPoint(_ value: Double, _ shown: String) {
        #expect(Self.shown(Text("v \(value)")) == "v " + shown)
        #expect(Self.shown(Text("v \(CGFloat(value))")) == "v " + shown)
        #expect(Self.shown(Text("v \(Float(value))")) == "v " + shown)
        // With a specifier or a format, as asked.
        #expect(Self.shown(Text("v \(value, specifier: "%.1f")")) == "v " + String(format: "%.1f", value))
    }

    @Test("Other integer and value types still show as String(describing:) shows them")
    func otherValues() {
        #expect(Self.shown(Text("\(UInt8(200)) \(Int32(-5)) \(UInt.max)")) == "200 -5 18446744073709551615")
        #expect(Self.shown(Text("\(true) \([1, 2]) \(Decimal(string: "2.5")!)")) == "true [1, 2] 2.5")
        let some: Int? = 3
        #expect(Self.shown(Text("\(String(describing: some))")) == "Optional(3)")
    }

    @Test("Interpolations through a Formatter, a date style and an attributed string")
    func formatterInterpolations() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let date = Date(timeIntervalSince1970: 86_400 * 365)     // 1971-01-01
        #expect(Self.shown(Text("Due \(date, formatter: formatter)")) == "Due 1971-01-01")
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en_US_POSIX")
        #expect(Self.shown(Text("\(NSNumber(value: 0.5), formatter: percent) left")) == "50% left")
        let interval = Date().addingTimeInterval(125)
        #expect(Self.shown(Text("in \(interval, style: .timer)")).hasPrefix("in 2:0"))
        #expect(Self.shown(Text("[\(AttributedString("bold"))]")) == "[bold]")
    }

    @Test("Text(_:format:) formats its input", arguments: [(3.0, "3"), (1234.5, "1,234.5"), (0.125, "0.125")])
    func format(_ value: Double, _ expected: String) {
        #expect(Self.shown(Text(value, format: .number)) == expected)
    }

    @Test("A key titles buttons and toggles and names a navigation title as a string does")
    func titles() {
        let value = 2.0
        #expect(textFrame(Button("Zoom \(value, specifier: "%.1f")×") {}, width: 14, height: 3) == ["", "  Zoom 2.0×", ""])
        #expect(textFrame(Toggle("Wrap \(value, specifier: "%.0f")", isOn: .constant(true)), width: 12, height: 1) == ["[x] Wrap 2"])
        let stack = NavigationStack { Text("x").navigationTitle("Page \(value, specifier: "%.0f")") }
        #expect(textFrame(stack, width: 10, height: 2) == ["Page 2", "x"])
        // A String variable still goes to the StringProtocol initialisers.
        let title = "Plain %d"
        #expect(Self.shown(Text(title)) == "Plain %d")
    }
}
