/// The parts of a date a ``DatePicker`` shows, as in SwiftUI (DATE1).
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
///
/// `.date` is the year, month and day fields, `.hourAndMinute` the hour and minute,
/// `.hourMinuteAndSecond` (macOS) adds the second. An empty set shows the date.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A set of components from its raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The year, month and day.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
    /// The hour, minute and second.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 1 | 1 << 2)
}
