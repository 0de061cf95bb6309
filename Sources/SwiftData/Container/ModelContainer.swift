/// The store of an app's models, as in SwiftData: a schema, a configuration (in memory, or a
/// file), and the main context that views use.
///
/// ```swift
/// let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Book(title: "Dune"))
/// ```
///
/// A store on disk is read when the container is made (its models are loaded, in the main
/// context) and written by `save()`. Contexts of one container share its models: an insert in
/// one is seen by a fetch in another before it is saved (SwiftData keeps them apart until then).
public final class ModelContainer: @unchecked Sendable {
    /// The models the container stores.
    public let schema: Schema
    /// The configurations; the first says where the models are stored.
    public let configurations: [ModelConfiguration]
    /// The models.
    let store: _ModelStore
    /// The main context, made with the container.
    private var main: ModelContext!

    /// A container of `givenSchema`'s models stored as the first configuration says (the default
    /// file when none is given); loads the file's models.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        let configuration = configurations.first ?? ModelConfiguration()
        let types = givenSchema.types + configurations.compactMap(\.schema).flatMap(\.types)
        schema = Schema(types, version: givenSchema.version)
        self.configurations = configurations.isEmpty ? [configuration] : configurations
        store = _ModelStore(url: configuration.isStoredInMemoryOnly ? nil : configuration.url,
                            allowsSave: configuration.allowsSave)
        main = ModelContext(self, autosaveEnabled: true)
        try store.load(schema: schema, context: main)
    }

    /// A container of `givenSchema`'s models stored as the first configuration says; the
    /// migration plan is accepted, its stages not run (see `SchemaMigrationPlan`).
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: [ModelConfiguration]) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container of `givenSchema`'s models stored as the first configuration says.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container of the models `forTypes` (and those related to them).
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context views use (`\.modelContext` under `.modelContainer(…)`); it autosaves.
    @MainActor public var mainContext: ModelContext { main }

    /// Deletes every model, from memory and from the file.
    public func deleteAllData() {
        store.removeAll()
        try? store.save()
    }
}
