extension Schema.Relationship {
    /// What deleting a model does to the models it is related to.
    public enum DeleteRule: String, Hashable, Codable, Sendable {
        /// The related models are deleted too.
        case cascade
        /// Accepted; acts as `nullify` here (deletion is not refused).
        case deny
        /// The related models are left as they are.
        case noAction
        /// The related models' inverse stops pointing at the deleted model (the default).
        case nullify
    }
}
