/// The identity of a persistent model, stable across runs when the model is saved: its entity
/// (the model class's name) and an identifier unique in the store.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    /// The name of the model's entity: its class's name.
    public let entityName: String
    /// The store's identifier: the file the model is saved in, `nil` in memory.
    public let storeIdentifier: String?
    /// The model's identifier in the store.
    let uuid: UUID

    init(entityName: String, storeIdentifier: String?, uuid: UUID) {
        self.entityName = entityName
        self.storeIdentifier = storeIdentifier
        self.uuid = uuid
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.uuid == rhs.uuid && lhs.entityName == rhs.entityName }
    public func hash(into hasher: inout Hasher) { hasher.combine(uuid) }

    /// Orders by entity, then by identifier.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.entityName, lhs.uuid.uuidString) < (rhs.entityName, rhs.uuid.uuidString)
    }
}
