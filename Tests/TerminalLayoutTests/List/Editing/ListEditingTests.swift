import Foundation
import Testing
@testable import TerminalLayout

/// A list of letters deletable and movable as a SwiftUI app writes it.
private struct Letters: View {
    @State var items = ["a", "b", "c", "d"]
    var disabledDelete: String? = nil
    var disabledMove = false

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item).deleteDisabled(item == disabledDelete)
            }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            .moveDisabled(disabledMove)
        }
    }
}

/// `onDelete`, `onMove`, `deleteDisabled`, `moveDisabled`, `EditMode`, `EditButton` (EDIT1).
@MainActor
struct ListEditingTests {
    static let optionDown = (KeyEquivalent.downArrow, EventModifiers.option)
    /// The frame of a 4-row list of `letters`.
    static func rows(_ letters: String) -> [String] {
        (letters.map { " \($0)" } + ["", "", "", ""]).prefix(4).map { $0 }
    }

    @Test("Keys on a focused row: Backspace / Delete delete it, Option- or Shift-↑ ↓ move it; plain ↑ ↓ do not", arguments: [
        ([(.tab, [])], "abcd"),
        ([(.tab, []), (.delete, [])], "bcd"),
        ([(.tab, []), (.tab, []), (.deleteForward, [])], "acd"),
        ([(.tab, []), (.downArrow, .option)], "bacd"),
        ([(.tab, []), (.tab, []), (.upArrow, .shift)], "bacd"),
        ([(.tab, []), (.downArrow, [])], "abcd"),
        ([(.tab, []), (.upArrow, .option)], "abcd"),
        // Focus stays with the row as it moves.
        ([(.tab, []), (.downArrow, .option), (.downArrow, .option), (.downArrow, .option)], "bcda"),
        ([(.tab, []), (.tab, []), (.tab, []), (.tab, []), (.downArrow, .option)], "abcd"),
        ([(.tab, []), (.tab, []), (.tab, []), (.tab, []), (.upArrow, .option), (.upArrow, .option)], "adbc"),
    ] as [([(KeyEquivalent, EventModifiers)], String)])
    func keys(_ keys: [(KeyEquivalent, EventModifiers)], _ expected: String) {
        let screen = KeyedScreen(Letters(), width: 6, height: 4)
        for (key, modifiers) in keys { screen.press(key, modifiers: modifiers) }
        #expect(screen.text == Self.rows(expected))
    }

    @Test("After a delete, the row in the deleted one's place (or the new last row) has focus: Backspace again deletes it", arguments: [
        (1, "cd", "d"),
        (4, "ab", "a"),
        (3, "ab", "a"),
    ])
    func focusAfterDelete(_ row: Int, _ afterTwo: String, _ afterThree: String) {
        let screen = KeyedScreen(Letters(), width: 6, height: 4)
        for _ in 0..<row { screen.press(.tab) }
        screen.press(.delete)
        _ = screen.text
        screen.press(.delete)
        #expect(screen.text == Self.rows(afterTwo))
        screen.press(.delete)
        #expect(screen.text == Self.rows(afterThree))
    }

    @Test("deleteDisabled in a row and moveDisabled on the ForEach refuse their keys, the other edits still work")
    func disabled() {
        let screen = KeyedScreen(Letters(disabledDelete: "b", disabledMove: true), width: 6, height: 4)
        // Drawn first, as an app does: the row reads what its views refuse after a layout (PREF1).
        #expect(screen.text == Self.rows("abcd"))
        screen.press(.tab)
        screen.press(.tab)
        #expect(screen.press(.delete) == .ignored)
        #expect(screen.press(.downArrow, modifiers: .option) == .ignored)
        #expect(screen.text == Self.rows("abcd"))
        screen.press(.tab)
        screen.press(.delete)
        #expect(screen.text == Self.rows("abd"))
    }

    @Test("While editing: ⊖ before a deletable row, ≡ at a movable row's trailing edge; plain ↑ ↓ move")
    func editing() {
        let view = Letters(disabledDelete: "b").environment(\.editMode, .constant(.active))
        let screen = KeyedScreen(view, width: 8, height: 4)
        #expect(screen.text == [" ⊖ a  ≡", " b    ≡", " ⊖ c  ≡", " ⊖ d  ≡"])
        screen.press(.tab)
        screen.press(.downArrow)
        #expect(screen.text == [" b    ≡", " ⊖ a  ≡", " ⊖ c  ≡", " ⊖ d  ≡"])
    }

    @Test("Outside a list the rows are as they are and take no focus")
    func outsideAList() {
        var items = ["a", "b"]
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) }
        }
        let screen = KeyedScreen(view, width: 4, height: 2)
        #expect(screen.text == ["a", "b"])
        #expect(!screen.focus.moveFocus(forward: true))
    }

    @Test("onDelete(perform: nil) turns deleting off; the last modifier wins")
    func nilAction() {
        var deleted: [IndexSet] = []
        let view = List {
            ForEach(["a", "b"], id: \.self) { Text($0) }
                .onDelete { deleted.append($0) }
                .onDelete(perform: nil)
                .onMove { _, _ in }
        }
        let screen = KeyedScreen(view, width: 4, height: 2)
        screen.press(.tab)
        #expect(screen.press(.delete) == .ignored)
        #expect(deleted.isEmpty)
    }

    @Test("In a Section, over a binding: the header is a row of its own; the rows delete and move by their offsets in the data")
    func sectionAndBinding() {
        struct Todos: View {
            struct Todo: Identifiable, Equatable { let id: Int; var title: String }
            @State var todos = [Todo(id: 1, title: "one"), Todo(id: 2, title: "two"), Todo(id: 3, title: "three")]
            var body: some View {
                List {
                    Section("Todo") {
                        ForEach($todos) { $todo in Text(todo.title) }
                            .onDelete { todos.remove(atOffsets: $0) }
                            .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
            }
        }
        let screen = KeyedScreen(Todos(), width: 8, height: 4)
        #expect(screen.text == [" Todo", " one", " two", " three"])
        screen.press(.tab)
        screen.press(.downArrow, modifiers: .option)
        #expect(screen.text == [" Todo", " two", " one", " three"])
        screen.press(.tab)
        screen.press(.deleteForward)
        #expect(screen.text == [" Todo", " two", " one", ""])
    }

    @Test("EditMode.isEditing", arguments: [(EditMode.inactive, false), (.transient, true), (.active, true)])
    func isEditing(_ mode: EditMode, _ expected: Bool) {
        #expect(mode.isEditing == expected)
    }

    @Test("EditButton in a NavigationStack's toolbar: Edit, then Done with the list's rows marked; again, Edit")
    func editButton() {
        let view = NavigationStack { Letters().toolbar { EditButton() } }
        let screen = KeyedScreen(view, width: 10, height: 5)
        #expect(screen.text == ["      Edit", " a", " b", " c", " d"])
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text == ["      Done", " ⊖ a    ≡", " ⊖ b    ≡", " ⊖ c    ≡", " ⊖ d    ≡"])
        screen.press(.return)
        #expect(screen.text == ["      Edit", " a", " b", " c", " d"])
    }

    @Test("An EditButton with no edit mode around it shows Edit and does nothing")
    func editButtonAlone() {
        let screen = KeyedScreen(EditButton(), width: 8, height: 3)
        let before = screen.text
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text == before)
        #expect(before[1].contains("Edit"))
    }
}
