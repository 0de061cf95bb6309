import TerminalLayout

/// The window of a terminal app, as in SwiftUI: the terminal, showing
/// `content` as the root view.
///
/// ```swift
/// @main
/// struct HelloApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// The content is laid out in the whole terminal (proposed its columns ×
/// rows, placed at the top-leading corner, U9) and reflows when it is
/// resized. A title is accepted and not shown: a terminal has no title bar.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window titled `title` (not shown) showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group has no body: its content is the window's root view.
    public var body: Never {
        preconditionFailure("WindowGroup is a primitive scene")
    }

    /// Hands the content view to `visitor`.
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor) {
        visitor.visit(scene.content)
    }
}
