import Foundation
import Testing
@testable import TerminalLayout

/// `OutlineGroup` (DSC1) and `Text(_: AttributedString)`.
@MainActor
struct OutlineGroupTests {
    struct File: Identifiable {
        var id: String { name }
        var name: String
        var children: [File]? = nil
    }

    static let tree = [
        File(name: "src", children: [File(name: "a.swift"), File(name: "lib", children: [File(name: "b.swift")])]),
        File(name: "README"),
        File(name: "empty", children: []),
    ]

    @Test("Branches start collapsed; Return on a focused branch discloses its children, indented")
    func disclose() {
        let graph = ViewGraph(VStack(alignment: .leading, spacing: 0) {
            OutlineGroup(Self.tree, children: \.children) { Text($0.name) }
        })
        let focus = FocusSystem(graph: graph)
        func text() -> [String] {
            textFrame(graph.layout(proposal: ProposedViewSize(width: 16, height: 6)), width: 16, height: 6)
                .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        }
        #expect(text() == ["▸ src", "README", "▸ empty", "", "", ""])
        focus.moveFocus(forward: true)                 // src
        #expect(focus.handle(KeyPress(key: .return)) == .handled)
        #expect(text() == ["▾ src", "  a.swift", "  ▸ lib", "README", "▸ empty", ""])
        focus.moveFocus(forward: true)                 // lib
        #expect(focus.handle(KeyPress(key: .return)) == .handled)
        #expect(text() == ["▾ src", "  a.swift", "  ▾ lib", "    b.swift", "README", "▸ empty"])
    }

    @Test("One root element: the outline is its row — a branch disclosing its children, or a leaf", arguments: ["identifiable", "id"])
    func root(_ form: String) {
        let root = Self.tree[0]
        let outline: AnyView = form == "identifiable"
            ? AnyView(OutlineGroup(root, children: \.children) { Text($0.name) })
            : AnyView(OutlineGroup(root, id: \.name, children: \.children) { Text($0.name) })
        let graph = ViewGraph(VStack(alignment: .leading, spacing: 0) { outline })
        let focus = FocusSystem(graph: graph)
        func text() -> [String] {
            textFrame(graph.layout(proposal: ProposedViewSize(width: 16, height: 4)), width: 16, height: 4)
                .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        }
        #expect(text() == ["▸ src", "", "", ""])
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(text() == ["▾ src", "  a.swift", "  ▸ lib", ""])
        let leaf = ViewGraph(OutlineGroup(Self.tree[1], children: \.children) { Text($0.name) })
        #expect(textFrame(leaf.layout(proposal: ProposedViewSize(width: 8, height: 1)), width: 8, height: 1) == ["README"])
    }

    @Test("A List of a tree is a list whose rows are the outline group (both initialisers)", arguments: ["identifiable", "id"])
    func hierarchicalList(_ form: String) {
        let list: AnyView = form == "identifiable"
            ? AnyView(List(Self.tree, children: \.children) { Text($0.name) })
            : AnyView(List(Self.tree, id: \.name, children: \.children) { Text($0.name) })
        let graph = ViewGraph(list)
        let focus = FocusSystem(graph: graph)
        func text() -> [String] { textFrame(graph.layout(proposal: ProposedViewSize(width: 16, height: 5)), width: 16, height: 5) }
        // A list's rows start one column in (LIST1).
        #expect(text() == [" ▸ src", " README", " ▸ empty", "", ""])
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(text() == [" ▾ src", "   a.swift", "   ▸ lib", " README", " ▸ empty"])
    }

    @Test("Text from an attributed string shows its characters",
          arguments: [(AttributedString("plain"), "plain"), (AttributedString("two ") + AttributedString("words"), "two words"),
                      (AttributedString(""), "")])
    func attributed(source: AttributedString, shown: String) {
        let drawn = textFrame(ViewGraph(Text(source)).layout(proposal: ProposedViewSize(width: 12, height: 1)),
                              width: 12, height: 1)
        #expect(drawn[0].trimmingCharacters(in: .whitespaces) == shown)
    }
}
