/// A class whose instances SwiftData persists, as in SwiftData: what `@Model` makes a class
/// conform to. Identifiable by its `persistentModelID`, hashable and equal by identity,
/// observable.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Makes a model over an existing backing store (how a store loads one).
    init(backingData: _ModelBackingData)
    /// The backing store holding the model's persisted values.
    var persistentBackingData: _ModelBackingData { get set }
    /// The persisted properties: names, key paths and their attribute or relationship options.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier {
        let backing = persistentBackingData
        return PersistentIdentifier(entityName: Self._entityName, storeIdentifier: backing.store?.identifier,
                                    uuid: backing.uuid)
    }

    /// The identity, for `Identifiable`: the `persistentModelID`.
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted into, `nil` before.
    public var modelContext: ModelContext? { persistentBackingData.context }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { persistentBackingData.isDeleted }

    /// Whether the model was inserted, changed or deleted since its context last saved.
    public var hasChanges: Bool {
        guard let store = persistentBackingData.store else { return false }
        let id = ObjectIdentifier(self)
        return store.inserted[id] != nil || store.changed[id] != nil || store.deleted[id] != nil
    }

    /// Identity: a model equals only itself.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The value of a persisted property (what `@Model`'s getters call).
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value {
        persistentBackingData.getValue(forKey: key)
    }

    /// Sets a persisted property (what `@Model`'s setters call): keeps the inverse of a
    /// relationship, inserts newly related models into the context, and tells the context.
    public func setValue<Value>(forKey key: ReferenceWritableKeyPath<Self, Value>, to newValue: Value) {
        let backing = persistentBackingData
        backing.store?.willChange(self)
        if let property = _EntityInfo.of(Self.self).property(key), let relationship = property.relationship {
            let old = backing.values[key]
            backing.values[key] = newValue
            relationship.changed(self, old, newValue)
        } else {
            backing.values[key] = newValue
        }
        backing.store?.modelChanged(self)
    }

    /// The model's type's schema information.
    var entityInfo: _EntityInfo { _EntityInfo.of(Self.self) }

    /// The entity's name: the class's name.
    static var _entityName: String { String(describing: Self.self) }
}
