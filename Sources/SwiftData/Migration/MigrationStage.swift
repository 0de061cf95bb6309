/// One step of a `SchemaMigrationPlan`, as in SwiftData (accepted; not run here).
public enum MigrationStage {
    /// A migration the store does alone.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with code run before and after it.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
