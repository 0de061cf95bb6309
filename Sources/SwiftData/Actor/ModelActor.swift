/// An actor that works with models off the views' code, as in SwiftData: what `@ModelActor`
/// makes an actor conform to.
///
/// ```swift
/// @ModelActor
/// actor Importer {
///     func importBooks() throws { modelContext.insert(Book(title: "Dune")); try modelContext.save() }
/// }
/// try await Importer(modelContainer: container).importBooks()
/// ```
///
/// Its jobs run on the main queue (see `DefaultSerialModelExecutor`).
public protocol ModelActor: Actor {
    /// The container the actor works with.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor holding the actor's context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's executor: its model executor.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        guard let executor = modelExecutor as? any SerialModelExecutor else {
            fatalError("SwiftData: a ModelActor's modelExecutor must be a SerialModelExecutor")
        }
        return executor.asUnownedSerialExecutor()
    }

    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model of `T` whose identifier is `id`, if the container has it.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}
