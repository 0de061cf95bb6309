/// Where an app inserts, fetches, changes and deletes its models, as in SwiftData.
///
/// ```swift
/// @Environment(\.modelContext) var modelContext
/// modelContext.insert(Book(title: "Dune"))
/// let books = try modelContext.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
/// ```
///
/// Changes reach the container's models at once (a fetch sees them); `save()` writes them to
/// the container's file. The main context autosaves: a change schedules a save on the main
/// queue, which the app's run loop runs at the end of its turn (and, if the process exits
/// first, at its exit).
public final class ModelContext {
    /// The context's container.
    public let container: ModelContainer
    /// Whether changes are saved without `save()` (the main context's default).
    public var autosaveEnabled: Bool

    /// A new context of `container`; it does not autosave.
    public init(_ container: ModelContainer) {
        self.container = container
        autosaveEnabled = false
    }

    init(_ container: ModelContainer, autosaveEnabled: Bool) {
        self.container = container
        self.autosaveEnabled = autosaveEnabled
    }

    private var store: _ModelStore { container.store }

    /// Whether there are changes not saved yet.
    public var hasChanges: Bool { store.hasChanges }

    /// The models inserted since the last save.
    public var insertedModelsArray: [any PersistentModel] { store.inserted.values.compactMap { $0 as? any PersistentModel } }
    /// The models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { store.deleted.values.compactMap { $0 as? any PersistentModel } }
    /// The models changed since the last save.
    public var changedModelsArray: [any PersistentModel] { store.changed.values.compactMap { $0 as? any PersistentModel } }

    /// Inserts `model`, and the models it is related to; their inverse relationships are set.
    /// A model with a `.unique` attribute whose value another model of its type holds updates
    /// that model instead.
    public func insert<T: PersistentModel>(_ model: T) {
        var pending: [any PersistentModel] = [model]
        while let next = pending.popLast() {
            guard !next.persistentBackingData.isStored else { continue }
            if upsert(next) { continue }
            store.add(next, context: self)
            store.scheduleAutosave(self)
            for relationship in next.entityInfo.relationships {
                let inverse = relationship.inverse
                for related in relationship.models(of: next) {
                    inverse?.add(related, next)
                    if let related = related as? any PersistentModel { pending.append(related) }
                }
            }
        }
    }

    /// If `model` has a `.unique` attribute whose value a stored model holds, copies its
    /// attributes to that model and returns true.
    private func upsert(_ model: any PersistentModel) -> Bool {
        let info = model.entityInfo
        let unique = info.properties.filter { ($0.metadata as? Schema.Attribute)?.isUnique == true }
        guard !unique.isEmpty else { return false }
        for property in unique {
            guard let value = property.storage.hashable(model) else { continue }
            let existing = storedModels(like: model).first { property.storage.hashable($0) == value }
            if let existing {
                for property in info.properties where property.relationship == nil {
                    property.storage.copy(model, existing)
                }
                return true
            }
        }
        return false
    }

    private func storedModels<T: PersistentModel>(like model: T) -> [AnyObject] { store.models(of: T.self) }

    /// Deletes `model`: related models of a `.cascade` relationship are deleted too; those of a
    /// `.nullify` one (the default) stop pointing at it.
    public func delete<T: PersistentModel>(_ model: T) {
        var pending: [any PersistentModel] = [model]
        while let next = pending.popLast() {
            guard next.persistentBackingData.isStored else { continue }
            store.remove(next, by: self)
            for relationship in next.entityInfo.relationships {
                let related = relationship.models(of: next)
                switch relationship.deleteRule {
                case .cascade:
                    pending += related.compactMap { $0 as? any PersistentModel }
                case .nullify, .deny:
                    let inverse = relationship.inverse
                    for model in related { inverse?.remove(model, next) }
                case .noAction:
                    break
                }
            }
        }
    }

    /// Deletes every model of `model` satisfying `predicate` (all when `nil`).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                           includeSubclasses: Bool = true) throws {
        for model in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(model) }
    }

    /// The models `descriptor` describes: filtered, sorted, then the window of offset and limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = store.models(of: T.self)
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty {
            let sortBy = descriptor.sortBy
            models = models.enumerated().sorted { a, b in
                for descriptor in sortBy {
                    switch descriptor.compare(a.element, b.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let end = descriptor.fetchLimit.map { min(offset + max($0, 0), models.count) } ?? models.count
        return Array(models[offset..<end])
    }

    /// The models `descriptor` describes, as a collection fetched in batches of `batchSize` in
    /// SwiftData (all at once here: every model is in memory).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(try fetch(descriptor))
    }

    /// Calls `block` with each model `descriptor` describes, in order (the batch size is accepted:
    /// every model is in memory).
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
                                              allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// How many models `descriptor` describes.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `descriptor` describes.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model of `T` whose identifier is `id`, if the container has it.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        store.model(entity: id.entityName, uuid: id.uuid) as? T
    }

    /// The model whose identifier is `id`. It must exist.
    public func model(for id: PersistentIdentifier) -> any PersistentModel {
        guard let model = store.model(entity: id.entityName, uuid: id.uuid) as? any PersistentModel else {
            fatalError("SwiftData: no \(id.entityName) with identifier \(id.uuid) in this container")
        }
        return model
    }

    /// Writes the container's models to its file (nothing in memory only); throws — writing
    /// nothing — if a model holds a value that cannot be stored. Posts `willSave` and `didSave`.
    public func save() throws {
        NotificationCenter.default.post(name: Self.willSave, object: self)
        let identifiers = { (models: [any PersistentModel]) in models.map(\.persistentModelID) }
        let userInfo: [String: [PersistentIdentifier]] = [
            NotificationKey.insertedIdentifiers.rawValue: identifiers(insertedModelsArray),
            NotificationKey.updatedIdentifiers.rawValue: identifiers(changedModelsArray),
            NotificationKey.deletedIdentifiers.rawValue: identifiers(deletedModelsArray),
        ]
        try store.save()
        NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: userInfo)
    }

    /// Discards the changes since the last save: inserted models are forgotten, deleted ones
    /// restored, changed ones given their saved values back.
    public func rollback() {
        store.rollback()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Nothing to do: changes are processed as they are made.
    public func processPendingChanges() {}
}
