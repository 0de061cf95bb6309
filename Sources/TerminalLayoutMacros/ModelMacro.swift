import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: a class becomes a SwiftData persistent model, as SwiftData's
/// macro of the same name makes it — observable, its stored properties kept
/// in a backing store, described to the schema.
///
/// ```
/// @Model                              class Book {
/// class Book {                            @_PersistedProperty var title: String
///     var title: String          ─▶       @Transient private var _$backingData = SwiftData._ModelBackingData()
///     init(title: String) { … }           public var persistentBackingData: SwiftData._ModelBackingData { … }
/// }                                       public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
///                                             [SwiftData.Schema.PropertyMetadata(name: "title", keypath: \Book.title,
///                                                                                defaultValue: nil, metadata: nil)]
///                                         }
///                                         public required init(backingData: SwiftData._ModelBackingData) { … }
///                                         @Transient private let _$observationRegistrar = Observation.ObservationRegistrar()
///                                     }
///                                     extension Book: SwiftData.PersistentModel, Observation.Observable {}
/// ```
///
/// Every stored `var` (or `let`) that is not `static` and not `@Transient` is
/// persisted (`@_PersistedProperty`: tracked accessors through the backing
/// store); `@Attribute(…)` and `@Relationship(…)` on one become its
/// metadata (`Schema.Attribute(…)`, `Schema.Relationship(…)`).
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// The backing store, the observation registrar, the schema metadata and `init(backingData:)`.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else { throw ModelError.notAClass }
        let name = type.name.text
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isObserved,
                  !variable.hasAttribute("Transient") else { continue }
            context.diagnose(Diagnostic(node: variable, message: ModelWarning.observedProperty))
        }
        let properties = persistedProperties(of: declaration)
        let metadata = properties.map { property in
            "SwiftData.Schema.PropertyMetadata(name: \"\(property.name)\", keypath: \\\(name).\(property.name), "
                + "defaultValue: nil, metadata: \(property.metadata ?? "nil"))"
        }
        let initializations = properties.map { "_\($0.name) = SwiftData._SwiftDataNoType()" }
            + ["_$backingData = backingData"]
        return [
            "@Transient private var _$backingData = SwiftData._ModelBackingData()",
            """
            public var persistentBackingData: SwiftData._ModelBackingData {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            """
            public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [\(raw: metadata.map { "\n" + $0 }.joined(separator: ","))\(raw: metadata.isEmpty ? "" : "\n")]
            }
            """,
            """
            public required init(backingData: SwiftData._ModelBackingData) {
                \(raw: initializations.joined(separator: "\n"))
            }
            """,
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
        ]
    }

    /// `@_PersistedProperty` on each persisted stored property.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
              Self.isPersisted(variable), !variable.hasAttribute("_PersistedProperty")
        else { return [] }
        return ["@_PersistedProperty"]
    }

    /// `extension Book: SwiftData.PersistentModel, Observation.Observable {}`.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
    }

    /// A persisted property: its name, and its `Schema.Attribute(…)` or `Schema.Relationship(…)` if marked.
    struct Property {
        let name: String
        let metadata: String?
    }

    /// The persisted stored properties of `declaration`, in order.
    static func persistedProperties(of declaration: some DeclGroupSyntax) -> [Property] {
        declaration.memberBlock.members.compactMap { member -> Property? in
            guard let variable = member.decl.as(VariableDeclSyntax.self), isPersisted(variable),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            var metadata: String?
            for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                let attributeName = attribute.attributeName.trimmedDescription
                let arguments = attribute.arguments?.trimmedDescription ?? ""
                if attributeName == "Attribute" || attributeName == "SwiftData.Attribute" {
                    metadata = "SwiftData.Schema.Attribute(\(arguments))"
                } else if attributeName == "Relationship" || attributeName == "SwiftData.Relationship" {
                    metadata = "SwiftData.Schema.Relationship(\(arguments))"
                }
            }
            return Property(name: name, metadata: metadata)
        }
    }

    /// Whether `variable` is a stored instance `var` or `let` of one name, not `@Transient`.
    static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        // A `let` is persisted too, as SwiftData's macro persists it: the compiler expands the
        // accessors on it (a warning in the Swift 5 language mode, an error in Swift 6's).
        guard [.keyword(.var), .keyword(.let)].contains(variable.bindingSpecifier.tokenKind), variable.bindings.count == 1,
              let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
              !variable.hasAttribute("Transient"), !variable.hasAttribute("SwiftData.Transient")
        else { return false }
        let modifiers = variable.modifiers.map(\.name.tokenKind)
        if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class))
            || modifiers.contains(.keyword(.lazy)) { return false }
        // A property with accessors (computed, or with observers) is left as written.
        if binding.accessorBlock != nil { return false }
        return true
    }
}

extension VariableDeclSyntax {
    /// Whether the declaration is a stored `var` with `willSet` or `didSet`.
    var isObserved: Bool {
        guard bindingSpecifier.tokenKind == .keyword(.var), let block = bindings.first?.accessorBlock,
              case .accessors(let accessors) = block.accessors else { return false }
        return accessors.contains { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Whether an attribute named `name` is written on the declaration.
    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }
}

/// Why `@Model` or `@_PersistedProperty` cannot expand.
enum ModelError: Error, CustomStringConvertible {
    case notAClass
    case notAStoredProperty

    var description: String {
        switch self {
        case .notAClass: "'@Model' applies to a class"
        case .notAStoredProperty: "'@_PersistedProperty' applies to a stored 'var' of a class"
        }
    }
}

/// What `@Model` warns about.
enum ModelWarning: String, DiagnosticMessage {
    case observedProperty

    var message: String {
        "a property with 'willSet' or 'didSet' is not persisted nor observed by '@Model'; "
            + "move the observer's work to the code that sets it, or mark the property '@Transient'"
    }
    var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: rawValue) }
    var severity: DiagnosticSeverity { .warning }
}
