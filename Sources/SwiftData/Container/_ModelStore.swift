import Dispatch

/// Internal: a container's models — in memory, and in its file unless in memory only — and the
/// observable count of their changes, which `@Query` reads.
final class _ModelStore: @unchecked Sendable {
    /// The file, `nil` in memory only.
    let url: URL?
    /// Whether saving may write.
    let allowsSave: Bool
    /// The store's identifier: its file's path.
    var identifier: String? { url?.path }
    /// The models of each entity, by identifier.
    private var tables: [String: [UUID: AnyObject]] = [:]
    /// The next insertion's sequence number.
    private var nextSequence = 0
    /// Changes since the last save: inserted, deleted and changed models, by identity.
    var inserted: [ObjectIdentifier: AnyObject] = [:]
    var deleted: [ObjectIdentifier: AnyObject] = [:]
    var changed: [ObjectIdentifier: AnyObject] = [:]
    /// The values of the models changed since the last save as they were then (for `rollback()`).
    private var originals: [ObjectIdentifier: (model: AnyObject, values: [AnyKeyPath: Any])] = [:]
    /// Whether a rollback is restoring values (its sets are not changes).
    private var isRollingBack = false
    /// Whether a save is scheduled by autosave.
    private var saveScheduled = false
    /// Read by `@Query`, changed by every insert, delete and edit.
    let changes = _ChangeCounter()

    init(url: URL?, allowsSave: Bool) {
        self.url = url
        self.allowsSave = allowsSave
    }

    /// Whether anything changed since the last save.
    var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }

    /// The models of `type`, in insertion order.
    func models<Model: PersistentModel>(of type: Model.Type) -> [Model] {
        guard let table = tables[Model._entityName] else { return [] }
        return table.values.compactMap { $0 as? Model }.sorted {
            $0.persistentBackingData.sequence < $1.persistentBackingData.sequence
        }
    }

    /// The model whose identifier is `uuid`, in the entity `entity`.
    func model(entity: String, uuid: UUID) -> AnyObject? { tables[entity]?[uuid] }

    /// Adds `model` (not yet in a store), as a model of `context`.
    func add(_ model: any PersistentModel, context: ModelContext?, loaded: Bool = false) {
        let backing = model.persistentBackingData
        backing.store = self
        backing.context = context
        backing.isDeleted = false
        backing.sequence = nextSequence
        nextSequence += 1
        tables[type(of: model)._entityName, default: [:]][backing.uuid] = model
        if !loaded {
            inserted[ObjectIdentifier(model)] = model
            deleted[ObjectIdentifier(model)] = nil
            changes.change()
        }
    }

    /// Removes `model`, deleted by `context` (which autosaves or not).
    func remove(_ model: any PersistentModel, by context: ModelContext) {
        // Its values as saved, before the deletion's nullifying sets.
        willChange(model)
        let backing = model.persistentBackingData
        tables[type(of: model)._entityName]?[backing.uuid] = nil
        backing.isDeleted = true
        if inserted.removeValue(forKey: ObjectIdentifier(model)) == nil { deleted[ObjectIdentifier(model)] = model }
        changed[ObjectIdentifier(model)] = nil
        changes.change()
        scheduleAutosave(context)
    }

    /// A model's persisted property is about to be set: its values are kept if they are the saved ones.
    func willChange(_ model: any PersistentModel) {
        let id = ObjectIdentifier(model)
        // Not a model inserted since the save (a rollback forgets it), nor one deleted (kept as it was when deleted).
        guard !isRollingBack, inserted[id] == nil, originals[id] == nil, !model.persistentBackingData.isDeleted else { return }
        originals[id] = (model, model.persistentBackingData.values)
    }

    /// A model's persisted property was set.
    func modelChanged(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        guard !backing.isDeleted, !isRollingBack else { return }
        if inserted[ObjectIdentifier(model)] == nil { changed[ObjectIdentifier(model)] = model }
        changes.change()
        scheduleAutosave(backing.context)
    }

    /// Every model, no change recorded.
    func removeAll() {
        for table in tables.values {
            for case let model as any PersistentModel in table.values { model.persistentBackingData.isDeleted = true }
        }
        tables = [:]
        inserted = [:]
        deleted = [:]
        changed = [:]
        originals = [:]
        changes.change()
    }

    /// Discards the changes since the last save: inserted models leave the store, deleted ones
    /// come back, changed ones get their saved values back (through their setters: views follow).
    func rollback() {
        isRollingBack = true
        defer { isRollingBack = false }
        for case let model as any PersistentModel in inserted.values {
            let backing = model.persistentBackingData
            tables[type(of: model)._entityName]?[backing.uuid] = nil
            backing.store = nil
            backing.context = nil
        }
        for case let model as any PersistentModel in deleted.values {
            let backing = model.persistentBackingData
            backing.isDeleted = false
            tables[type(of: model)._entityName, default: [:]][backing.uuid] = model
        }
        for (model, values) in originals.values {
            guard let model = model as? any PersistentModel else { continue }
            for property in model.entityInfo.properties {
                if let value = values[property.keypath] { property.storage.set(model, value) }
            }
        }
        inserted = [:]
        deleted = [:]
        changed = [:]
        originals = [:]
        changes.change()
    }

    /// Saves at the end of the run loop's turn if `context` autosaves (the main context does).
    func scheduleAutosave(_ context: ModelContext?) {
        guard let context, context.autosaveEnabled, url != nil, allowsSave, !saveScheduled else { return }
        saveScheduled = true
        _ExitSaves.add(self)
        let store = _Unchecked(self)
        DispatchQueue.main.async {
            store.value.saveScheduled = false
            _ExitSaves.remove(store.value)
            try? store.value.save()
        }
    }

    /// Writes every model to the file (nothing in memory only), and forgets the changes.
    func save() throws {
        if let url {
            guard allowsSave else { throw SwiftDataError.saveNotAllowed }
            let snapshot = _StoreSnapshot(tables: tables)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(snapshot)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        inserted = [:]
        deleted = [:]
        changed = [:]
        originals = [:]
    }

    /// Reads the file, if there is one, making the models of `schema`'s entities found there.
    func load(schema: Schema, context: ModelContext) throws {
        guard let url, FileManager.default.fileExists(atPath: url.path) else { return }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw SwiftDataError.unreadableStore(url, error) }
        let decoder = JSONDecoder()
        let entities = Dictionary(schema.types.map { (_EntityInfo.of($0).name, _EntityInfo.of($0)) },
                                  uniquingKeysWith: { first, _ in first })
        decoder.userInfo[_StoreLoad.key] = _StoreLoad(entities: entities)
        let loaded: _StoreLoad.Result
        do {
            loaded = try decoder.decode(_StoreLoad.Result.self, from: data)
        } catch let error as SwiftDataError {
            throw error
        } catch {
            throw SwiftDataError.unreadableStore(url, error)
        }
        var index: _ModelIndex = [:]
        for model in loaded.models { index[model.persistentBackingData.uuid] = model }
        for link in loaded.links { try link(index) }
        for model in loaded.models { add(model, context: context, loaded: true) }
    }
}

/// Internal: a value moved across an isolation boundary that the store's rules make safe (the
/// main queue's autosave of a store used on the main thread).
struct _Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
