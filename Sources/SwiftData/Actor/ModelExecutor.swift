/// An executor that runs a model actor's work with its context, as in SwiftData.
public protocol ModelExecutor: Executor {
    /// The context the actor's work uses.
    var modelContext: ModelContext { get }
}
