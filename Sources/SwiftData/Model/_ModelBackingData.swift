/// Internal to `@Model`: where a model's persisted values live — by key path — with its identifier,
/// and the context and store it was inserted into.
public final class _ModelBackingData {
    /// The values of the model's persisted properties, by key path.
    var values: [AnyKeyPath: Any] = [:]
    /// The model's identifier in its store.
    let uuid: UUID
    /// The context the model was inserted into (or loaded by).
    weak var context: ModelContext?
    /// The store holding the model, once inserted.
    weak var store: _ModelStore?
    /// The order of insertion in the store: fetches without a sort keep it.
    var sequence = 0
    /// Whether the model was deleted from its context.
    var isDeleted = false

    /// Whether the model is in a store and not deleted (what a save writes).
    var isStored: Bool { store != nil && !isDeleted }

    /// A new backing store, for a new model.
    public init() { uuid = UUID() }

    /// The backing store of a model loaded from a store, its identifier `uuid`.
    init(uuid: UUID) { self.uuid = uuid }

    /// Sets the value for `key` (the init accessor of a persisted property; nothing is notified).
    public func setValue<Model, Value>(forKey key: KeyPath<Model, Value>, to value: Value) {
        values[key] = value
    }

    /// The value for `key`.
    func getValue<Model, Value>(forKey key: KeyPath<Model, Value>) -> Value {
        guard let value = values[key] else {
            fatalError("SwiftData: \(Model.self) has no value for \(key) (a model made with init(backingData:) and never set)")
        }
        return value as! Value
    }
}
