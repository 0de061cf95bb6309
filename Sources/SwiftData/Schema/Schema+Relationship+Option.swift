extension Schema.Relationship {
    /// An option of a relationship.
    public struct Option: Hashable, Sendable {
        let name: String
        /// The related models are unique (accepted).
        public static let unique = Option(name: "unique")
    }
}
