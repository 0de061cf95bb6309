import TerminalLayout
import TerminalRenderer

/// Internal: a scene whose window content has a model context in its environment (what
/// `Scene.modelContainer(…)` makes).
nonisolated public struct _ModelContextScene<Base: Scene>: Scene {
    let base: Base
    let context: _Unchecked<ModelContext>

    /// A primitive scene: it has no body.
    public var body: Never { preconditionFailure("_ModelContextScene is a primitive scene") }

    /// Visits the base scene, its window content given the context.
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor) {
        var wrapped = ContextVisitor(base: visitor, context: scene.context)
        Base._visit(scene.base, &wrapped)
        visitor = wrapped.base
    }

    private struct ContextVisitor<Wrapped: _SceneVisitor>: _SceneVisitor {
        var base: Wrapped
        let context: _Unchecked<ModelContext>

        mutating func visit<Content: View>(_ content: Content) {
            let context = self.context
            base.visit(onMainThread { assumingMainActor(content) { $0.environment(\.modelContext, context.value) } })
        }

        mutating func visitCommands(_ views: [AnyView]) {
            base.visitCommands(views)
        }
    }
}
