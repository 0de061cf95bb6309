import TerminalLayout

/// Internal: a scene that runs an action when a value changes (`Scene.onChange(of:…)`, SCN1).
///
/// The window's content is handed on with the view-level `onChange(of:initial:_:)` on the
/// value (LIFE1) around it, so the action runs when the value differs between two evaluations
/// of the app's body.
nonisolated public struct _ValueActionScene<Base: Scene, Value: Equatable>: Scene {
    let base: Base
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    /// A primitive scene: it has no body.
    public var body: Never { preconditionFailure("_ValueActionScene is a primitive scene") }

    /// Visits the base scene, its window's content watching the value.
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor) {
        var watching = WatchingVisitor(base: visitor, scene: scene)
        Base._visit(scene.base, &watching)
        visitor = watching.base
    }

    /// A visitor that hands on the window's content with `onChange` around it, and the commands.
    private struct WatchingVisitor<Wrapped: _SceneVisitor>: _SceneVisitor {
        var base: Wrapped
        let scene: _ValueActionScene

        mutating func visit<Content: View>(_ content: Content) {
            base.visit(content.onChange(of: scene.value, initial: scene.initial, scene.action))
        }

        mutating func visitCommands(_ views: [AnyView]) {
            base.visitCommands(views)
        }
    }
}

nonisolated extension Scene {
    /// Performs `action` with the old and the new value when `value` changes, as in SwiftUI
    /// (SCN1): `value` is what the app's body gave this scene, compared with `==` each time the
    /// body is evaluated again (when the app's `@State`, or an observable object its body read,
    /// changes); with `initial`, the action also runs when the window first appears, with
    /// `value` as both arguments.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .onChange(of: settings) { old, new in save(new) }
    /// ```
    ///
    /// A terminal's scene phase is `.active` for the whole run, so `onChange(of: scenePhase)`
    /// runs only with `initial: true`, once.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        _ValueActionScene(base: self, value: value, initial: initial, action: action)
    }

    /// Performs `action` when `value` changes between two evaluations of the app's body — and,
    /// with `initial`, when the window first appears (SCN1).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some Scene {
        _ValueActionScene(base: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Performs `action` with the new value when `value` changes between two evaluations of the
    /// app's body (SCN1): the form SwiftUI had before `onChange(of:initial:_:)` (deprecated
    /// there, kept here); never when the window first appears.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        _ValueActionScene(base: self, value: value, initial: false) { _, new in action(new) }
    }
}
