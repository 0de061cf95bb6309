import Testing
@testable import TerminalLayout

/// Holds a field's text and selection outside the graph.
private final class SelectionBox {
    var text: String
    var selection: TextSelection?
    init(_ text: String, selection: TextSelection? = nil) {
        self.text = text
        self.selection = selection
    }
    var textBinding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
    var selectionBinding: Binding<TextSelection?> { Binding(get: { self.selection }, set: { self.selection = $0 }) }

    /// The bound selection as character offsets into the text (`nil` when there is none).
    var offsets: Range<Int>? {
        guard let selection, case .selection(let range) = selection.indices else { return nil }
        return text.distance(from: text.startIndex, to: range.lowerBound)..<text.distance(from: text.startIndex, to: range.upperBound)
    }
}

/// `TextSelection`, `TextField(_:text:selection:…)`, `TextEditor(text:selection:)`, selecting
/// with Shift (TXF4).
struct TextSelectionTests {
    static func key(_ k: KeyEquivalent) -> KeyPress { KeyPress(key: k) }
    static func shift(_ k: KeyEquivalent) -> KeyPress { KeyPress(key: k, modifiers: .shift) }
    static func chars(_ s: String) -> [KeyPress] { s.map { KeyPress(key: KeyEquivalent($0), characters: String($0)) } }

    /// The cells drawn on the accent colour — the cursor's, or the selected characters' — as
    /// (column, row, width).
    static func highlighted(_ result: LayoutResult) -> [[Int]] {
        result.placements.compactMap {
            guard case .color = $0.kind else { return nil }
            return [Int($0.frame.minX), Int($0.frame.minY), Int($0.frame.width)]
        }
    }

