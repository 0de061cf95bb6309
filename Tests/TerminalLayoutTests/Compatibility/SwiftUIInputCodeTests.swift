import Testing
@testable import TerminalLayout

// View code in the style SwiftUI developers write for keys and focus —
// onKeyPress in its five forms, @FocusState with an enum and a Bool, a
// child view taking @FocusState.Binding, Button in its forms — compiled
// unchanged but for the import (issue 14).

private enum Field: Hashable {
    case username, password
}

private struct LoginForm: View {
    @FocusState private var focusedField: Field?
    @State private var log: [String] = []
    let onSubmit: (String) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("Username")
                .focusable()
                .focused($focusedField, equals: .username)
            Text("Password")
                .focusable()
                .focused($focusedField, equals: .password)
            HStack {
                Button("Sign In") {
                    onSubmit("sign in")
                }
                Button("Cancel", role: .cancel) {
                    focusedField = nil
                }
                Button(action: { onSubmit("help") }) {
                    Image(systemName: "questionmark.circle")
                }
            }
        }
        .onKeyPress(.return) {
            if focusedField == .username {
                focusedField = .password
                return .handled
            }
            return .ignored
        }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            focusedField = press.key == .upArrow ? .username : .password
            return .handled
        }
        .onKeyPress(characters: .letters, phases: .down) { press in
            onSubmit("typed \(press.characters)")
            return .handled
        }
        .onKeyPress(phases: .all) { press in
            press.modifiers.contains(.control) ? .handled : .ignored
        }
        .onKeyPress("q", phases: [.down, .repeat]) { _ in .ignored }
    }
}

private struct Row: View {
    @FocusState.Binding var isFocused: Bool
    var body: some View {
        Text(isFocused ? "> row" : "  row").focusable().focused($isFocused)
    }
}

private struct List: View {
    @FocusState private var rowFocused: Bool
    var body: some View {
        Row(isFocused: $rowFocused)
    }
}

@MainActor
struct SwiftUIInputCodeTests {
    @Test("A login form: Return moves from username to password, the arrows pick a field, letters type, Tab reaches the buttons")
    func loginForm() {
        var submitted: [String] = []
        let graph = ViewGraph(LoginForm { submitted.append($0) })
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))                      // username
        focus.handle(KeyPress(key: .return))                   // → password
        focus.handle(KeyPress(key: "a"))                       // typed a
        focus.handle(KeyPress(key: .upArrow))                  // → username
        focus.handle(KeyPress(key: .tab))                      // password
        focus.handle(KeyPress(key: .tab))                      // Sign In
        focus.handle(KeyPress(key: .return))                   // sign in
        focus.handle(KeyPress(key: .tab, modifiers: .shift))   // password
        focus.handle(KeyPress(key: .downArrow))                // stays password
        focus.handle(KeyPress(key: .tab, modifiers: .shift))   // username
        focus.handle(KeyPress(key: .tab, modifiers: .shift))   // wraps: the help button
        focus.handle(KeyPress(key: .space))                    // help
        #expect(submitted == ["typed a", "sign in", "help"])
    }

    @Test("A child view's @FocusState.Binding follows its parent's focus state")
    func focusBindingInChild() {
        let graph = ViewGraph(List().id("list"))
        let focus = FocusSystem(graph: graph)
        func text() -> [String] {
            graph.layout(proposal: ProposedViewSize(width: 10, height: 1)).placements.compactMap {
                if case .text(let text) = $0.kind { text.lines.first } else { nil }
            }
        }
        #expect(text() == ["  row"])
        focus.moveFocus(forward: true)
        #expect(text() == ["> row"])
    }
}
