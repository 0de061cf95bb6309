/// The key of a piece of custom accessibility content, as in SwiftUI
/// (`accessibilityCustomContent(_:_:importance:)`): its label and an
/// identifier; content with the same key replaces the earlier one.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    /// The label assistive technology reads.
    let label: Text
    /// The identifier that tells keys apart.
    let id: String

    /// A key with a label and an identifier.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// A key with a label from a string key and an identifier.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key with a label from a string key, which is its identifier too.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(Text(labelKey), id: labelKey.text)
    }
}
