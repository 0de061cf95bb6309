/// The modifier keys held during a key press, as in SwiftUI.
///
/// A terminal reports few of them: Shift only with Tab (Shift-Tab), and
/// Control with a letter it turns into a control character (Ctrl-A is the
/// key `"a"` with `.control`). Shift on a printable character arrives as
/// the shifted character itself (`"A"`), without `.shift`; Option,
/// Command, Caps Lock and the numeric pad are never reported.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits, SwiftUI's values.
    public let rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key (deprecated in SwiftUI).
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
