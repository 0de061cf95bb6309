/// The models a container stores, as in SwiftData: `Schema([Book.self, User.self])`. The
/// models they are related to are added to it.
public final class Schema: @unchecked Sendable {
    /// The version of the schema.
    public let version: Version
    /// The model types, each once: those given, then the ones related to them.
    let types: [any PersistentModel.Type]

    /// A schema of `types` and the models related to them.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.version = version
        var found: [any PersistentModel.Type] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = types
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            found.append(type)
            pending += _EntityInfo.of(type).relationships.map(\.relatedType)
        }
        self.types = found
    }

    /// A schema of `types` and the models related to them.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The schema of a version: its models and version.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// The names of the schema's entities (its model classes' names).
    var entityNames: [String] { types.map { _EntityInfo.of($0).name } }
}
