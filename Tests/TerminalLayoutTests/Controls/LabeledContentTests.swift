import Testing
@testable import TerminalLayout

/// `LabeledContent` (LBC1), `GroupBox` (GBX1), `Form` (LIST1).
struct LabeledContentTests {
    @Test("The label at the leading edge, the value at the trailing edge, at least a column apart",
          arguments: [(14, ["Size     12 MB"]), (10, ["Size 12 MB"]), (8, ["Si…  12…"])])   // 8: both shortened (S rules)
    func labeled(_ width: Int, _ expected: [String]) {
        #expect(textFrame(LabeledContent("Size", value: "12 MB"), width: width, height: 1) == expected)
    }

    @Test("The value is secondary; the builder forms lay out as the string form")
    func forms() {
        let result = lay(LabeledContent("Volume") { Text("7") }, 12, 1)
        let texts: [TextPlacement] = result.placements.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
        #expect(texts.map(\.lines) == [["Volume"], ["7"]])
        #expect(texts.map(\.foreground) == [nil, Color.secondary])
        let built = LabeledContent { Text("7") } label: { Text("Volume") }
        #expect(textFrame(built, width: 12, height: 1) == textFrame(LabeledContent("Volume", value: "7"), width: 12, height: 1))
    }

    @Test("A group box: its bold title and content inside a rounded border, padded two columns and a row")
    func groupBox() {
        let result = lay(GroupBox("Net") { Text("up") }, nil, nil)
        #expect(result.size == CGSize(width: 7, height: 4))
        #expect(textFrame(result, width: 7, height: 4) == ["", "  Net", "  up", ""])
        let box = result.placements.first { if case .shape = $0.kind { true } else { false } }
        #expect(box?.frame == CGRect(x: 0, y: 0, width: 7, height: 4))
        let untitled = lay(GroupBox { Text("up") }, nil, nil)
        #expect(untitled.size == CGSize(width: 6, height: 3))
    }

    @Test("A form is drawn as a list of its rows; every form style draws the same", arguments: ["automatic", "grouped", "columns"])
    func form(_ style: String) {
        let form = Form { LabeledContent("A", value: "1"); Toggle("B", isOn: .constant(true)) }
        let styled: AnyView = switch style {
        case "automatic": AnyView(form.formStyle(.automatic))
        case "grouped": AnyView(form.formStyle(.grouped))
        default: AnyView(form.formStyle(.columns))
        }
        #expect(textFrame(styled, width: 10, height: 3) == [" A      1", " [x] B", ""])
        #expect(textFrame(styled, width: 10, height: 3) == textFrame(List { LabeledContent("A", value: "1"); Toggle("B", isOn: .constant(true)) }, width: 10, height: 3))
    }
}
