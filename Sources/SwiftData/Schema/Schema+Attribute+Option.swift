extension Schema.Attribute {
    /// An option of an attribute: `.unique`, `.externalStorage`, `.ephemeral`, …
    public struct Option: Hashable, Sendable {
        let name: String

        /// The attribute's value is unique among the models of its entity (enforced on insert).
        public static let unique = Option(name: "unique")
        /// Store the value beside the store (accepted; kept in the store here).
        public static let externalStorage = Option(name: "externalStorage")
        /// Encrypt the value in CloudKit (accepted).
        public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
        /// Keep the value in the history after deletion (accepted).
        public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
        /// Track changes but do not persist (accepted; persisted here).
        public static let ephemeral = Option(name: "ephemeral")
        /// Index the value for Spotlight (accepted).
        public static let spotlight = Option(name: "spotlight")
    }
}
