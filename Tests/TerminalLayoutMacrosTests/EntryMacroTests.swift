import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TerminalLayoutMacros

/// `@Entry`'s expansions, as text.
struct EntryMacroTests {
    static let macros = ["Entry": MacroSpec(type: EntryMacro.self)]

    /// Expands `source`, recording a test issue for each difference from `expanded` (and `diagnostics`).
    static func check(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
                             failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
    }

    @Test("A type written: a computed default of that type")
    func typed() {
        Self.check("""
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """, """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: TerminalLayout.EnvironmentKey {
                    typealias Value = Color
                    static var defaultValue: Value {
                        .blue
                    }
                }
            }
            """)
    }

    @Test("No type written: the default held in a static let, its type inferred")
    func inferred() {
        Self.check("""
            extension EnvironmentValues {
                @Entry public var count = 3
            }
            """, """
            extension EnvironmentValues {
                public var count {
                    get {
                        self[__Key_count.self]
                    }
                    set {
                        self[__Key_count.self] = newValue
                    }
                }

                private struct __Key_count: TerminalLayout.EnvironmentKey {
                    static let defaultValue = 3
                }
            }
            """)
    }

    @Test("An optional without a value defaults to nil; a qualified container name is read by its last part",
          arguments: ["EnvironmentValues", "SwiftUI.EnvironmentValues", "TerminalLayout.EnvironmentValues"])
    func optional(container: String) {
        Self.check("""
            extension \(container) {
                @Entry var selection: String?
            }
            """, """
            extension \(container) {
                var selection: String? {
                    get {
                        self[__Key_selection.self]
                    }
                    set {
                        self[__Key_selection.self] = newValue
                    }
                }

                private struct __Key_selection: TerminalLayout.EnvironmentKey {
                    typealias Value = String?
                    static var defaultValue: Value {
                        nil
                    }
                }
            }
            """)
    }

    @Test("In ContainerValues: a ContainerValueKey")
    func containerValues() {
        Self.check("""
            extension ContainerValues {
                @Entry var rank: Int = 0
            }
            """, """
            extension ContainerValues {
                var rank: Int {
                    get {
                        self[__Key_rank.self]
                    }
                    set {
                        self[__Key_rank.self] = newValue
                    }
                }

                private struct __Key_rank: TerminalLayout.ContainerValueKey {
                    typealias Value = Int
                    static var defaultValue: Value {
                        0
                    }
                }
            }
            """)
    }

    @Test("In Transaction: a TransactionKey")
    func transaction() {
        Self.check("""
            extension Transaction {
                @Entry var isUndo: Bool = false
            }
            """, """
            extension Transaction {
                var isUndo: Bool {
                    get {
                        self[__Key_isUndo.self]
                    }
                    set {
                        self[__Key_isUndo.self] = newValue
                    }
                }

                private struct __Key_isUndo: TerminalLayout.TransactionKey {
                    typealias Value = Bool
                    static var defaultValue: Value {
                        false
                    }
                }
            }
            """)
    }

    @Test("In FocusedValues: a FocusedValueKey of the unwrapped type, no default", arguments: [
        ("String?", "String"), ("Optional<Binding<Int>>", "Binding<Int>"), ("Note!", "Note"),
    ])
    func focusedValues(_ type: String, _ unwrapped: String) {
        Self.check("""
            extension FocusedValues {
                @Entry var note: \(type)
            }
            """, """
            extension FocusedValues {
                var note: \(type) {
                    get {
                        self[__Key_note.self]
                    }
                    set {
                        self[__Key_note.self] = newValue
                    }
                }

                private struct __Key_note: TerminalLayout.FocusedValueKey {
                    typealias Value = \(unwrapped)
                }
            }
            """)
    }

    @Test("What @Entry cannot expand: an error on the attribute, naming what is wrong",
          arguments: [
              ("extension EnvironmentValues {\n    @Entry let a = 1\n}", "extension EnvironmentValues {\n    let a = 1\n}",
               "'@Entry' applies to one 'var' property without accessors, such as '@Entry var accent: Color = .blue'"),
              ("extension EnvironmentValues {\n    @Entry var a: Int\n}", "extension EnvironmentValues {\n    var a: Int\n}",
               "'@Entry var a' needs a default value ('= …'), or an optional type whose default is nil"),
              ("extension Text {\n    @Entry var a = 1\n}", "extension Text {\n    var a = 1\n}",
               "'@Entry' makes keys in an extension of EnvironmentValues, ContainerValues, FocusedValues or Transaction; 'Text' is not one"),
              ("extension FocusedValues {\n    @Entry var a: Int\n}", "extension FocusedValues {\n    var a: Int\n}",
               "'@Entry var a' in FocusedValues needs an optional type and no default, such as '@Entry var a: Int?'"),
              ("extension FocusedValues {\n    @Entry var a: Int? = 1\n}", "extension FocusedValues {\n    var a: Int? = 1\n}",
               "'@Entry var a' in FocusedValues needs an optional type and no default, such as '@Entry var a: Int?'"),
              ("struct S {\n    @Entry var a = 1\n}", "struct S {\n    var a = 1\n}",
               "'@Entry' makes keys in an extension of EnvironmentValues, ContainerValues, FocusedValues or Transaction"),
          ])
    func errors(source: String, expanded: String, message: String) {
        // One error from each of the two roles (accessor, peer), both on the attribute.
        let spec = DiagnosticSpec(message: message, line: 2, column: 5)
        Self.check(source, expanded, diagnostics: [spec, spec])
    }
}
