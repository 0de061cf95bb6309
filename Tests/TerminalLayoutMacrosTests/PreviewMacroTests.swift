import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TerminalLayoutMacros

/// `#Preview`'s and `@Previewable`'s expansions, as text (PRV1).
struct PreviewMacroTests {
    static let macros = ["Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self)]

    /// Expands `source`, recording a test issue for each difference from `expanded`.
    static func check(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
                             failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
    }

    @Test("A trailing closure: a registry type making a Preview of it")
    func trailing() {
        Self.check("""
            #Preview {
                ContentView()
            }
            """, """
            struct __macro_local_15PreviewRegistryfMu_: TerminalLayout.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() throws -> TerminalLayout.Preview {
                    TerminalLayout.Preview {
                        ContentView()
                    }
                }
            }
            """)
    }

    @Test("A name and traits are passed on as written; a body given by its label is the closure")
    func nameAndTraits() {
        Self.check("""
            let x = 1
            #Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 40, height: 10), body: {
                ContentView()
                    .padding()
            })
            """, """
            let x = 1
            struct __macro_local_15PreviewRegistryfMu_: TerminalLayout.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 2
                static let column: Int = 1
                @MainActor static func makePreview() throws -> TerminalLayout.Preview {
                    TerminalLayout.Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 40, height: 10)) {
                        ContentView()
                            .padding()
                    }
                }
            }
            """)
    }

    @Test("@Previewable variables become the state of a view made for the preview; the rest is its body")
    func previewable() {
        Self.check("""
            #Preview("Toggle", traits: .sizeThatFitsLayout) {
                @Previewable @State var isOn = false
                @Previewable @State var name: String = "Ada"
                Toggle(name, isOn: $isOn)
                Text(isOn ? "on" : "off")
            }
            """, """
            struct __macro_local_15PreviewRegistryfMu_: TerminalLayout.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() throws -> TerminalLayout.Preview {
                    TerminalLayout.Preview("Toggle", traits: .sizeThatFitsLayout) {
                        __P_Previewable_Transform_Wrapper()
                    }
                }

                struct __P_Previewable_Transform_Wrapper: TerminalLayout.View {
                    @State var isOn = false
                    @State var name: String = "Ada"

                    var body: some TerminalLayout.View {
                        Toggle(name, isOn: $isOn)
                        Text(isOn ? "on" : "off")
                    }
                }
            }
            """)
    }

    @Test("@Previewable alone adds nothing")
    func previewableAlone() {
        Self.check("""
            @Previewable @State var isOn = false
            """, """
            @State var isOn = false
            """)
    }

    @Test("No body: a diagnostic")
    func noBody() {
        Self.check("""
            #Preview("Nothing")
            """, """
            #Preview("Nothing")
            """, diagnostics: [DiagnosticSpec(message: PreviewMacroTests.noBodyMessage, line: 1, column: 1)])
    }

    static let noBodyMessage = "'#Preview' needs a body: a closure making the view to preview, such as '#Preview { ContentView() }'"
}
