/// A version of an app's schema, as in SwiftData: its version and its models.
///
/// ```swift
/// enum SchemaV1: VersionedSchema {
///     static var versionIdentifier = Schema.Version(1, 0, 0)
///     static var models: [any PersistentModel.Type] { [Book.self] }
/// }
/// ```
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The models of this version.
    static var models: [any PersistentModel.Type] { get }
}
