import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a stored-looking property in an extension of `EnvironmentValues`
/// (or `ContainerValues`, `FocusedValues`, `Transaction`) becomes a computed one backed by a
/// key made beside it, as SwiftUI's macro of the same name does.
///
/// ```
/// extension EnvironmentValues {          extension EnvironmentValues {
///     @Entry var accent: Color = .blue       var accent: Color {
/// }                                   ─▶         get { self[__Key_accent.self] }
///                                                set { self[__Key_accent.self] = newValue }
///                                            }
///                                            private struct __Key_accent: TerminalLayout.EnvironmentKey {
///                                                typealias Value = Color
///                                                static var defaultValue: Value { .blue }
///                                            }
///                                        }
/// ```
///
/// With a type written, the default is a computed property: evaluated each
/// time it is read, so a value that is not `Sendable` needs no annotation
/// (Swift 6). Without one (`@Entry var count = 0`) the key holds it in a
/// `static let`. An optional without a value defaults to `nil`. In
/// `FocusedValues` the type must be optional and there is no default: the
/// key's `Value` is the unwrapped type.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The get and set accessors, through the key.
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    /// The key: a private type conforming to the container's key protocol.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, in: context)
        if entry.isFocusedValue {
            // A focused value has no default (none is published): the key names the unwrapped type.
            return [
                """
                private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                    typealias Value = \(raw: entry.unwrappedType ?? "Never")
                }
                """,
            ]
        }
        let defaultValue: DeclSyntax = if let type = entry.type {
            """
            typealias Value = \(raw: type)
            static var defaultValue: Value { \(raw: entry.initialValue ?? "nil") }
            """
        } else {
            "static let defaultValue = \(raw: entry.initialValue ?? "nil")"
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                \(defaultValue)
            }
            """,
        ]
    }
}

/// What `@Entry` reads off the property it is attached to.
struct Entry {
    /// `__Key_` and the property's name.
    let keyName: String
    /// The key protocol of the type the extension extends.
    let keyProtocol: String
    /// The type written after the name, if any.
    let type: String?
    /// The expression after `=`, if any.
    let initialValue: String?
    /// Whether the property is in an extension of `FocusedValues` (its key has no default).
    let isFocusedValue: Bool
    /// The type written, without the optional around it (`Int?`, `Optional<Int>`: `Int`).
    let unwrappedType: String?

    /// The containers `@Entry` makes keys for here, by their name, and each one's key protocol.
    static let keyProtocols = [
        "EnvironmentValues": "TerminalLayout.EnvironmentKey",
        "ContainerValues": "TerminalLayout.ContainerValueKey",
        "FocusedValues": "TerminalLayout.FocusedValueKey",
        "Transaction": "TerminalLayout.TransactionKey",
    ]

    init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, binding.accessorBlock == nil
        else { throw EntryError.notAVariable }
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
            .extendedType.trimmedDescription
        // `SwiftUI.EnvironmentValues` or `TerminalLayout.EnvironmentValues`: the last component names it.
        let container = extended.flatMap { $0.split(separator: ".").last.map(String.init) }
        guard let container, let keyProtocol = Self.keyProtocols[container] else {
            throw EntryError.unsupportedContainer(extended)
        }
        let type = binding.typeAnnotation?.type
        let initialValue = binding.initializer?.value.trimmedDescription
        let isOptional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
            || type.map { $0.trimmedDescription.hasPrefix("Optional<") } == true
        self.isFocusedValue = container == "FocusedValues"
        if isFocusedValue {
            // SwiftUI's rule: a focused value is optional, with no default.
            guard isOptional, initialValue == nil || initialValue == "nil" else { throw EntryError.focusedValueNotOptional(name.text) }
        } else if initialValue == nil && !isOptional {
            throw EntryError.noDefaultValue(name.text)
        }
        if let optional = type?.as(OptionalTypeSyntax.self) {
            unwrappedType = optional.wrappedType.trimmedDescription
        } else if let optional = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            unwrappedType = optional.wrappedType.trimmedDescription
        } else if let generic = type?.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
                  let argument = generic.genericArgumentClause?.arguments.first {
            unwrappedType = argument.argument.trimmedDescription
        } else {
            unwrappedType = nil
        }
        self.keyName = "__Key_\(name.text)"
        self.keyProtocol = keyProtocol
        self.type = type?.trimmedDescription
        self.initialValue = initialValue
    }
}

/// Why `@Entry` cannot expand.
enum EntryError: Error, CustomStringConvertible {
    case notAVariable
    case unsupportedContainer(String?)
    case noDefaultValue(String)
    case focusedValueNotOptional(String)

    var description: String {
        switch self {
        case .notAVariable:
            "'@Entry' applies to one 'var' property without accessors, such as '@Entry var accent: Color = .blue'"
        case .unsupportedContainer(let type):
            "'@Entry' makes keys in an extension of EnvironmentValues, ContainerValues, FocusedValues or Transaction"
                + (type.map { "; '\($0)' is not one" } ?? "")
        case .noDefaultValue(let name):
            "'@Entry var \(name)' needs a default value ('= …'), or an optional type whose default is nil"
        case .focusedValueNotOptional(let name):
            "'@Entry var \(name)' in FocusedValues needs an optional type and no default, such as '@Entry var \(name): Int?'"
        }
    }
}
