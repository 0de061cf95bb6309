/// A set of app commands — menu bar items on macOS — as in SwiftUI: what a scene's
/// `commands(content:)` adds (CMD1).
///
/// ```swift
/// struct EditorCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Story") {
///             Button("Publish") { publish() }
///                 .keyboardShortcut("p", modifiers: [.command, .shift])
///         }
///     }
/// }
/// ```
///
/// A terminal has no menu bar: the menus are not drawn, and the controls in them with a
/// `keyboardShortcut` are triggered by their key while the app runs, wherever focus is
/// (CMD1, KBD1).
@MainActor @preconcurrency public protocol Commands {
    /// The type of commands this one's body is.
    associatedtype Body: Commands
    /// The commands this one is made of.
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Adds the views of `commands` (the content of its menus and groups) to `views`. Do not
    /// implement it: the primitive commands do, and every other one adds its `body`'s.
    nonisolated static func _makeViews(_ commands: Self, into views: inout [AnyView])
}

nonisolated extension Commands {
    /// Adds the views of the commands' `body`.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {
        Body._makeViews(onMainThread { assumingMainActor(commands) { $0.body } }, into: &views)
    }

    /// Internal: the views of these commands, in order.
    package var _views: [AnyView] {
        var views: [AnyView] = []
        Self._makeViews(self, into: &views)
        return views
    }
}

extension Never: Commands {
    /// `Never` is the `Body` of the primitive commands; there is no value to add.
    public static func _makeViews(_ commands: Never, into views: inout [AnyView]) {}
}
