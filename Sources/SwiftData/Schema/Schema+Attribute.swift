extension Schema {
    /// The options of a model's attribute, as `@Attribute(…)` writes them.
    public final class Attribute: @unchecked Sendable {
        /// The options: `.unique` is enforced (inserting a model whose value is taken updates the
        /// model holding it); the others are accepted.
        public let options: [Option]
        /// The name the attribute had in an earlier version of the schema.
        public let originalName: String?
        /// A hash modifier, accepted for migration.
        public let hashModifier: String?

        /// What `@Attribute(options…, originalName:, hashModifier:)` says.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        /// Whether the attribute's values are unique among the models of its entity.
        public var isUnique: Bool { options.contains(.unique) }
    }
}
