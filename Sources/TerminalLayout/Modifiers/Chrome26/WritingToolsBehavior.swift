/// How much of Apple's writing tools a text view offers (iOS 18), for
/// `writingToolsBehavior(_:)`: accepted; a terminal has none (PLAT2).
public struct WritingToolsBehavior: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The whole inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// A limited, overlay experience.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// None.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}
