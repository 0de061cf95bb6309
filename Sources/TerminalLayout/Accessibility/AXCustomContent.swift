/// A piece of custom accessibility content, as Apple's Accessibility
/// framework has it; SwiftUI's `accessibilityCustomContent` takes its
/// `Importance`.
public final class AXCustomContent: Sendable {
    /// How important a piece of custom content is.
    public enum Importance: UInt, Hashable, Sendable {
        /// Read only when asked for.
        case `default`
        /// Read with the element's label and value.
        case high
    }

    /// The content's label.
    public let label: String
    /// The content's value.
    public let value: String
    /// How important the content is.
    public let importance: Importance

    /// Content with a label and a value, of default importance.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
        importance = .default
    }
}
