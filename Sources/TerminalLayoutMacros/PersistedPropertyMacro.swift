import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty`: a stored property of a model read and written
/// through the model's backing store, each read and write told to the
/// observation registrar (as `@Observable`'s tracked properties are); a
/// placeholder `_name` of type `_SwiftDataNoType` is what its init accessor
/// initializes.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, type) = try Self.property(declaration, in: context)
        // A `let` (persisted, as SwiftData persists it) is read-only: no setter.
        let isLet = declaration.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
        let accessors: [AccessorDeclSyntax] = [
            """
            @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
            init(initialValue) {
                _$backingData.setValue(forKey: \\\(raw: type).\(raw: name), to: initialValue)
                _\(raw: name) = SwiftData._SwiftDataNoType()
            }
            """,
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
                return self.getValue(forKey: \\.\(raw: name))
            }
            """,
            """
            set {
                _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
                    self.setValue(forKey: \\.\(raw: name), to: newValue)
                }
            }
            """,
        ]
        return isLet ? Array(accessors.dropLast()) : accessors
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, _) = try Self.property(declaration, in: context)
        return ["@Transient private var _\(raw: name): SwiftData._SwiftDataNoType"]
    }

    /// The property's name and the name of the class holding it.
    static func property(_ declaration: some DeclSyntaxProtocol,
                         in context: some MacroExpansionContext) throws -> (name: String, type: String) {
        guard let variable = declaration.as(VariableDeclSyntax.self), ModelMacro.isPersisted(variable),
              let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = context.lexicalContext.lazy.compactMap({ $0.as(ClassDeclSyntax.self) }).first?.name.text
        else { throw ModelError.notAStoredProperty }
        return (name, type)
    }
}
