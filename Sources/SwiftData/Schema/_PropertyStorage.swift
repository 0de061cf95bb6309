/// Internal: how one persisted property is written to a store, read back, and kept in step.
struct _PropertyStorage {
    /// Writes the model's value under the property's name.
    let encode: (AnyObject, inout KeyedEncodingContainer<_StoreKey>) throws -> Void
    /// Reads the value into a backing store; a relationship returns what links it once every
    /// model is loaded (the related models by identifier).
    let decode: (KeyedDecodingContainer<_StoreKey>, _ModelBackingData) throws -> ((_ModelIndex) throws -> Void)?
    /// The value as `AnyHashable` (for `.unique`), `nil` if it is not hashable.
    let hashable: (AnyObject) -> AnyHashable?
    /// Copies the value from one model to another of the same type, through its setter.
    let copy: (_ from: AnyObject, _ to: AnyObject) -> Void
    /// Sets the property of a model to a value (of the property's type), through its setter.
    let set: (_ model: AnyObject, _ value: Any) -> Void
    /// The relationship's behaviour, if the property is one.
    let relationship: _RelationshipStorage?

    /// A setter through `keypath`.
    static func setter<Model, Value>(_ keypath: ReferenceWritableKeyPath<Model, Value>) -> (AnyObject, Any) -> Void {
        { model, value in (model as! Model)[keyPath: keypath] = value as! Value }
    }

    /// A setter through `keypath` if it is writable, else (a persisted `let`) into the model's
    /// backing store, as its init accessor writes it.
    static func readOnlySetter<Model: PersistentModel, Value>(_ keypath: KeyPath<Model, Value>) -> (AnyObject, Any) -> Void {
        if let writable = keypath as? ReferenceWritableKeyPath<Model, Value> {
            return { model, value in (model as! Model)[keyPath: writable] = value as! Value }
        }
        return { model, value in (model as! Model).persistentBackingData.setValue(forKey: keypath, to: value as! Value) }
    }

    /// A relationship's storage: `encode` and `decode` as given; not hashable; copied and set
    /// through the model's `getValue(forKey:)` and setter, so inverses follow.
    private static func relationshipStorage<Model: PersistentModel, Value>(
        _ keypath: ReferenceWritableKeyPath<Model, Value>, _ relationship: _RelationshipStorage,
        encode: @escaping (AnyObject, inout KeyedEncodingContainer<_StoreKey>) throws -> Void,
        decode: @escaping (KeyedDecodingContainer<_StoreKey>, _ModelBackingData) throws -> ((_ModelIndex) throws -> Void)?
    ) -> _PropertyStorage {
        _PropertyStorage(
            encode: encode, decode: decode, hashable: { _ in nil },
            copy: { from, to in (to as! Model)[keyPath: keypath] = (from as! Model).getValue(forKey: keypath) },
            set: setter(keypath), relationship: relationship)
    }

