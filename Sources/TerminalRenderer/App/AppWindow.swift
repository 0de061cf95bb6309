import Observation
import TerminalLayout

/// Internal: an app's window as the root view of its graph (SCN1).
///
/// Its body evaluates the app's `body` — with the app's own dynamic properties installed first,
/// as a view's are (`@State`, `@Environment`, …) — and shows the scene's window content in a
/// presentation root (PRS1), with the scene's commands behind it (CMD1).
///
/// So the app's body is evaluated as a view's is: when the window first shows, and again on
/// every full update of the window's views (STATE2), which any change of what it read brings
/// about — the app's `@State`, an observable object's property (OBS1), an environment value;
/// the scene modifiers that watch a value (`onChange(of:)`) compare it then. A body that can
/// never change — the app has no dynamic properties and the body read no observable object — is
/// evaluated once, its window kept: an app that only names its window costs nothing more than a
/// root view. The window content's views keep their identity and state across evaluations.
nonisolated struct AppWindow<A: App>: View {
    /// The app, its dynamic properties installed before each evaluation.
    var app: HostedProperties<A>
    /// What `dismiss()` does in the window.
    let dismiss: DismissAction
    /// The window of a body that can never change, once made.
    @State private var constant = ConstantWindow()

    var body: some View {
        if let view = constant.view { return view }
        var window = WindowContent(dismiss: dismiss)
        if HostedProperties<A>.hasDynamicProperties {
            A.Body._visit(onMainThread { assumingMainActor(app.value) { $0.body } }, &window)
        } else {
            // Whether the body (or a scene of its own, visited) read an observable property:
            // Observation makes the change handler only then. The reads reach the graph's own
            // tracking too (a nested tracking's reads are merged into the one around it).
            var read = false
            withObservationTracking({
                A.Body._visit(onMainThread { assumingMainActor(app.value) { $0.body } }, &window)
            }, onChange: { read = true; return {} }())
            if !read { constant.view = window.view }
        }
        return window.view
    }
}

/// Internal: where `AppWindow` keeps the window of a body that can never change.
final class ConstantWindow {
    var view: AnyView?
}

/// Internal: receives a scene's window content and commands, and makes the window's view:
/// the content, with `dismiss` in its environment, in a presentation root, the commands behind.
private struct WindowContent: _SceneVisitor {
    let dismiss: DismissAction
    /// The window's view (nothing until the scene hands its content).
    var view = AnyView(EmptyView())
    /// The views of the scene's commands, in the order they were declared.
    var commands: [AnyView] = []

    init(dismiss: DismissAction) {
        self.dismiss = dismiss
    }

    mutating func visitCommands(_ views: [AnyView]) {
        // An outer scene modifier hands its commands on first: the inner ones go before them.
        commands.insert(contentsOf: views, at: 0)
    }

    mutating func visit<Content: View>(_ content: Content) {
        let window = _PresentationRoot(content: content.environment(\.dismiss, dismiss))
        if commands.isEmpty {
            view = AnyView(window)
        } else {
            let dismiss = self.dismiss
            view = AnyView(window._commands(commands.map { AnyView($0.environment(\.dismiss, dismiss)) }))
        }
    }
}
