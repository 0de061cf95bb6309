import Testing
@testable import TerminalLayout

/// Holds a field's text outside the graph.
private final class TextBox {
    var text: String
    var submitted: [String] = []
    init(_ text: String = "") { self.text = text }
    var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}

/// `TextField`, `SecureField`, `onSubmit` (TXF1).
struct TextFieldTests {
    /// A graph of `view` with its focus system, the first focusable view focused.
    static func focused(_ view: some View) -> (ViewGraph, FocusSystem) {
        let graph = ViewGraph(view)
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        return (graph, focus)
    }

    static func type(_ keys: [KeyPress], into focus: FocusSystem) {
        for key in keys { focus.handle(key) }
    }

    static func key(_ k: KeyEquivalent) -> KeyPress { KeyPress(key: k) }
    static func chars(_ s: String) -> [KeyPress] { s.map { KeyPress(key: KeyEquivalent($0), characters: String($0)) } }

    @Test("Empty and unfocused: the prompt or the title in .secondary; one row as wide as offered; ideal width the text's plus a cell",
          arguments: [(nil, "Name"), ("Your name", "Your name")] as [(String?, String)])
    func placeholder(_ prompt: String?, _ shown: String) {
        let field = TextField("Name", text: .constant(""), prompt: prompt.map { Text($0) })
        let result = lay(field, 12, 3)
        #expect(result.size == CGSize(width: 12, height: 1))
        #expect(textFrame(result, width: 12, height: 1) == [shown])
        let text = result.placements.compactMap { if case .text(let t) = $0.kind { t } else { nil } }.first
        #expect(text?.foreground == .secondary)
        #expect(lay(field, nil, nil).size == CGSize(width: shown.count + 1, height: 1))
    }

    @Test("Typing inserts at the cursor; Backspace, Delete, ← → Home End edit as a line editor does", arguments: [
        ([], "hello", 5),
        (chars("!"), "hello!", 6),
        ([key(.leftArrow), key(.leftArrow)] + chars("X"), "helXlo", 4),
        ([key(.home), key(.deleteForward)], "ello", 0),
        ([key(.delete)], "hell", 4),
        ([key(.leftArrow), key(.delete)], "helo", 3),
        ([key(.home), key(.delete)], "hello", 0),
        ([key(.end), key(.rightArrow)] + chars(" w"), "hello w", 7),
        ([key(.home), key(.rightArrow)] + chars("éè"), "héèello", 3),
    ] as [([KeyPress], String, Int)])
    func editing(_ keys: [KeyPress], _ expected: String, _ cursor: Int) {
        let box = TextBox("hello")
        let (graph, focus) = Self.focused(TextField("T", text: box.binding))
        Self.type(keys, into: focus)
        #expect(box.text == expected)
        // The cursor's cell is the one drawn on the accent colour.
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 1))
        let cursorCell = result.placements.first { if case .color = $0.kind { true } else { false } }
        let columns = Array(expected)[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(cursorCell?.frame.minX == CGFloat(columns))
        #expect(textFrame(result, width: 20, height: 1) == [expected])
    }

    @Test("Tab and Escape are not taken (Tab moves focus to the next field); keys with Control are not typed")
    func keysNotTaken() {
        let first = TextBox(), second = TextBox()
        let (_, focus) = Self.focused(VStack { TextField("a", text: first.binding); TextField("b", text: second.binding) })
        #expect(focus.handle(Self.key(.escape)) == .ignored)
        #expect(focus.handle(KeyPress(key: "x", characters: "x", modifiers: .control)) == .ignored)
        Self.type(Self.chars("1"), into: focus)
        focus.handle(Self.key(.tab))
        Self.type(Self.chars("2"), into: focus)
        #expect((first.text, second.text) == ("1", "2"))
    }

    @Test("Return runs the innermost onSubmit above the field; onSubmit(of: .search) is not a text field's")
    func submit() {
        let box = TextBox("q")
        var log: [String] = []
        let view = VStack {
            TextField("T", text: box.binding).onSubmit { log.append("inner \(box.text)") }
        }
        .onSubmit { log.append("outer") }
        let (_, focus) = Self.focused(view)
        #expect(focus.handle(Self.key(.return)) == .handled)
        #expect(log == ["inner q"])
        let (_, other) = Self.focused(TextField("T", text: box.binding).onSubmit(of: .search) { log.append("search") })
        other.handle(Self.key(.return))
        #expect(log == ["inner q"])
    }

    @Test("A text wider than the field scrolls to keep the cursor's cell in view", arguments: [
        ("abcdefgh", 8, 5, 4, 8), ("abcdefgh", 0, 5, 0, 5), ("abcdefgh", 3, 5, 0, 5), ("abcdefgh", 6, 5, 2, 7),
        ("漢字漢字", 4, 5, 2, 4), ("ab", 2, 5, 0, 2),
    ])
    func window(_ text: String, _ cursor: Int, _ width: Int, _ start: Int, _ end: Int) {
        let window = TextFieldLine.window(Array(text), cursor: cursor, width: width)
        #expect(window.start == start)
        #expect(window.end == end)
    }

    @Test("SecureField's iOS 13 onCommit runs on Return, with the text typed", arguments: [false, true])
    func secureOnCommit(_ keyForm: Bool) {
        let box = TextBox("")
        var committed: [String] = []
        let field = keyForm ? AnyView(SecureField(LocalizedStringKey("Password"), text: box.binding) { committed.append(box.text) })
                            : AnyView(SecureField("Password", text: box.binding) { committed.append(box.text) })
        let (_, focus) = Self.focused(field)
        Self.type(Self.chars("pw"), into: focus)
        #expect(committed.isEmpty)
        focus.handle(KeyPress(key: .return))
        #expect(committed == ["pw"])
    }

    @Test("SecureField shows a bullet a character; a disabled field takes no focus and no key")
    func secureAndDisabled() {
        let box = TextBox("pw")
        #expect(textFrame(SecureField("P", text: box.binding), width: 6, height: 1) == ["••"])
        let (_, focus) = Self.focused(TextField("T", text: box.binding).disabled(true))
        #expect(!focus.hasFocus)
        Self.type(Self.chars("x"), into: focus)
        #expect(box.text == "pw")
    }
}