    /// A `Codable` attribute.
    static func attribute<Model: PersistentModel, Value: Codable>(
        _ name: String, _ keypath: KeyPath<Model, Value>
    ) -> _PropertyStorage {
        let key = _StoreKey(name)
        let set = readOnlySetter(keypath)
        return _PropertyStorage(
            encode: { model, container in
                try container.encode((model as! Model).getValue(forKey: keypath), forKey: key)
            },
            decode: { container, backing in
                if let value = try container.decodeIfPresent(Value.self, forKey: key) {
                    backing.values[keypath] = value
                } else if let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) {
                    backing.values[keypath] = none
                } else {
                    throw SwiftDataError.missingValue(entity: Model._entityName, property: name)
                }
                return nil
            },
            hashable: { model in (model as! Model).getValue(forKey: keypath) as? AnyHashable },
            copy: { from, to in set(to, (from as! Model).getValue(forKey: keypath)) },
            set: set,
            relationship: nil)
    }

    /// A property that cannot be stored: in memory only; saving to disk throws.
    static func unsupported<Model: PersistentModel, Value>(
        _ name: String, _ keypath: KeyPath<Model, Value>
    ) -> _PropertyStorage {
        let set = readOnlySetter(keypath)
        return _PropertyStorage(
            encode: { _, _ in
                throw SwiftDataError.unsupportedType(entity: Model._entityName, property: name, type: "\(Value.self)")
            },
            decode: { _, _ in
                throw SwiftDataError.unsupportedType(entity: Model._entityName, property: name, type: "\(Value.self)")
            },
            hashable: { model in (model as! Model).getValue(forKey: keypath) as? AnyHashable },
            copy: { from, to in set(to, (from as! Model).getValue(forKey: keypath)) },
            set: set,
            relationship: nil)
    }

    /// A relationship to many models, stored as their identifiers in order.
    static func toMany<Model: PersistentModel, Related: PersistentModel>(
        _ name: String, _ keypath: ReferenceWritableKeyPath<Model, [Related]>, _ options: Schema.Relationship?
    ) -> _PropertyStorage {
        let key = _StoreKey(name)
        let relationship = _RelationshipStorage(
            keypath: keypath, ownerType: Model.self, relatedType: Related.self, options: options,
            related: { value in (value as? [Related]) ?? [] },
            add: { owner, other in
                let owner = owner as! Model, other = other as! Related
                if !owner.getValue(forKey: keypath).contains(where: { $0 === other }) { owner[keyPath: keypath].append(other) }
            },
            remove: { owner, other in
                let owner = owner as! Model, other = other as! Related
                if owner.getValue(forKey: keypath).contains(where: { $0 === other }) {
                    owner[keyPath: keypath].removeAll { $0 === other }
                }
            })
        return relationshipStorage(
            keypath, relationship,
            encode: { model, container in
                let related = (model as! Model).getValue(forKey: keypath).filter { $0.persistentBackingData.isStored }
                try container.encode(related.map(\.persistentBackingData.uuid), forKey: key)
            },
            decode: { container, backing in
                let ids = try container.decodeIfPresent([UUID].self, forKey: key) ?? []
                return { index in backing.values[keypath] = ids.compactMap { index[$0] as? Related } }
            })
    }

    /// A relationship to many models or `nil`, stored as their identifiers or null; adding to `nil` makes an array.
    static func toOptionalMany<Model: PersistentModel, Related: PersistentModel>(
        _ name: String, _ keypath: ReferenceWritableKeyPath<Model, [Related]?>, _ options: Schema.Relationship?
    ) -> _PropertyStorage {
        let key = _StoreKey(name)
        let relationship = _RelationshipStorage(
            keypath: keypath, ownerType: Model.self, relatedType: Related.self, options: options,
            related: { value in (value as? [Related]) ?? [] },
            add: { owner, other in
                let owner = owner as! Model, other = other as! Related
                let models = owner.getValue(forKey: keypath) ?? []
                if !models.contains(where: { $0 === other }) { owner[keyPath: keypath] = models + [other] }
            },
            remove: { owner, other in
                let owner = owner as! Model, other = other as! Related
                if let models = owner.getValue(forKey: keypath), models.contains(where: { $0 === other }) {
                    owner[keyPath: keypath] = models.filter { $0 !== other }
                }
            })
        return relationshipStorage(
            keypath, relationship,
            encode: { model, container in
                let related = (model as! Model).getValue(forKey: keypath)?.filter { $0.persistentBackingData.isStored }
                try container.encode(related?.map(\.persistentBackingData.uuid), forKey: key)
            },
            decode: { container, backing in
                let ids = try container.decodeIfPresent([UUID].self, forKey: key)
                return { index in
                    let related: [Related]? = ids.map { $0.compactMap { index[$0] as? Related } }
                    backing.values[keypath] = related as Any
                }
            })
    }

    /// A relationship to one model or none, stored as its identifier or null.
    static func toOptional<Model: PersistentModel, Related: PersistentModel>(
        _ name: String, _ keypath: ReferenceWritableKeyPath<Model, Related?>, _ options: Schema.Relationship?
    ) -> _PropertyStorage {
        let key = _StoreKey(name)
        let relationship = _RelationshipStorage(
            keypath: keypath, ownerType: Model.self, relatedType: Related.self, options: options,
            related: { value in (value as? Related).map { [$0] } ?? [] },
            add: { owner, other in
                let owner = owner as! Model, other = other as! Related
                if owner.getValue(forKey: keypath) !== other { owner[keyPath: keypath] = other }
            },
            remove: { owner, other in
                let owner = owner as! Model
                if owner.getValue(forKey: keypath) === other { owner[keyPath: keypath] = nil }
            })
        return relationshipStorage(
            keypath, relationship,
            encode: { model, container in
                let related = (model as! Model).getValue(forKey: keypath).flatMap { $0.persistentBackingData.isStored ? $0 : nil }
                try container.encode(related?.persistentBackingData.uuid, forKey: key)
            },
            decode: { container, backing in
                let id = try container.decodeIfPresent(UUID.self, forKey: key)
                return { index in
                    let related: Related? = id.flatMap { index[$0] as? Related }
                    // As `Any`: an optional assigned to the dictionary's `Any?` would remove the key.
                    backing.values[keypath] = related as Any
                }
            })
    }

    /// A relationship to exactly one model, stored as its identifier.
    static func toOne<Model: PersistentModel, Related: PersistentModel>(
        _ name: String, _ keypath: ReferenceWritableKeyPath<Model, Related>, _ options: Schema.Relationship?
    ) -> _PropertyStorage {
        let key = _StoreKey(name)
        let relationship = _RelationshipStorage(
            keypath: keypath, ownerType: Model.self, relatedType: Related.self, options: options,
            related: { value in (value as? Related).map { [$0] } ?? [] },
            add: { owner, other in
                let owner = owner as! Model, other = other as! Related
                if owner.getValue(forKey: keypath) !== other { owner[keyPath: keypath] = other }
            },
            remove: { _, _ in })
        return relationshipStorage(
            keypath, relationship,
            encode: { model, container in
                try container.encode((model as! Model).getValue(forKey: keypath).persistentBackingData.uuid, forKey: key)
            },
            decode: { container, backing in
                let id = try container.decode(UUID.self, forKey: key)
                return { index in
                    guard let related = index[id] as? Related else {
                        throw SwiftDataError.missingValue(entity: Model._entityName, property: name)
                    }
                    backing.values[keypath] = related
                }
            })
    }
}

/// Internal: the models loaded from a store, by identifier.
typealias _ModelIndex = [UUID: AnyObject]

/// Internal: a key of a stored model's record (a property's name, or `$id`).
struct _StoreKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
