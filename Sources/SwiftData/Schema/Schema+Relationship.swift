extension Schema {
    /// The options of a relationship, as `@Relationship(…)` writes them.
    public final class Relationship: @unchecked Sendable {
        /// What deleting the model does to the related models.
        public let deleteRule: DeleteRule
        /// The options (`.unique`, accepted).
        public let options: [Option]
        /// The fewest related models (accepted, not checked).
        public let minimumModelCount: Int?
        /// The most related models (accepted, not checked).
        public let maximumModelCount: Int?
        /// The name the relationship had in an earlier version of the schema.
        public let originalName: String?
        /// The related model's property pointing back (`\Job.owner`), kept in step.
        public let inverseKeyPath: AnyKeyPath?
        /// A hash modifier, accepted for migration.
        public let hashModifier: String?

        /// What `@Relationship(options…, deleteRule:, …, inverse:)` says.
        public init(_ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
                    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
                    hashModifier: String? = nil) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverseKeyPath = inverse
            self.hashModifier = hashModifier
        }
    }
}
