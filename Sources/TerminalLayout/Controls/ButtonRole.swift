/// What a button does, as in SwiftUI; a `.destructive` button's label is
/// drawn red, `.cancel` looks like any button.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
