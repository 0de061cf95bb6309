import Synchronization
import TerminalLayout

extension View {
    /// Sets `container`'s main context as the views' `\.modelContext`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Sets `modelContext` as the views' `\.modelContext`.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }

    /// Makes (once per set of types and `inMemory`, for the process) a container of `modelType`
    /// in the default file or in memory, and sets its main context as the views' `\.modelContext`.
    /// `onSetup` is told the container, or the error that made it fall back to memory.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(_SharedContainers.container(for: [modelType], inMemory: inMemory,
                                                   isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }

    /// Makes (once per set of types and `inMemory`, for the process) a container of
    /// `modelTypes`, and sets its main context as the views' `\.modelContext`.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(_SharedContainers.container(for: modelTypes, inMemory: inMemory,
                                                   isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }
}

/// Internal: the containers `.modelContainer(for:…)` made, by their types and `inMemory` — a
/// view's body runs again and again, its container is made once.
enum _SharedContainers {
    private static let containers = Mutex<[String: ModelContainer]>([:])

    @MainActor
    static func container(for types: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
                          onSetup: (Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
        let key = (inMemory ? "memory:" : "disk:") + types.map { String(describing: $0) }.sorted().joined(separator: ",")
        if let container = containers.withLock({ $0[key] }) { return container }
        let container: ModelContainer
        do {
            container = try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            onSetup(.success(container))
        } catch {
            container = try! ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
            onSetup(.failure(error))
        }
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        containers.withLock { $0[key] = container }
        return container
    }
}
