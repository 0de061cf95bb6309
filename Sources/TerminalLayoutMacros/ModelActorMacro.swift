import SwiftSyntax
import SwiftSyntaxMacros

/// `@ModelActor`: an actor gets a container, an executor over a context of its own and
/// `init(modelContainer:)`, and conforms to `ModelActor`, as SwiftData's macro makes it.
///
/// ```
/// @ModelActor                      actor Importer {
/// actor Importer {          ─▶         nonisolated let modelExecutor: any SwiftData.ModelExecutor
/// }                                    nonisolated let modelContainer: SwiftData.ModelContainer
///                                      init(modelContainer: SwiftData.ModelContainer) { … }
///                                  }
///                                  extension Importer: SwiftData.ModelActor {}
/// ```
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { throw ModelActorError.notAnActor }
        return [
            "nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}

/// Why `@ModelActor` cannot expand.
enum ModelActorError: Error, CustomStringConvertible {
    case notAnActor

    var description: String { "'@ModelActor' applies to an actor" }
}
