extension ModelConfiguration {
    /// The app group whose container holds the store, as in SwiftData (accepted; a terminal app
    /// has no app groups: the store is where the configuration's `url` says).
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?

        /// The app's group, if it has one.
        public static let automatic = GroupContainer(identifier: nil)
        /// No group.
        public static let none = GroupContainer(identifier: nil)
        /// The group named `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }
}
