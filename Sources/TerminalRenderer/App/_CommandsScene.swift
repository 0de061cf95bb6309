import TerminalLayout

/// Internal: a scene with commands of its own (what `commands(content:)`,
/// `commandsReplaced(content:)` and `commandsRemoved()` make, CMD1): the commands' views go to
/// the visitor before the base scene is visited; with `replaces`, the base scene's own
/// commands are dropped.
nonisolated public struct _CommandsScene<Base: Scene, Content: Commands>: Scene {
    let base: Base
    let content: Content
    /// Whether the base scene's commands are dropped.
    let replaces: Bool

    /// A primitive scene: it has no body.
    public var body: Never { preconditionFailure("_CommandsScene is a primitive scene") }

    /// Hands the commands' views to `visitor`, then visits the base scene (through a visitor
    /// that drops its commands, when these replace them).
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor) {
        visitor.visitCommands(scene.content._views)
        if scene.replaces {
            var dropping = CommandsDroppingVisitor(base: visitor)
            Base._visit(scene.base, &dropping)
            visitor = dropping.base
        } else {
            Base._visit(scene.base, &visitor)
        }
    }

    /// A visitor that hands on the window's content and drops commands.
    private struct CommandsDroppingVisitor<Wrapped: _SceneVisitor>: _SceneVisitor {
        var base: Wrapped

        mutating func visit<V: View>(_ content: V) {
            base.visit(content)
        }

        mutating func visitCommands(_ views: [AnyView]) {}
    }
}

nonisolated extension Scene {
    /// This scene with the commands `content` makes, as in SwiftUI (CMD1): on macOS menu
    /// items; in a terminal, the controls in them with a `keyboardShortcut` are triggered by
    /// their key while the window shows, wherever focus is, after the views' own shortcuts.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(base: self, content: content(), replaces: false)
    }

    /// This scene without the commands it defines, as in SwiftUI (CMD1): the commands added
    /// to it with `commands(content:)` are dropped (a terminal has no standard ones).
    public func commandsRemoved() -> some Scene {
        _CommandsScene(base: self, content: EmptyCommands(), replaces: true)
    }

    /// This scene with the commands `content` makes instead of those it defines, as in
    /// SwiftUI (CMD1).
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(base: self, content: content(), replaces: true)
    }
}
