/// Controls added to one of the standard command groups, as in SwiftUI: on macOS menu items
/// before, after or instead of a group of the menu bar's standard menus (CMD1).
///
/// ```swift
/// CommandGroup(after: .newItem) {
///     Button("New Tab") { openTab() }.keyboardShortcut("t")
/// }
/// CommandGroup(replacing: .help) {}
/// ```
///
/// A terminal has no standard menus: the placement is kept and changes nothing, replacing a
/// group removes nothing, and the controls in `addition` with a `keyboardShortcut` are
/// triggered by their key while the app runs (CMD1).
nonisolated public struct CommandGroup<Content: View>: Commands {
    /// Where the group goes (kept, not drawn).
    let placement: CommandGroupPlacement
    let content: Content

    /// Controls added at the start of the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Controls added at the end of the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Controls that take the place of the group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// A command group has no body.
    public var body: Never { preconditionFailure("CommandGroup is a primitive set of commands") }

    /// Adds the group's controls.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {
        views.append(AnyView(commands.content))
    }
}
