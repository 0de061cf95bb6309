import Testing
import TerminalLayout
import TerminalRenderer

/// How a `.roundedBorder` text field and a vertical one are drawn (TXF2).
struct TextFieldDrawingTests {
    @Test("roundedBorder: a rounded box a cell around the field, the field's text inside; plain: the text alone")
    func roundedBorder() {
        let bordered = ButtonDrawingTests.draw(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder),
                                               focused: false)
        #expect(bordered.lines == ["╭────────╮", "│Ada     │", "╰────────╯"])
        let plain = ButtonDrawingTests.draw(TextField("Name", text: .constant("Ada")).textFieldStyle(.plain), focused: false)
        #expect(plain.lines == ["Ada       ", "          ", "          "])
    }

    @Test("A vertical field with lineLimit(2...4) in a rounded box: its rows inside the box")
    func verticalBordered() {
        let field = TextField("Notes", text: .constant("one two three"), axis: .vertical)
            .lineLimit(2...4)
            .textFieldStyle(.roundedBorder)
        // 8 columns inside the box: rows of 7 characters (wrapped by characters, the space
        // starting the second), the last column for the cursor; 2 rows, the range's least.
        let graph = ViewGraph(VStack(spacing: 0) { field; Spacer(minLength: 0) })
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: 6))
        let canvas = PlacementRenderer(useColor: false).render(result, width: 10, height: 6)
        #expect(canvas.lines == ["╭────────╮", "│one two │", "│ three  │", "╰────────╯", "          ", "          "])
    }
}
