import Testing
@testable import TerminalLayout

/// `swipeActions(edge:allowsFullSwipe:content:)` (LIST3).
struct SwipeActionsTests {
    final class Log { var entries: [String] = [] }

    static func list(_ log: Log) -> some View {
        List {
            Text("mail").swipeActions {
                Button("Delete", role: .destructive) { log.entries.append("delete") }
            }
            Text("news").swipeActions(edge: .leading, allowsFullSwipe: false) {
                Button("Pin") { log.entries.append("pin") }
            }
        }
    }

    @Test("→ reveals a row's trailing actions at its trailing edge, ← a leading edge's before it; the other arrow or Escape hide them",
          arguments: [
            ([(KeyEquivalent.tab, 1)], [" mail", " news"]),
            ([(.tab, 1), (.rightArrow, 1)], [" mail    Delete", " news"]),
            ([(.tab, 1), (.rightArrow, 1), (.leftArrow, 1)], [" mail", " news"]),
            ([(.tab, 1), (.rightArrow, 1), (.escape, 1)], [" mail", " news"]),
            ([(.tab, 1), (.leftArrow, 1)], [" mail", " news"]),
            ([(.tab, 2), (.leftArrow, 1)], [" mail", " Pin news"]),
            ([(.tab, 2), (.leftArrow, 1), (.rightArrow, 1)], [" mail", " news"]),
          ] as [([(KeyEquivalent, Int)], [String])])
    func reveal(_ keys: [(KeyEquivalent, Int)], _ expected: [String]) {
        let screen = KeyedScreen(Self.list(Log()), width: 16, height: 2)
        for (key, times) in keys { for _ in 0..<times { screen.press(key) } }
        #expect(screen.text == expected)
    }

    @Test("An action is reached with Tab; it runs and hides the actions")
    func action() {
        let log = Log()
        let screen = KeyedScreen(Self.list(log), width: 16, height: 2)
        screen.press(.tab)
        screen.press(.rightArrow)
        screen.press(.tab)
        screen.press(.return)
        #expect(log.entries == ["delete"])
        #expect(screen.text == [" mail", " news"])
    }

    @Test("Outside a list the view is as it is and takes no focus")
    func outside() {
        let view = Text("mail").swipeActions { Button("Delete") {} }
        let screen = KeyedScreen(view, width: 10, height: 1)
        #expect(screen.text == ["mail"])
        #expect(!screen.focus.moveFocus(forward: true))
    }
}
