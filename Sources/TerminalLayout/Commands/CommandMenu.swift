/// A menu of app commands, as in SwiftUI: on macOS a menu in the menu bar (CMD1).
///
/// ```swift
/// CommandMenu("Story") {
///     Button("Publish") { publish() }.keyboardShortcut("p")
/// }
/// ```
///
/// In a terminal the menu and its name are not drawn; the controls in `content` with a
/// `keyboardShortcut` are triggered by their key while the app runs (CMD1).
nonisolated public struct CommandMenu<Content: View>: Commands {
    /// The menu's name (not drawn).
    let name: Text
    let content: Content

    /// A menu named by the key's text, holding the controls `content` makes.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.name = Text(nameKey)
        self.content = content()
    }

    /// A menu named `name`, holding the controls `content` makes.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu named `name`, holding the controls `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = Text(name)
        self.content = content()
    }

    /// A command menu has no body.
    public var body: Never { preconditionFailure("CommandMenu is a primitive set of commands") }

    /// Adds the menu's content.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {
        views.append(AnyView(commands.content))
    }
}
