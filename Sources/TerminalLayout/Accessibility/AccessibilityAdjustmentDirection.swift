/// Which way an adjustable element is adjusted, as in SwiftUI
/// (`accessibilityAdjustableAction(_:)`); in a terminal ↑ and → increment,
/// ↓ and ← decrement while the view has focus (A11Y2).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up: a larger value.
    case increment
    /// Down: a smaller value.
    case decrement
}
