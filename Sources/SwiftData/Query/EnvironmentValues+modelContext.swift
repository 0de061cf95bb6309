import TerminalLayout

extension EnvironmentValues {
    /// The model context of the views here: the main context of the container set by
    /// `.modelContainer(…)` above them; an empty in-memory one where none was set.
    public var modelContext: ModelContext {
        get { self[_ModelContextKey.self] }
        set { self[_ModelContextKey.self] = newValue }
    }
}

/// Internal: the environment key of `\.modelContext`.
struct _ModelContextKey: EnvironmentKey {
    nonisolated(unsafe) static let fallback: ModelContext = {
        let container = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return ModelContext(container, autosaveEnabled: false)
    }()
    static var defaultValue: ModelContext { fallback }
}
