import Foundation
import Testing
@testable import TerminalLayout

/// Holds a value outside the graph.
private final class Box<T> {
    var value: T
    var log: [String] = []
    init(_ value: T) { self.value = value }
    var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// `textFieldStyle`, vertical fields, fields of values, the deprecated initialiser and
/// `TextEditor` (TXF2).
struct TextInputTests {
    static func key(_ k: KeyEquivalent) -> KeyPress { KeyPress(key: k) }
    static func type(_ s: String, into screen: KeyedScreen) {
        for c in s { screen.focus.handle(KeyPress(key: KeyEquivalent(c), characters: String(c))) }
    }

    @Test("textFieldStyle: .roundedBorder draws a box a cell around the field; .plain and .automatic the field alone")
    func styles() {
        let text = Box("Ada")
        // The text a cell in from the box's border (the box, a shape, is drawn by the renderer).
        let bordered = lay(TextField("Name", text: text.binding).textFieldStyle(.roundedBorder), 8, 3)
        #expect(bordered.size == CGSize(width: 8, height: 3))
        #expect(textFrame(bordered, width: 8, height: 3) == ["", " Ada", ""])
        #expect(bordered.placements.contains { if case .shape = $0.kind { $0.frame == rect(0, 0, 8, 3) } else { false } })
        #expect(!lay(TextField("Name", text: text.binding).textFieldStyle(.plain), 8, 3).placements.contains {
            if case .shape = $0.kind { true } else { false }
        })
        #expect(textFrame(TextField("Name", text: text.binding).textFieldStyle(.plain), width: 8, height: 3) == ["Ada", "", ""])
        #expect(textFrame(TextField("Name", text: text.binding).textFieldStyle(.automatic), width: 8, height: 3) == ["Ada", "", ""])
        // An empty bordered field shows its title inside the box.
        #expect(textFrame(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), width: 8, height: 3)
                == ["", " Name", ""])
    }

    @Test("A vertical field wraps at its width less the cursor's cell, as tall as its rows within lineLimit", arguments: [
        ("abcdefgh", nil, nil, ["abcd", "efgh"]),
        ("abc", nil, nil, ["abc"]),
        ("abc", 3, 5, ["abc", "", ""]),
        ("a\nb\nc\nd\ne\nf", 3, 5, ["a", "b", "c", "d", "e"]),
        ("abcdefgh", 1, 1, ["abcd"]),
        ("ab\n\ncd", nil, nil, ["ab", "", "cd"]),
    ] as [(String, Int?, Int?, [String])])
    func verticalSize(_ text: String, _ low: Int?, _ high: Int?, _ rows: [String]) {
        let field = TextField("Notes", text: .constant(text), axis: .vertical)
        let result: LayoutResult
        if let low, let high {
            result = lay(field.lineLimit(low...high), 5, 20)
        } else {
            result = lay(field, 5, 20)
        }
        #expect(result.size == CGSize(width: 5, height: CGFloat(rows.count)))
        #expect(textFrame(result, width: 5, height: rows.count) == rows)
    }

    @Test("A vertical field: ↑ ↓ move between rows at the same column, typing inserts there, Return submits")
    func verticalEditing() {
        let text = Box("abcdefgh")
        let screen = KeyedScreen(TextField("Notes", text: text.binding, axis: .vertical).onSubmit { text.log.append("submit") },
                                 width: 5, height: 4)
        _ = screen.text
        screen.press(.tab)
        screen.press(.upArrow)
        Self.type("X", into: screen)
        #expect(text.value == "abcdXefgh")
        screen.press(.leftArrow)
        screen.press(.leftArrow)
        screen.press(.downArrow)
        Self.type("Y", into: screen)
        // Rows "abcd", "Xefg", "h": the cursor after X (column 1 of row 1) goes left twice to
        // column 3 of row 0, then down to column 3 of row 1, before "g".
        #expect(text.value == "abcdXefYgh")
        screen.press(.return)
        #expect(text.log == ["submit"])
        #expect(text.value == "abcdXefYgh")
    }

    @Test("A field of a value through .number: shows the value, Return parses the edited text; text that does not parse leaves it", arguments: [
        ("7", 427),
        ("", 4),
        ("x", 42),
    ])
    func formatted(_ typed: String, _ expected: Int) {
        let amount = Box(42)
        let screen = KeyedScreen(TextField("Amount", value: amount.binding, format: .number), width: 8, height: 1)
        #expect(screen.text == ["42"])
        screen.press(.tab)
        if typed.isEmpty { screen.press(.delete) } else { Self.type(typed, into: screen) }
        #expect(amount.value == 42)
        screen.press(.return)
        #expect(amount.value == expected)
        // Text that does not parse is dropped: the field shows the value again.
        #expect(screen.text == ["\(expected)"])
    }

    @Test("A field of a value commits when focus leaves it; an optional value becomes nil when the text does not parse")
    func formattedFocusAndOptional() {
        let amount = Box(10)
        let optional = Box<Double?>(1.5)
        let view = VStack(spacing: 0) {
            TextField("Amount", value: amount.binding, format: .number)
            TextField("Ratio", value: optional.binding, format: .number)
        }
        let screen = KeyedScreen(view, width: 8, height: 2)
        #expect(screen.text == ["10", "1.5"])
        screen.press(.tab)
        Self.type("0", into: screen)
        screen.press(.tab)
        #expect(amount.value == 100)
        // "1.5" becomes "x" (the parser is lenient: "1.5x" would read as 1.5).
        for _ in 0..<3 { screen.press(.delete) }
        Self.type("x", into: screen)
        screen.press(.return)
        #expect(optional.value == nil)
        // Empty and focused: the cursor's cell, then the title.
        #expect(screen.text == ["100", " Ratio"])
    }

    @Test("TextField(_:value:formatter:) with a NumberFormatter")
    func formatter() {
        let price = Box(2.5)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        let screen = KeyedScreen(TextField("Price", value: price.binding, formatter: formatter), width: 8, height: 1)
        #expect(screen.text == ["2.5"])
        screen.press(.tab)
        Self.type("5", into: screen)
        screen.press(.return)
        #expect(price.value == 2.55)
    }

    @Test("The deprecated TextField(_:text:onEditingChanged:onCommit:): focus taken and lost, Return commits")
    func deprecated() {
        let text = Box("")
        let view = VStack {
            TextField("A", text: text.binding, onEditingChanged: { text.log.append("editing \($0)") },
                      onCommit: { text.log.append("commit \(text.value)") })
            Button("B") {}
        }
        let screen = KeyedScreen(view, width: 8, height: 4)
        _ = screen.text
        screen.press(.tab)
        Self.type("hi", into: screen)
        screen.press(.return)
        screen.press(.tab)
        #expect(text.log == ["editing true", "commit hi", "editing false"])
    }

    @Test("TextEditor: all the space offered, rows wrapped; Return inserts a line, ↑ ↓ ← → Home End move, Backspace deletes")
    func textEditor() {
        let text = Box("one\ntwo")
        let screen = KeyedScreen(TextEditor(text: text.binding), width: 6, height: 3)
        #expect(lay(TextEditor(text: text.binding), 6, 3).size == CGSize(width: 6, height: 3))
        #expect(screen.text == ["one", "two", ""])
        screen.press(.tab)
        screen.press(.return)
        Self.type("3", into: screen)
        #expect(text.value == "one\ntwo\n3")
        screen.press(.upArrow)
        screen.press(.upArrow)
        screen.press(.home)
        screen.press(.deleteForward)
        Self.type("O", into: screen)
        #expect(text.value == "One\ntwo\n3")
        screen.press(.end)
        screen.press(.delete)
        #expect(text.value == "On\ntwo\n3")
        #expect(screen.text == ["On", "two", "3"])
    }

    /// A style of your own: its body replaces the editor.
    struct Notice: TextEditorStyle {
        func makeBody(configuration: Configuration) -> some View { Text("read only") }
    }

    @Test("textEditorStyle: .roundedBorder boxes the editor, its text a cell in; .plain and .automatic the editor alone",
          arguments: [
              ("roundedBorder", ["", " one", " two", "", ""], true),
              ("plain", ["one", "two", "", "", ""], false),
              ("automatic", ["one", "two", "", "", ""], false),
              ("own", ["read only", "", "", "", ""], false),
          ])
    func textEditorStyles(_ name: String, _ lines: [String], _ boxed: Bool) {
        let text = Box("one\ntwo")
        let editor = TextEditor(text: text.binding)
        let view: AnyView = switch name {
        case "roundedBorder": AnyView(editor.textEditorStyle(.roundedBorder))
        case "plain": AnyView(editor.textEditorStyle(.plain))
        case "automatic": AnyView(editor.textEditorStyle(.automatic))
        default: AnyView(editor.textEditorStyle(Notice()))
        }
        let result = lay(view, 10, 5)
        #expect(textFrame(result, width: 10, height: 5) == lines)
        #expect(result.placements.contains { if case .shape = $0.kind { $0.frame == rect(0, 0, 10, 5) } else { false } } == boxed)
    }

    @Test("A boxed editor takes keys as the editor alone, wrapping inside its box")
    func boxedEditorEdits() {
        let text = Box("")
        let screen = KeyedScreen(TextEditor(text: text.binding).textEditorStyle(.roundedBorder), width: 6, height: 4)
        screen.press(.tab)
        Self.type("abcdef", into: screen)
        #expect(text.value == "abcdef")
        // 4 columns inside the box, less the cursor's (TXF2): rows of 3.
        #expect(screen.text == ["", " abc", " def", ""])
    }

    @Test("TextEditor scrolls to keep the cursor's row in view")
    func textEditorScrolls() {
        let text = Box("a\nb\nc\nd")
        let screen = KeyedScreen(TextEditor(text: text.binding), width: 4, height: 2)
        #expect(screen.text == ["a", "b"])
        screen.press(.tab)
        #expect(screen.text == ["c", "d"])
    }
}
