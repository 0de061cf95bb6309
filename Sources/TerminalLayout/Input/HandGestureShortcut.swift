/// A hand gesture that performs a control's action (watchOS 11's double tap), as SwiftUI's
/// `HandGestureShortcut`: `.primaryAction`.
///
/// A terminal has no hand gestures: `handGestureShortcut(_:isEnabled:)` is accepted and the view
/// is drawn and reached by the keyboard as it is.
public struct HandGestureShortcut: Hashable, Sendable {
    private let name: String

    /// The gesture that performs the primary action of the view in the scene.
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

nonisolated extension View {
    /// Makes `shortcut` perform this control's action (watchOS): accepted, nothing changes.
    public consuming func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View {
        self
    }
}
