/// What a focusable view does with focus (SwiftUI's type, for `focusable(_:interactions:)`);
/// a focused view takes keys whatever it says here (FOCUS3).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Focus activates the view (a button).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus edits the view's content (a text field).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// What the platform chooses.
    public static let automatic: FocusInteractions = [.activate, .edit]
}
