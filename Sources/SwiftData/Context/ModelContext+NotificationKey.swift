extension ModelContext {
    /// Posted before a context saves, as in SwiftData (the object is the context).
    public static let willSave = Notification.Name("SwiftData.ModelContext.willSave")
    /// Posted after a context saved, as in SwiftData: the object is the context, the user info
    /// holds the identifiers of the models inserted, updated and deleted, under `NotificationKey`'s
    /// raw values.
    public static let didSave = Notification.Name("SwiftData.ModelContext.didSave")

    /// The keys of `didSave`'s user info.
    public enum NotificationKey: String, Sendable {
        /// The identifiers of the models inserted (`[PersistentIdentifier]`).
        case insertedIdentifiers = "inserted"
        /// The identifiers of the models changed.
        case updatedIdentifiers = "updated"
        /// The identifiers of the models deleted.
        case deletedIdentifiers = "deleted"
        /// The store's history token (not modelled: absent).
        case queryGeneration
        /// The store's history token (not modelled: absent).
        case invalidatedAllIdentifiers
    }
}
