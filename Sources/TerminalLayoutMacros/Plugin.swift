import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding TerminalLayout's macros (`@Entry`, `#Preview`, `@Previewable`).
@main
struct TerminalLayoutMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
