import Testing
@testable import TerminalLayout

/// `contextMenu(menuItems:)` and `contextMenu(menuItems:preview:)` (MNU2).
struct ContextMenuTests {
    final class Log { var entries: [String] = [] }

    static func view(_ log: Log, preview: Bool = false) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if preview {
                Text("notes.txt").contextMenu {
                    Button("Rename") { log.entries.append("rename") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                } preview: {
                    Text("a preview")
                }
            } else {
                Text("notes.txt").contextMenu {
                    Button("Rename") { log.entries.append("rename") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                }
            }
            Text("below")
        }
    }

    static let closed = ["notes.txt", "below", "", ""]
    static let open = ["notes.txt", "  Rename", "  Delete", "below"]

    @Test("Ctrl-O on the focused view opens the menu below it; Tab reaches its buttons; a button runs and closes it",
          arguments: [false, true])
    func openAndChoose(_ preview: Bool) {
        let log = Log()
        let screen = KeyedScreen(Self.view(log, preview: preview), width: 12, height: 4)
        #expect(screen.text == Self.closed)
        screen.press(.tab)
        #expect(screen.press("o") == .ignored)
        #expect(screen.text == Self.closed)
        screen.press("o", modifiers: .control)
        #expect(screen.text == Self.open)
        screen.press(.tab)
        screen.press(.tab)
        screen.press(.return)
        #expect(log.entries == ["delete"])
        #expect(screen.text == Self.closed)
    }

    @Test("Escape, or Ctrl-O again, closes it without an action")
    func close() {
        let log = Log()
        let screen = KeyedScreen(Self.view(log), width: 12, height: 4)
        screen.press(.tab)
        screen.press("o", modifiers: .control)
        screen.press(.escape)
        #expect(screen.text == Self.closed)
        screen.press("o", modifiers: .control)
        screen.press("o", modifiers: .control)
        #expect(screen.text == Self.closed)
        #expect(log.entries.isEmpty)
    }
}
