import Foundation
import Testing
@testable import TerminalLayout

/// Holds a string outside the graph.
private final class TextBox {
    var value: String
    init(_ value: String) { self.value = value }
    var binding: Binding<String> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A style as SwiftUI tutorials write one: the field, padded, between two bars.
private struct BarredStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        HStack(spacing: 0) {
            Text("[")
            configuration.padding(.horizontal, 1)
            Text("]")
        }
    }
}

/// A style that puts a marker before the field.
private struct MarkedStyle: TextFieldStyle {
    let mark: String
    func _body(configuration: TextField<_Label>) -> some View {
        HStack(spacing: 0) {
            Text(mark)
            configuration
        }
    }
}

/// Text field styles of your own (TXF3): `_body(configuration:)` draws each field below
/// `textFieldStyle`, given the field itself.
@MainActor
struct TextFieldStyleTests {
    /// The fields drawn, by name.
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case custom, emptyShowsTheTitle, secure, nearestWins, plainBelow
        var testDescription: String { rawValue }

        @MainActor var view: AnyView {
            let field = TextField("Name", text: .constant("Ada"))
            switch self {
            case .custom: return AnyView(field.textFieldStyle(BarredStyle()))
            case .emptyShowsTheTitle: return AnyView(TextField("Name", text: .constant("")).textFieldStyle(BarredStyle()))
            case .secure: return AnyView(SecureField("Pin", text: .constant("12")).textFieldStyle(MarkedStyle(mark: ">")))
            case .nearestWins: return AnyView(field.textFieldStyle(MarkedStyle(mark: "*")).textFieldStyle(BarredStyle()))
            case .plainBelow: return AnyView(field.textFieldStyle(.plain).textFieldStyle(BarredStyle()))
            }
        }
    }

    @Test("A style of your own wraps every field below it; the nearest style wins; a style given replaces it",
          arguments: [
              (Case.custom, "[ Ada   ]"),
              (.emptyShowsTheTitle, "[ Name  ]"),
              (.secure, ">••"),
              (.nearestWins, "*Ada"),
              (.plainBelow, "Ada"),
          ])
    func drawn(_ drawn: Case, row: String) {
        #expect(textFrame(drawn.view, width: 9, height: 1) == [row])
    }

    @Test("A style over a rounded-border parent: the box is not drawn for a style of your own")
    func customReplacesBorder() {
        let result = lay(TextField("Name", text: .constant("Ada")).textFieldStyle(BarredStyle())
            .textFieldStyle(.roundedBorder), 9, 3)
        #expect(!result.placements.contains { if case .shape = $0.kind { true } else { false } })
        #expect(textFrame(result, width: 9, height: 3).first == "[ Ada   ]")
    }

    @Test("The field inside the style keeps focus and edits its binding; Return submits")
    func editsThroughTheStyle() {
        let text = TextBox("Ad")
        var submitted = 0
        let screen = KeyedScreen(TextField("Name", text: text.binding).onSubmit { submitted += 1 }
            .textFieldStyle(BarredStyle()), width: 9, height: 1)
        #expect(screen.text == ["[ Ad    ]"])
        screen.press(.tab)
        screen.focus.handle(KeyPress(key: KeyEquivalent("a"), characters: "a"))
        #expect(text.value == "Ada")
        #expect(screen.text == ["[ Ada   ]"])
        screen.press(.return)
        #expect(submitted == 1)
    }
}
