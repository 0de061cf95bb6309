/// How an app's store moves from one schema version to the next, as in SwiftData.
///
/// Accepted, and its stages not run: a store file is read by property name, so a property
/// added with an optional type reads as `nil`, a property removed is ignored (a lightweight
/// migration), and anything else fails to load with a `SwiftDataError`.
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages between them.
    static var stages: [MigrationStage] { get }
}
