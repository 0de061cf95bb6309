/// Internal: a store's models as its file holds them — `{"entities": {"Book": [{"$id": …,
/// "title": …}, …]}, "version": 1}`, each entity's models in insertion order, attributes as their
/// `Codable` form, relationships as identifiers.
struct _StoreSnapshot: Encodable {
    /// The models of each entity, by identifier.
    let tables: [String: [UUID: AnyObject]]

    static let idKey = _StoreKey("$id")

    func encode(to encoder: any Encoder) throws {
        var root = encoder.container(keyedBy: _StoreKey.self)
        try root.encode(1, forKey: _StoreKey("version"))
        var entities = root.nestedContainer(keyedBy: _StoreKey.self, forKey: _StoreKey("entities"))
        for (name, table) in tables.sorted(by: { $0.key < $1.key }) {
            var records = entities.nestedUnkeyedContainer(forKey: _StoreKey(name))
            let models = table.values.compactMap { $0 as? any PersistentModel }
                .sorted { $0.persistentBackingData.sequence < $1.persistentBackingData.sequence }
            guard let first = models.first else { continue }
            let info = first.entityInfo
            for model in models {
                var record = records.nestedContainer(keyedBy: _StoreKey.self)
                try record.encode(model.persistentBackingData.uuid, forKey: Self.idKey)
                for property in info.properties { try property.storage.encode(model, &record) }
            }
        }
    }
}

/// Internal: what reading a store's file needs — the schema's entities by name — passed to the
/// decoder in its `userInfo`.
final class _StoreLoad: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "SwiftData.StoreLoad")!
    let entities: [String: _EntityInfo]

    init(entities: [String: _EntityInfo]) { self.entities = entities }

    /// The models read, and what links their relationships once all are read.
    struct Result: Decodable {
        var models: [any PersistentModel] = []
        var links: [(_ModelIndex) throws -> Void] = []

        init(from decoder: any Decoder) throws {
            guard let load = decoder.userInfo[_StoreLoad.key] as? _StoreLoad else {
                throw SwiftDataError(description: "SwiftData: a store is read by its container")
            }
            let root = try decoder.container(keyedBy: _StoreKey.self)
            let entities = try root.nestedContainer(keyedBy: _StoreKey.self, forKey: _StoreKey("entities"))
            // Entities of the file the schema does not have are skipped.
            for key in entities.allKeys {
                guard let info = load.entities[key.stringValue] else { continue }
                var records = try entities.nestedUnkeyedContainer(forKey: key)
                while !records.isAtEnd {
                    let record = try records.nestedContainer(keyedBy: _StoreKey.self)
                    let backing = _ModelBackingData(uuid: try record.decode(UUID.self, forKey: _StoreSnapshot.idKey))
                    for property in info.properties {
                        if let link = try property.storage.decode(record, backing) { links.append(link) }
                    }
                    models.append(info.type.init(backingData: backing))
                }
            }
        }
    }
}
