extension ModelConfiguration {
    /// The CloudKit database the store syncs with, as in SwiftData (accepted; nothing syncs here).
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?

        /// The app's private database, if it has CloudKit.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No syncing.
        public static let none = CloudKitDatabase(identifier: nil)
        /// The private database of the container `dbName`.
        public static func `private`(_ dbName: String) -> CloudKitDatabase { CloudKitDatabase(identifier: dbName) }
    }
}
