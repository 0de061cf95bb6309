import SwiftSyntax
import SwiftSyntaxMacros

/// `#Unique<Person>([\.name])`: accepted, adds nothing (uniqueness is `@Attribute(.unique)`'s, on one property).
public struct UniqueMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
