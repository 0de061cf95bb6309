import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a preview of a view, as SwiftUI's macro of the same name
/// makes it (PRV1) — a uniquely named type conforming to `PreviewRegistry`
/// whose `makePreview()` builds a `Preview` from the macro's name, traits
/// and body.
///
/// ```
/// #Preview("Dark") {                  struct $…PreviewRegistry…: TerminalLayout.PreviewRegistry {
///     ContentView()                ─▶     static let fileID: String = "App/ContentView.swift"
/// }                                       static let line: Int = 12
///                                         static let column: Int = 1
///                                         @MainActor static func makePreview() throws -> TerminalLayout.Preview {
///                                             TerminalLayout.Preview("Dark") {
///                                                 ContentView()
///                                             }
///                                         }
///                                     }
/// ```
///
/// Variables marked `@Previewable` in the body (`@Previewable @State var on
/// = false`) become the stored properties of a view made beside it,
/// `__P_Previewable_Transform_Wrapper`, whose `body` is the rest of the
/// closure: the preview is that view, so its state lives as any view's.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        let closure: ClosureExprSyntax
        if let trailing = node.trailingClosure {
            closure = trailing
        } else if let index = arguments.lastIndex(where: { $0.label?.text == "body" }),
                  let body = arguments[index].expression.as(ClosureExprSyntax.self) {
            closure = body
            arguments.remove(at: index)
        } else {
            throw PreviewError.noBody
        }
        let argumentList = arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }.joined(separator: ", ")
        let call = argumentList.isEmpty ? "TerminalLayout.Preview" : "TerminalLayout.Preview(\(argumentList))"

        // The body's statements: `@Previewable` variables, and the rest.
        var previewables: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let attributes = variable.attributes.filter { !isPreviewable($0) }
                let stripped = variable.with(\.attributes, AttributeListSyntax(attributes))
                previewables.append(text(of: stripped, indentedFrom: item))
            } else {
                rest.append(text(of: item, indentedFrom: item))
            }
        }

        let registry = context.makeUniqueName("PreviewRegistry")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let column = location?.column.trimmedDescription ?? "0"
        let wrapper = "__P_Previewable_Transform_Wrapper"
        var lines = [
            "struct \(registry.text): TerminalLayout.PreviewRegistry {",
            "    static let fileID: String = \(file)",
            "    static let line: Int = \(line)",
            "    static let column: Int = \(column)",
            "    @MainActor static func makePreview() throws -> TerminalLayout.Preview {",
            "        \(call) {",
        ]
        lines += previewables.isEmpty ? rest.map { indent($0, by: 12) } : [indent("\(wrapper)()", by: 12)]
        lines += ["        }", "    }"]
        if !previewables.isEmpty {
            lines += ["", "    struct \(wrapper): TerminalLayout.View {"]
            lines += previewables.map { indent($0, by: 8) }
            lines += ["", "        var body: some TerminalLayout.View {"]
            lines += rest.map { indent($0, by: 12) }
            lines += ["        }", "    }"]
        }
        lines.append("}")
        return [DeclSyntax(stringLiteral: lines.joined(separator: "\n"))]
    }

    /// `node`'s text without its trivia, its lines after the first moved
    /// left by the column `item` started at in the source.
    static func text(of node: some SyntaxProtocol, indentedFrom item: some SyntaxProtocol) -> String {
        let leading = item.leadingTrivia.description
        let column = leading.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.count } ?? 0
        let lines = node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
        return ([lines[0]] + lines.dropFirst().map { line in
            let spaces = line.prefix(while: { $0 == " " }).count
            return line.dropFirst(Swift.min(spaces, column))
        }).joined(separator: "\n")
    }

    /// `text` with each line moved right by `spaces`.
    static func indent(_ text: String, by spaces: Int) -> String {
        let prefix = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
    }

    /// Whether `attribute` is `@Previewable`.
    static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = attribute else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}

/// `@Previewable`: marks a variable in a `#Preview` body as the preview's
/// state. `#Preview` reads the mark and moves the variable into the view it
/// makes (PRV1); the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// Why `#Preview` cannot expand.
enum PreviewError: Error, CustomStringConvertible {
    case noBody

    var description: String {
        "'#Preview' needs a body: a closure making the view to preview, such as '#Preview { ContentView() }'"
    }
}
