import Testing
@testable import TerminalLayout

/// `RenameButton` with `renameAction`, and `PasteButton` (RNM1).
@MainActor
struct RenameButtonTests {
    final class Log { var count = 0 }

    @Test("A rename button is a Button labelled Rename with a pencil; Return runs the rename action")
    func runsAction() {
        let log = Log()
        let graph = ViewGraph(RenameButton().renameAction { log.count += 1 })
        let focus = FocusSystem(graph: graph)
        let rows = textFrame(graph.layout(proposal: ProposedViewSize(width: 14, height: 3)), width: 14, height: 3)
        #expect(rows == ["", "  ✎ Rename", ""])
        #expect(focus.moveFocus(forward: true))
        #expect(focus.handle(KeyPress(key: .return)) == .handled)
        #expect(log.count == 1)
    }

    @Test("Without a rename action the button is disabled: it takes no focus")
    func disabledWithoutAction() {
        let focus = FocusSystem(graph: ViewGraph(RenameButton()))
        #expect(!focus.moveFocus(forward: true))
    }

    private struct Editor: View {
        @FocusState private var isEditing: Bool
        var body: some View {
            VStack {
                TextField("Name", text: .constant("x")).focused($isEditing).id("field")
                RenameButton()
            }
            .renameAction($isEditing)
        }
    }

    @Test("renameAction with a focus binding: the button moves focus to the bound field")
    func focusesField() {
        let graph = ViewGraph(Editor())
        let focus = FocusSystem(graph: graph)
        let result = graph.layout(proposal: ProposedViewSize(width: 14, height: 5))
        focus.moveFocus(forward: true)
        focus.moveFocus(forward: true)             // the button
        #expect(focus.focusedFrame != result.frame(for: "field"))
        focus.handle(KeyPress(key: .return))
        #expect(focus.focusedFrame == result.frame(for: "field"))
    }

    @Test("A paste button is Paste, disabled: no focus, onPaste never called")
    func pasteButton() {
        let log = Log()
        let button = PasteButton(payloadType: String.self) { _ in log.count += 1 }
        let graph = ViewGraph(button)
        let focus = FocusSystem(graph: graph)
        let rows = textFrame(graph.layout(proposal: ProposedViewSize(width: 14, height: 3)), width: 14, height: 3)
        #expect(rows == ["", "  ⧉ Paste", ""])
        #expect(!focus.moveFocus(forward: true))
        focus.handle(KeyPress(key: .return))
        #expect(log.count == 0)
    }
}
