/// Makes a class a persistent model, as SwiftData's `@Model`: its stored properties are kept
/// in a backing store and persisted, reads and writes are observed (views that read one are
/// evaluated again when it changes), and the class conforms to `PersistentModel`.
@attached(member, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata),
          named(init), named(_$observationRegistrar))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "TerminalLayoutMacros", type: "ModelMacro")

/// Internal to `@Model`: a stored property read and written through the backing store.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "TerminalLayoutMacros", type: "PersistedPropertyMacro")

/// Options for a model's attribute: `@Attribute(.unique) var name: String`.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TerminalLayoutMacros", type: "ModelMarkerMacro")

/// A relationship's delete rule and inverse: `@Relationship(deleteRule: .cascade, inverse: \Job.owner) var jobs = [Job]()`.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TerminalLayoutMacros", type: "ModelMarkerMacro")

/// A property of a model that is not persisted: `@Transient var isExpanded = false`.
@attached(peer)
public macro Transient() = #externalMacro(module: "TerminalLayoutMacros", type: "ModelMarkerMacro")

/// Unique constraints over several properties: `#Unique<Person>([\.givenName, \.familyName])`.
/// Accepted and not enforced here (`@Attribute(.unique)` is, on one property).
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...)
    = #externalMacro(module: "TerminalLayoutMacros", type: "UniqueMacro")

/// Makes an actor a model actor, as SwiftData's `@ModelActor`: `modelContainer`,
/// `modelExecutor` (its own context) and `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "TerminalLayoutMacros", type: "ModelActorMacro")
