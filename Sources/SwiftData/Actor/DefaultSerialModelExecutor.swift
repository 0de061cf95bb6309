import Dispatch

/// The executor of a `@ModelActor`, as in SwiftData — here it runs the actor's jobs on the main
/// queue: a container's contexts share its models (see `ModelContainer`), so a model actor's
/// work is kept on the thread the views use instead of beside it.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    /// The actor's context.
    public let modelContext: ModelContext

    /// An executor for a context (`ModelContext(container)`, as `@ModelActor`'s init makes).
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    /// Runs `job` on the main queue.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job), executor = asUnownedSerialExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
