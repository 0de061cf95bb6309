import Testing
@testable import TerminalLayout

/// `contextMenu(forSelectionType:menu:primaryAction:)` (MNU5): Ctrl-O on a row opens the menu
/// for the selection (when the row is in it) or the row; Return runs the primary action.
@MainActor
struct SelectionContextMenuTests {
    final class Log { var entries: [String] = [] }

    /// A list of three rows, 1 2 3, with a set selection, its menu naming the items.
    private struct Files: View {
        let log: Log
        let withAction: Bool
        @State var selection: Set<Int> = []

        var body: some View {
            let list = List([1, 2, 3], id: \.self, selection: $selection) { Text("row \($0)") }
            if withAction {
                list.contextMenu(forSelectionType: Int.self) { items in
                    Text("for \(items.sorted())")
                    Button("Open") { log.entries.append("open \(items.sorted())") }
                } primaryAction: { items in
                    log.entries.append("primary \(items.sorted())")
                }
            } else {
                list.contextMenu(forSelectionType: Int.self) { items in
                    Text("for \(items.sorted())")
                }
            }
        }
    }

    @Test("The menu is for the selection when the focused row is selected, else for that row alone",
          arguments: [
              // Rows selected with Space, then the row Ctrl-O is pressed on: Tab count from the top.
              ([1, 2], 2, "for [1, 2]"),
              ([1, 2], 3, "for [3]"),
              ([], 1, "for [1]"),
              ([3], 3, "for [3]"),
          ])
    func menuItems(_ selected: [Int], on row: Int, shown: String) {
        let screen = KeyedScreen(Files(log: Log(), withAction: false), width: 16, height: 6)
        _ = screen.text
        var focused = 0
        for target in selected {
            screen.tab(target - focused, then: .space)
            focused = target
        }
        for _ in 0..<(row - focused) { screen.press(.tab) }
        screen.press("o", modifiers: .control)
        // The menu right below the row, two columns in from the row's text (a list row is
        // inset one column).
        #expect(screen.text[row - 1] == " row \(row)" && screen.text[row] == "   " + shown)
        #expect(screen.press(.escape) == .handled)
        #expect(screen.text == [" row 1", " row 2", " row 3", "", "", ""])
    }

    @Test("Return on a row runs the primary action for its items, leaving the selection; Space selects")
    func primaryAction() {
        let log = Log()
        let screen = KeyedScreen(Files(log: log, withAction: true), width: 16, height: 6)
        _ = screen.text
        screen.tab(1, then: .space)                  // select 1
        screen.tab(1, then: .return)                 // row 2, not selected: [2]
        screen.press(.tab, modifiers: .shift)
        screen.press(.return)                        // row 1, selected: [1]
        #expect(log.entries == ["primary [2]", "primary [1]"])
        screen.press("o", modifiers: .control)       // the menu below row 1
        screen.tab(1, then: .return)                 // the menu's Open
        #expect(log.entries == ["primary [2]", "primary [1]", "open [1]"])
    }
}
