extension Schema {
    /// A persisted property of a model, as `@Model` describes it: its name, key path, and the
    /// `Schema.Attribute` or `Schema.Relationship` written on it. Which initializer the key path's
    /// type picks says how the property is stored: a `Codable` value as itself, a model, an
    /// optional model or an array of models by their identifiers, anything else not at all
    /// (`save()` throws).
    public struct PropertyMetadata {
        /// The property's name.
        public let name: String
        /// The property's key path.
        public let keypath: AnyKeyPath
        /// The property's default value, if known.
        public let defaultValue: Any?
        /// The `Schema.Attribute` or `Schema.Relationship` written on the property.
        public let metadata: Any?
        /// How the property is stored.
        let storage: _PropertyStorage

        /// A `Codable` attribute.
        public init<Model: PersistentModel, Value: Codable>(name: String, keypath: ReferenceWritableKeyPath<Model, Value>,
                                                             defaultValue: Any?, metadata: Any?) {
            self.init(name, keypath, defaultValue, metadata, storage: .attribute(name, keypath))
        }

        /// A relationship to many models.
        public init<Model: PersistentModel, Related: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, [Related]>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toMany(name, keypath, metadata as? Schema.Relationship))
        }

        /// A relationship to many models, or `nil` (as CloudKit-ready models declare them).
        public init<Model: PersistentModel, Related: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, [Related]?>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toOptionalMany(name, keypath, metadata as? Schema.Relationship))
        }

        /// A relationship to one model or none.
        public init<Model: PersistentModel, Related: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Related?>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toOptional(name, keypath, metadata as? Schema.Relationship))
        }

        /// A relationship to one model.
        public init<Model: PersistentModel, Related: PersistentModel>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Related>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toOne(name, keypath, metadata as? Schema.Relationship))
        }

        // Models that are also `Codable` (as tutorials decode them from JSON) match both the
        // `Codable` attribute and a relationship above; these more specific forms make them the
        // relationship SwiftData makes them, not an ambiguity.

        /// A relationship to many models that are also `Codable`.
        public init<Model: PersistentModel, Related: PersistentModel & Codable>(
            name: String, keypath: ReferenceWritableKeyPath<Model, [Related]>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toMany(name, keypath, metadata as? Schema.Relationship))
        }

        /// A relationship to many models that are also `Codable`, or `nil`.
        public init<Model: PersistentModel, Related: PersistentModel & Codable>(
            name: String, keypath: ReferenceWritableKeyPath<Model, [Related]?>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toOptionalMany(name, keypath, metadata as? Schema.Relationship))
        }

        /// A relationship to one model that is also `Codable`, or none.
        public init<Model: PersistentModel, Related: PersistentModel & Codable>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Related?>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toOptional(name, keypath, metadata as? Schema.Relationship))
        }

        /// A relationship to one model that is also `Codable`.
        public init<Model: PersistentModel, Related: PersistentModel & Codable>(
            name: String, keypath: ReferenceWritableKeyPath<Model, Related>, defaultValue: Any?, metadata: Any?
        ) {
            self.init(name, keypath, defaultValue, metadata,
                      storage: .toOne(name, keypath, metadata as? Schema.Relationship))
        }

        /// A property whose type can be neither stored nor related: kept in memory, and `save()`
        /// of a store on disk throws `SwiftDataError.unsupportedType`.
        public init<Model: PersistentModel, Value>(name: String, keypath: ReferenceWritableKeyPath<Model, Value>,
                                                   defaultValue: Any?, metadata: Any?) {
            self.init(name, keypath, defaultValue, metadata, storage: .unsupported(name, keypath))
        }

        /// A `Codable` attribute declared with `let` (its key path read-only): set through the
        /// model's backing store.
        public init<Model: PersistentModel, Value: Codable>(name: String, keypath: KeyPath<Model, Value>,
                                                             defaultValue: Any?, metadata: Any?) {
            self.init(name, keypath, defaultValue, metadata, storage: .attribute(name, keypath))
        }

        /// A property declared with `let` whose type cannot be stored: kept in memory, and
        /// `save()` of a store on disk throws `SwiftDataError.unsupportedType`.
        public init<Model: PersistentModel, Value>(name: String, keypath: KeyPath<Model, Value>,
                                                   defaultValue: Any?, metadata: Any?) {
            self.init(name, keypath, defaultValue, metadata, storage: .unsupported(name, keypath))
        }

        private init(_ name: String, _ keypath: AnyKeyPath, _ defaultValue: Any?, _ metadata: Any?,
                     storage: _PropertyStorage) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
            self.storage = storage
        }

        /// The relationship's storage, if the property is one.
        var relationship: _RelationshipStorage? { storage.relationship }
    }
}
