import Testing
@testable import TerminalLayout

/// A style of one's own, as apps write it: the label over the content, no box.
private struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            configuration.content.padding(.leading, 1)
        }
    }
}

/// A style that adds to the platform's box: `GroupBox(configuration)` framed by bars.
private struct BarredGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 0) {
            Text("|")
            GroupBox(configuration)
            Text("|")
        }
    }
}

/// `GroupBoxStyle` (GBX2): the built-in style draws GBX1's box, one of your
/// own makes the group box's body.
struct GroupBoxStyleTests {
    static let box = ["", "  Net", "  up", ""]

    @Test("The built-in style draws the box as without a style; an untitled box too")
    func builtIn() {
        let unstyled = textFrame(GroupBox("Net") { Text("up") }, width: 7, height: 4)
        #expect(unstyled == Self.box)
        #expect(textFrame(GroupBox("Net") { Text("up") }.groupBoxStyle(.automatic), width: 7, height: 4) == unstyled)
        #expect(textFrame(GroupBox("Net") { Text("up") }.groupBoxStyle(DefaultGroupBoxStyle()), width: 7, height: 4) == unstyled)
        let untitled = ViewGraph(GroupBox { Text("up") }.groupBoxStyle(.automatic)).layout(proposal: .unspecified)
        #expect(untitled.size == CGSize(width: 6, height: 3))
        let box = untitled.placements.first { if case .shape = $0.kind { true } else { false } }
        #expect(box?.frame == CGRect(x: 0, y: 0, width: 6, height: 3))
    }

    @Test("A style of your own draws what it says: no box, the label over the indented content", arguments: [
        ("titled", ["Net", " up"], CGSize(width: 3, height: 2)), ("untitled", [" up"], CGSize(width: 3, height: 1)),
    ] as [(String, [String], CGSize)])
    func ownStyle(_ kind: String, _ expected: [String], _ size: CGSize) {
        let view: AnyView = kind == "titled"
            ? AnyView(GroupBox("Net") { Text("up") }.groupBoxStyle(PlainGroupBoxStyle()))
            : AnyView(GroupBox { Text("up") }.groupBoxStyle(PlainGroupBoxStyle()))
        let result = ViewGraph(view).layout(proposal: .unspecified)
        #expect(result.size == size)
        #expect(textFrame(result, width: 3, height: Int(size.height)) == expected)
        #expect(!result.placements.contains { if case .shape = $0.kind { true } else { false } })
    }

    @Test("GroupBox(configuration) in a style draws the platform's box (7×4) between the style's bars, top-aligned")
    func fromConfiguration() {
        let result = ViewGraph(GroupBox("Net") { Text("up") }.groupBoxStyle(BarredGroupBoxStyle())).layout(proposal: .unspecified)
        #expect(result.size == CGSize(width: 9, height: 4))
        #expect(textFrame(result, width: 9, height: 4) == ["|       |", "   Net", "   up", ""])
        let box = result.placements.first { if case .shape = $0.kind { true } else { false } }
        #expect(box?.frame == CGRect(x: 1, y: 0, width: 7, height: 4))
    }

    @Test("Compiles as an app writes it")
    func appCode() {
        struct Settings: View {
            var body: some View {
                GroupBox {
                    Text("Connected")
                } label: {
                    Label("Network", systemImage: "wifi")
                }
                .groupBoxStyle(.automatic)
            }
        }
        #expect(textFrame(Settings(), width: 20, height: 4)[2] == "  Connected")
    }
}
