import SwiftSyntax
import SwiftSyntaxMacros

/// `@Attribute(…)`, `@Relationship(…)`, `@Transient`: marks read by `@Model`; they add nothing themselves.
public struct ModelMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