    static func focused(_ view: some View) -> (ViewGraph, FocusSystem) {
        let graph = ViewGraph(view)
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 3))
        focus.moveFocus(forward: true)
        return (graph, focus)
    }

    @Test("In \"hello\" (cursor at the end): Shift with ← → Home End selects, typing and Backspace replace the selection, ← → go to its ends", arguments: [
        ([shift(.leftArrow), shift(.leftArrow)], "hello", 3..<5, [[3, 0, 2]]),
        ([shift(.leftArrow), shift(.leftArrow)] + chars("X"), "helX", 4..<4, [[4, 0, 1]]),
        ([shift(.leftArrow), shift(.leftArrow), key(.delete)], "hel", 3..<3, [[3, 0, 1]]),
        ([shift(.leftArrow), key(.deleteForward)], "hell", 4..<4, [[4, 0, 1]]),
        ([shift(.home)], "hello", 0..<5, [[0, 0, 5]]),
        ([shift(.home), key(.leftArrow)], "hello", 0..<0, [[0, 0, 1]]),
        ([shift(.home), key(.rightArrow)], "hello", 5..<5, [[5, 0, 1]]),
        ([key(.home), shift(.rightArrow), shift(.rightArrow), shift(.leftArrow)], "hello", 0..<1, [[0, 0, 1]]),
        ([shift(.leftArrow), shift(.rightArrow)], "hello", 5..<5, [[5, 0, 1]]),
        ([key(.home), shift(.end), key(.deleteForward)], "", 0..<0, [[0, 0, 1]]),
        ([key(.leftArrow), shift(.home), key(.end)], "hello", 5..<5, [[5, 0, 1]]),
        ([shift(.upArrow)], "hello", 5..<5, [[5, 0, 1]]),
    ] as [([KeyPress], String, Range<Int>, [[Int]])])
    func fieldKeys(_ keys: [KeyPress], _ text: String, _ selected: Range<Int>, _ cells: [[Int]]) {
        let box = SelectionBox("hello")
        let (graph, focus) = Self.focused(TextField("T", text: box.textBinding, selection: box.selectionBinding))
        // Focus writes the insertion point at the end.
        #expect(box.offsets == 5..<5)
        for key in keys { focus.handle(key) }
        #expect(box.text == text)
        #expect(box.offsets == selected)
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 1))
        // Empty, the focused field shows its cursor's cell and the title.
        #expect(textFrame(result, width: 20, height: 1) == [text.isEmpty ? " T" : text])
        #expect(Self.highlighted(result) == cells)
    }

    @Test("A selection the app sets is shown and edited: selecting “world” in “hello world”, then typing")
    func appSetsSelection() throws {
        let box = SelectionBox("hello world")
        box.selection = TextSelection(range: try #require(box.text.range(of: "world")))
        let (graph, focus) = Self.focused(TextField("T", text: box.textBinding, selection: box.selectionBinding))
        #expect(box.offsets == 6..<11)
        #expect(Self.highlighted(graph.layout(proposal: ProposedViewSize(width: 20, height: 1))) == [[6, 0, 5]])
        for key in Self.chars("you") { focus.handle(key) }
        #expect(box.text == "hello you")
        #expect(box.offsets == 9..<9)
        // Moving the insertion point from the app: the next character goes there.
        box.selection = TextSelection(insertionPoint: box.text.startIndex)
        for key in Self.chars(">") { focus.handle(key) }
        #expect(box.text == ">hello you")
        #expect(box.offsets == 1..<1)
    }

    @Test("Indices past the text's end count as its end; a multi-selection shows its first range")
    func outOfRange() {
        let long = "a much longer text"
        let box = SelectionBox("abc", selection: TextSelection(range: long.index(long.startIndex, offsetBy: 2)..<long.endIndex))
        let (graph, _) = Self.focused(TextField("T", text: box.textBinding, selection: box.selectionBinding))
        #expect(Self.highlighted(graph.layout(proposal: ProposedViewSize(width: 20, height: 1))) == [[2, 0, 1]])
        let text = "abcdef"
        var ranges = RangeSet<String.Index>()
        ranges.insert(contentsOf: text.index(text.startIndex, offsetBy: 4)..<text.endIndex)
        ranges.insert(contentsOf: text.index(text.startIndex, offsetBy: 1)..<text.index(text.startIndex, offsetBy: 2))
        let multi = SelectionBox(text, selection: TextSelection(ranges: ranges))
        let (multiGraph, _) = Self.focused(TextField("T", text: multi.textBinding, selection: multi.selectionBinding))
        #expect(Self.highlighted(multiGraph.layout(proposal: ProposedViewSize(width: 20, height: 1))) == [[1, 0, 1]])
    }

    @Test("TextEditor(text:selection:): Shift-↓ selects across rows, each row's part highlighted; Backspace removes it")
    func editorAcrossRows() {
        // At 5 columns "abcdefgh" wraps into "abcd" and "efgh" (the last column is the cursor's).
        let box = SelectionBox("abcdefgh")
        box.selection = TextSelection(insertionPoint: box.text.index(box.text.startIndex, offsetBy: 2))
        let graph = ViewGraph(TextEditor(text: box.textBinding, selection: box.selectionBinding))
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: ProposedViewSize(width: 5, height: 3))
        focus.moveFocus(forward: true)
        _ = graph.layout(proposal: ProposedViewSize(width: 5, height: 3))
        focus.handle(Self.shift(.downArrow))
        #expect(box.offsets == 2..<6)
        let result = graph.layout(proposal: ProposedViewSize(width: 5, height: 3))
        #expect(textFrame(result, width: 5, height: 3) == ["abcd", "efgh", ""])
        #expect(Self.highlighted(result) == [[2, 0, 2], [0, 1, 2]])
        focus.handle(Self.key(.delete))
        #expect(box.text == "abgh")
        #expect(box.offsets == 2..<2)
    }

    @Test("A field without a bound selection selects with Shift too; SecureField and the others are unchanged")
    func unbound() {
        var text = "hello"
        let binding = Binding(get: { text }, set: { text = $0 })
        let (graph, focus) = Self.focused(TextField("T", text: binding))
        focus.handle(Self.shift(.leftArrow))
        #expect(Self.highlighted(graph.layout(proposal: ProposedViewSize(width: 20, height: 1))) == [[4, 0, 1]])
        for key in Self.chars("p!") { focus.handle(key) }
        #expect(text == "hellp!")
    }

    @Test("The selections a field writes carry the environment's textSelectionAffinity", arguments: [
        (nil, TextSelectionAffinity.automatic), (.upstream, .upstream), (.downstream, .downstream),
    ] as [(TextSelectionAffinity?, TextSelectionAffinity)])
    func affinity(_ set: TextSelectionAffinity?, _ written: TextSelectionAffinity) {
        let box = SelectionBox("ab")
        let field = TextField("T", text: box.textBinding, selection: box.selectionBinding)
        let (_, focus) = set.map { Self.focused(field.textSelectionAffinity($0)) } ?? Self.focused(field)
        focus.handle(Self.key(.leftArrow))
        #expect(box.selection?.affinity == written)
        #expect(box.offsets == 1..<1)
    }

    @Test("TextSelection: an insertion point is an empty range; isInsertion; a new selection's affinity is .automatic")
    func value() {
        let text = "swift"
        let start = text.startIndex, third = text.index(start, offsetBy: 2)
        #expect(TextSelection(insertionPoint: third).isInsertion)
        #expect(TextSelection(insertionPoint: third).indices == .selection(third..<third))
        #expect(TextSelection(insertionPoint: third) == TextSelection(range: third..<third))
        #expect(!TextSelection(range: start..<third).isInsertion)
        #expect(!TextSelection(ranges: RangeSet(start..<third)).isInsertion)
        #expect(TextSelection(ranges: RangeSet()).isInsertion)
        #expect(TextSelection(range: start..<third).affinity == .automatic)
        #expect(EnvironmentValues().textSelectionAffinity == .automatic)
    }
}
