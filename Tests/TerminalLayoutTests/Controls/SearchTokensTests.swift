import Testing
@testable import TerminalLayout

/// A token of a search: a colour's name.
struct SearchToken: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

/// `searchable(text:tokens:…)` and `searchable(text:editableTokens:…)` (SRC4): the tokens
/// before the field; Backspace at the field's start removes the last.
@MainActor
struct SearchTokensTests {
    final class Log { var tokens: [SearchToken] = []; var query = "" }

    private struct Host: View {
        let log: Log
        let editable: Bool
        @State private var query = ""
        @State private var tokens = [SearchToken(name: "red"), SearchToken(name: "blue")]

        var body: some View {
            log.tokens = tokens
            log.query = query
            let base = Text("x")
            return Group {
                if editable {
                    base.searchable(text: $query, editableTokens: $tokens, prompt: "Name") { $token in Text("#" + token.name) }
                } else {
                    base.searchable(text: $query, tokens: $tokens, prompt: "Name") { token in Text("#" + token.name) }
                }
            }
        }
    }

    @Test("The tokens before the field, one column apart; Backspace at the start removes the last, then the one before",
          arguments: [false, true])
    func tokens(_ editable: Bool) {
        let log = Log()
        let screen = KeyedScreen(Host(log: log, editable: editable), width: 20, height: 2)
        #expect(screen.text == ["#red #blue Name", "x"])
        screen.press(.tab)                           // the field
        screen.focus.handle(KeyPress(key: KeyEquivalent("a"), characters: "a"))
        #expect(log.query == "a")
        screen.press(.delete)                        // deletes "a"
        #expect(log.query == "" && log.tokens.map(\.name) == ["red", "blue"])
        screen.press(.delete)                        // at the start: the last token
        #expect(log.tokens.map(\.name) == ["red"])
        #expect(screen.text.first?.hasPrefix("#red ") == true && screen.text.first?.contains("#blue") == false)
        screen.press(.delete)
        screen.press(.delete)                        // none left: nothing happens
        #expect(log.tokens.isEmpty && log.query == "")
    }

    @Test("A text field outside a tokenised search keeps Backspace at its start to itself")
    func plainField() {
        var value = "b"
        let screen = KeyedScreen(TextField("N", text: Binding(get: { value }, set: { value = $0 })), width: 6, height: 1)
        _ = screen.text
        screen.press(.tab)
        screen.press(.home)
        #expect(screen.press(.delete) == .handled)
        #expect(value == "b")
    }
}
