import Testing
@testable import TerminalLayout

/// `onMoveCommand`, `onExitCommand` and `onDeleteCommand` (KEY3): the arrow keys, Escape and
/// Delete, taken while the view has focus.
@MainActor
struct CommandModifierTests {
    /// A focusable cell that logs its commands, and a plain focusable view after it.
    private static func tree(_ log: KeyLog, actions: Bool = true) -> some View {
        VStack {
            Text("cell").focusable()
                .onMoveCommand(perform: actions ? { log.entries.append("move \($0)") } : nil)
                .onExitCommand(perform: actions ? { log.entries.append("exit") } : nil)
                .onDeleteCommand(perform: actions ? { log.entries.append("delete") } : nil)
            Text("other").focusable()
        }
        .onKeyPress(phases: .down) { press in log.entries.append("root \(press.key.character.unicodeScalars.first!.value)"); return .ignored }
    }

    @Test("Each command key reaches its action while the view has focus", arguments: [
        (KeyEquivalent.upArrow, "move up"), (.downArrow, "move down"), (.leftArrow, "move left"),
        (.rightArrow, "move right"), (.escape, "exit"), (.delete, "delete"), (.deleteForward, "delete"),
    ])
    func commandKeys(_ key: KeyEquivalent, _ expected: String) {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Self.tree(log)))
        focus.moveFocus(forward: true)
        #expect(focus.handle(KeyPress(key: key)) == .handled)
        #expect(log.entries == [expected])
    }

    @Test("Other keys, another focused view and nil actions pass the press on", arguments: [
        ("a letter", 1, true, KeyEquivalent("x")),
        ("the other view focused", 2, true, KeyEquivalent.upArrow),
        ("nil actions", 1, false, KeyEquivalent.escape),
    ])
    func passedOn(_ name: String, tabs: Int, actions: Bool, key: KeyEquivalent) {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Self.tree(log, actions: actions)))
        for _ in 0..<tabs { focus.moveFocus(forward: true) }
        #expect(focus.handle(KeyPress(key: key)) == .ignored)
        #expect(log.entries == ["root \(key.character.unicodeScalars.first!.value)"])
    }

    @Test("A text field's own arrows and Delete come first; Escape reaches the exit command")
    func controlKeysFirst() {
        let log = KeyLog()
        final class Text { var value = "ab" }
        let text = Text()
        let binding = Binding(get: { text.value }, set: { text.value = $0 })
        let graph = ViewGraph(TextField("name", text: binding)
            .onMoveCommand { log.entries.append("move \($0)") }
            .onExitCommand { log.entries.append("exit") }
            .onDeleteCommand { log.entries.append("delete") })
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in [KeyEquivalent.leftArrow, .delete, .escape] { focus.handle(KeyPress(key: key)) }
        #expect(text.value == "b")          // ← moved the cursor between a and b, Delete removed a
        #expect(log.entries == ["exit"])
    }
}
