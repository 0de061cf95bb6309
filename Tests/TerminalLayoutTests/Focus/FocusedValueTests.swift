import Combine
import Observation
import Testing
@testable import TerminalLayout

extension FocusedValues {
    /// The name of the focused row (FocusedValueTests).
    @Entry var rowName: String?
    /// The focused editor's text (FocusedValueTests).
    @Entry var draft: Binding<String>?
}

/// A focusable row publishing its name.
private struct Row: View {
    let name: String
    var body: some View {
        Button(name) {}.focusedValue(\.rowName, name)
    }
}

/// Shows the published row name.
private struct NameReader: View {
    @FocusedValue(\.rowName) private var name
    var body: some View { Text("focused \(name ?? "none")") }
}

/// A note, observed with Combine.
private final class Note: ObservableObject {
    @Published var title: String
    init(_ title: String) { self.title = title }
}

/// A list, observed with Observation.
@Observable
private final class Shelf {
    var label: String
    init(_ label: String) { self.label = label }
}

/// `FocusedValues`, `@FocusedValue`, `@FocusedBinding`, `@FocusedObject`, the publishing
/// modifiers, and commands reading them (FOCV1).
@MainActor
struct FocusedValueTests {
    /// A reader above two rows, in a screen `rows.count + 1` high.
    static func screen(_ content: some View, height: Int = 3) -> KeyedScreen {
        KeyedScreen(content, width: 16, height: height)
    }

    @Test("A view's value is published while it has focus: the reader follows Tab", arguments: [
        (0, "focused none"), (1, "focused a"), (2, "focused b"), (3, "focused a"),
    ])
    func followsFocus(_ tabs: Int, _ expected: String) {
        let screen = Self.screen(VStack(alignment: .leading, spacing: 0) {
            NameReader()
            Row(name: "a")
            Row(name: "b")
        })
        for _ in 0..<tabs { screen.press(.tab) }
        #expect(screen.text.first == expected)
    }

    @Test("Around the focused view the innermost value wins; a scene value shows wherever focus is, after the view's own",
          arguments: [(0, "focused scene"), (1, "focused a"), (2, "focused outer"), (3, "focused scene")])
    func precedence(_ tabs: Int, _ expected: String) {
        let screen = Self.screen(VStack(alignment: .leading, spacing: 0) {
            NameReader()
            Row(name: "a")
            VStack { Button("b") {} }.focusedValue(\.rowName, "outer")
            Button("c") {}
        }
        .focusedSceneValue(\.rowName, "scene"), height: 4)
        screen.focus.settle()
        for _ in 0..<tabs { screen.press(.tab) }
        #expect(screen.text.first == expected)
    }

    @Test("nil publishes nothing: the optional forms leave the key to the views around")
    func nilPublishesNothing() {
        let none: String? = nil
        let screen = Self.screen(VStack(alignment: .leading, spacing: 0) {
            NameReader()
            Button("a") {}.focusedValue(\.rowName, none)
        }
        .focusedValue(\.rowName, "around"), height: 2)
        screen.press(.tab)
        #expect(screen.text.first == "focused around")
    }

    @Test("@FocusedBinding reads and writes the published binding; nil with none published")
    func binding() {
        struct Editor: View {
            @State var text = "hello"
            @FocusedBinding(\.draft) var draft
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("draft \(draft ?? "none") text \(text)")
                    Button("edit") {}.focusedValue(\.draft, $text)
                }
                .onKeyPress("x") { draft = "bye"; return .handled }
            }
        }
        let screen = KeyedScreen(Editor(), width: 24, height: 2)
        #expect(screen.text.first == "draft none text hello")
        screen.press("x")
        #expect(screen.text.first == "draft none text hello")
        screen.press(.tab)
        #expect(screen.text.first == "draft hello text hello")
        screen.press("x")
        #expect(screen.text.first == "draft bye text bye")
        // The binding is made again each time the editor is evaluated: the values settle.
        #expect(!screen.graph.needsUpdate)
    }

    @Test("@FocusedObject: the published ObservableObject, observed; FocusedValue(T.self): an @Observable one")
    func objects() {
        let note = Note("todo"), shelf = Shelf("books")
        struct Reader: View {
            @FocusedObject var note: Note?
            @FocusedValue(Shelf.self) var shelf
            var body: some View { Text("\(note?.title ?? "-") \(shelf?.label ?? "-")") }
        }
        let screen = Self.screen(VStack(alignment: .leading, spacing: 0) {
            Reader()
            Button("n") {}.focusedObject(note)
            Button("s") {}.focusedValue(shelf)
        })
        #expect(screen.text.first == "- -")
        screen.press(.tab)
        #expect(screen.text.first == "todo -")
        note.title = "done"
        screen.focus.settle()
        #expect(screen.text.first == "done -")
        screen.press(.tab)
        #expect(screen.text.first == "- books")
    }

    @Test("Scene objects show wherever focus is")
    func sceneObjects() {
        let note = Note("scene note")
        struct Reader: View {
            @FocusedObject var note: Note?
            var body: some View { Text(note?.title ?? "-") }
        }
        let screen = Self.screen(VStack(alignment: .leading, spacing: 0) { Reader() }.focusedSceneObject(note), height: 1)
        screen.focus.settle()
        #expect(screen.text.first == "scene note")
    }

    @Test("Outside a graph nothing is published")
    func outsideAGraph() {
        #expect(FocusedValue(\.rowName).wrappedValue == nil)
        #expect(FocusedBinding(\.draft).wrappedValue == nil)
        #expect(FocusedObject<Note>().wrappedValue == nil)
        var values = FocusedValues()
        values.rowName = "x"
        #expect(values.rowName == "x")
        values.rowName = nil
        #expect(values.rowName == nil)
    }

    /// Rows and the names a command deleted.
    @Observable
    final class Log {
        var deleted: [String] = []
    }

    /// A command acting on the focused row.
    struct RowCommands: Commands {
        let log: Log
        @FocusedValue(\.rowName) var name
        var body: some Commands {
            CommandMenu("Row") {
                // Without a focused row the command is disabled: "none" is never logged.
                Button("Delete") { log.deleted.append(name ?? "none") }
                    .keyboardShortcut("d")
                    .disabled(name == nil)
            }
        }
    }

    @Test("Commands read the focused value: the command acts on the focused row, and is disabled with none",
          arguments: [(0, [String]()), (1, ["a"]), (2, ["b"])])
    func commands(_ tabs: Int, _ deleted: [String]) {
        let log = Log()
        let window = VStack(alignment: .leading, spacing: 0) {
            Row(name: "a")
            Row(name: "b")
        }
        let screen = KeyedScreen(window._commands(RowCommands(log: log)._views), width: 8, height: 2)
        _ = screen.text
        for _ in 0..<tabs { screen.press(.tab) }
        screen.press("d", modifiers: .control)  // KBD1: a `.command` shortcut is Control
        #expect(log.deleted == deleted)
    }
}
