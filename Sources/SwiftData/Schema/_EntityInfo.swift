import Synchronization

/// Internal: a model type's schema metadata, read once per type and kept: its properties by key
/// path, its relationships.
final class _EntityInfo: @unchecked Sendable {
    /// The entity's name: the class's name.
    let name: String
    /// The type.
    let type: any PersistentModel.Type
    /// The persisted properties, in declaration order.
    let properties: [Schema.PropertyMetadata]
    /// The relationships among them.
    let relationships: [_RelationshipStorage]
    /// The properties by key path.
    private let byKeyPath: [AnyKeyPath: Schema.PropertyMetadata]

    private init<Model: PersistentModel>(_ type: Model.Type) {
        name = Model._entityName
        self.type = type
        properties = Model.schemaMetadata
        relationships = properties.compactMap(\.relationship)
        byKeyPath = Dictionary(properties.map { ($0.keypath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The property at `keypath`, if persisted.
    func property(_ keypath: AnyKeyPath) -> Schema.PropertyMetadata? { byKeyPath[keypath] }

    private static let cache = Mutex<[ObjectIdentifier: _EntityInfo]>([:])

    /// The information of `type`.
    static func of<Model: PersistentModel>(_ type: Model.Type) -> _EntityInfo {
        let id = ObjectIdentifier(type)
        if let info = cache.withLock({ $0[id] }) { return info }
        let info = _EntityInfo(type)
        return cache.withLock { cache in
            if let existing = cache[id] { return existing }
            cache[id] = info
            return info
        }
    }
}
