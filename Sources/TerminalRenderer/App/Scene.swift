import TerminalLayout

/// A part of an app's user interface, as in SwiftUI: an `App`'s `body` is
/// a scene, and a `WindowGroup` is the one a terminal app shows.
///
/// A terminal shows one window: an app's scene is one `WindowGroup`
/// (`SceneBuilder` takes one scene), or a scene of your own whose `body`
/// is one.
@MainActor @preconcurrency public protocol Scene {
    /// The type of scene this scene's body is.
    associatedtype Body: Scene
    /// The content of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Hands the window's content view to `visitor`. Do not implement it:
    /// `WindowGroup` does, and every other scene visits its `body`.
    nonisolated static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor)
}

nonisolated extension Scene {
    /// Visits the scene's `body`.
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor) {
        Body._visit(onMainThread { assumingMainActor(scene) { $0.body } }, &visitor)
    }
}

/// What receives a scene's window content (`Scene._visit`). Opaque; the
/// app layer implements it.
public protocol _SceneVisitor {
    /// Receives the content view of the window.
    mutating func visit<Content: View>(_ content: Content)
    /// Receives the views of commands the scene adds (CMD1), before its window's content.
    /// A visitor that wraps another hands them on.
    mutating func visitCommands(_ views: [AnyView])
}

extension _SceneVisitor {
    /// Ignores the commands: a visitor that only wants the window's content.
    public mutating func visitCommands(_ views: [AnyView]) {}
}

extension Never: Scene {
    /// `Never` is the `Body` of the scenes that have none; there is no value to visit.
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Never, _ visitor: inout Visitor) {}
}
