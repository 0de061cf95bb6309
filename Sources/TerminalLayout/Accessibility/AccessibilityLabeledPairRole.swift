/// Which half of a labelled pair a view is, as in SwiftUI
/// (`accessibilityLabeledPair(role:id:in:)`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view labels the content.
    case label
    /// The view is the content labelled.
    case content
}
