// `task` needs `nonisolated(nonsending)` (Swift 6.2, SE-0461): without it the
// action would run on the concurrent pool, off the app's thread. Older
// compilers build the package without `task`.
#if compiler(>=6.2)
nonisolated extension View {
    /// Runs `action` as an asynchronous task when this view appears, and
    /// cancels it when the view goes away (TASK1), as SwiftUI's `task`.
    ///
    /// The task starts after the update that first resolves the view (with
    /// its `onAppear` actions) and runs on the main actor: its code between
    /// `await`s runs on the app's thread, as a key's action does, so it may
    /// set the view's `@State`; the next frame shows it. An update that
    /// keeps the view, a resize or a relayout does not start it again. A
    /// view that goes away cancels its task (`Task.isCancelled`, a
    /// `Task.sleep` throwing `CancellationError`); so does releasing the graph.
    ///
    /// ```swift
    /// Text(status).task {
    ///     status = "loading"
    ///     status = await load()
    /// }
    /// ```
    ///
    /// In a terminal app the run loop holds the main thread and runs the
    /// main actor's waiting work between keys (at least every `tickInterval`).
    public consuming func task(priority: TaskPriority = .userInitiated,
                               _ action: nonisolated(nonsending) @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: TaskWithoutID(), priority: priority, action: TaskAction(action)))
    }

    /// Runs `action` as an asynchronous task when this view appears and
    /// again, the previous run cancelled first, whenever `id` changes between
    /// two updates; cancels it when the view goes away (TASK1).
    ///
    /// ```swift
    /// List(results).task(id: query) { results = await search(query) }
    /// ```
    public consuming func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                             _ action: nonisolated(nonsending) @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: TaskAction(action)))
    }
}

/// The modifier `task(priority:_:)` and `task(id:priority:_:)` apply: it
/// lays out as its content, and keeps one running task per view it wraps.
nonisolated public struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: TaskAction

    /// Resolves the modifier around `content` (see `View._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in TaskBehavior() }
        let arena = context.builder.engine.arena
        for node in elements[start...] {
            // The task the node started last time, kept while its id is the same.
            if let previous = node.observedValue as? TaskRun<ID>, !node.isNew, previous.id == id {
                continue
            }
            let run = TaskRun(id: id)
            // Replacing the run releases the last one, which cancels its task.
            node.observedValue = run
            let (priority, action) = (priority, action)
            arena.lifecycleActions.append { run.start(priority: priority, action) }
        }
    }
}

/// Internal: `task`'s action, held where a task can reach it. The action
/// runs on the main actor (`TaskRun.start`), where the views were made.
struct TaskAction: @unchecked Sendable {
    let run: nonisolated(nonsending) () async -> Void

    init(_ run: nonisolated(nonsending) @escaping () async -> Void) {
        self.run = run
    }
}

/// Internal: `task(id:)` without an id.
struct TaskWithoutID: Equatable {}

/// Internal: one view's task (TASK1): made when the view appears or its id
/// changes, kept with the view's node, and cancelling its task when it is
/// let go — replaced by the next id's, or freed with the node or the graph.
final class TaskRun<ID: Equatable>: @unchecked Sendable {
    /// The id the task was started for.
    let id: ID
    private var task: Task<Void, Never>?

    init(id: ID) {
        self.id = id
    }

    /// Starts the action on the main actor (once).
    func start(priority: TaskPriority, _ action: TaskAction) {
        guard task == nil else { return }
        task = Task(priority: priority) { @MainActor in await action.run() }
    }

    deinit {
        task?.cancel()
    }
}

/// Internal: the node `task` makes: layout passes through it; its run is
/// kept with it (`Node.observedValue`).
struct TaskBehavior: PassThroughBehavior, Equatable {
    var kindName: String { "task" }
}
#endif
