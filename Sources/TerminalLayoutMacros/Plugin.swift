import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding TerminalLayout's macros (`@Entry`, `#Preview`, `@Previewable`; SwiftData's `@Model` and its marks).
@main
struct TerminalLayoutMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self,
                                          ModelMacro.self, PersistedPropertyMacro.self, ModelMarkerMacro.self, UniqueMacro.self,
                                          ModelActorMacro.self]
}
