import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding TerminalLayout's macros (`@Entry`).
@main
struct TerminalLayoutMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [EntryMacro.self]
}
