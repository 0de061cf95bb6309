import Testing
@testable import TerminalLayout

/// `contextMenu(menuItems:)`, `contextMenu(menuItems:preview:)` and iOS 13's
/// `contextMenu(_: ContextMenu?)` (MNU2).
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

    /// iOS 13's form: a `ContextMenu` value, or `nil` for none, switched by a key; the text
    /// keeps its `@State` count when the menu comes and goes.
    struct Legacy: View {
        let log: Log
        @State private var hasMenu = true
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("n\(count)")
                    .contextMenu(hasMenu ? ContextMenu { Button("Rename") { log.entries.append("rename") } } : nil)
                Text("below")
            }
            .onKeyPress("m") { hasMenu.toggle(); return .handled }
            .onKeyPress("+") { count += 1; return .handled }
        }
    }

    @Test("contextMenu(ContextMenu { … }) opens as contextMenu(menuItems:); with nil the view takes no focus and has no menu")
    @MainActor func legacyForm() {
        let log = Log()
        let screen = KeyedScreen(Legacy(log: log), width: 10, height: 3)
        screen.press("+")
        #expect(screen.text == ["n1", "below", ""])
        screen.press(.tab)
        screen.press("o", modifiers: .control)
        #expect(screen.text == ["n1", "  Rename", "below"])
        screen.press(.tab)
        screen.press(.return)
        #expect(log.entries == ["rename"])
        #expect(screen.text == ["n1", "below", ""])
        // No menu: Ctrl-O does nothing; the count (the view's state) is kept.
        screen.press("m")
        screen.press("o", modifiers: .control)
        #expect(screen.text == ["n1", "below", ""])
        screen.press("+")
        #expect(screen.text == ["n2", "below", ""])
    }
}
