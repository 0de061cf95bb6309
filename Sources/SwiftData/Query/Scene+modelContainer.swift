import TerminalLayout
import TerminalRenderer

extension Scene {
    /// Sets `container`'s main context as the `\.modelContext` of the scene's views.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        _ModelContextScene(base: self, context: _Unchecked(container.mainContext))
    }

    /// Sets `modelContext` as the `\.modelContext` of the scene's views.
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        _ModelContextScene(base: self, context: _Unchecked(modelContext))
    }

    /// Makes a container of `modelType` (in the default file, or in memory) and sets its main
    /// context as the `\.modelContext` of the scene's views.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(_SharedContainers.container(for: [modelType], inMemory: inMemory,
                                                   isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }

    /// Makes a container of `modelTypes` and sets its main context as the `\.modelContext` of
    /// the scene's views.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(_SharedContainers.container(for: modelTypes, inMemory: inMemory,
                                                   isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }
}
