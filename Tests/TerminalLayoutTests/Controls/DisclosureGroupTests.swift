import Testing
@testable import TerminalLayout

/// `DisclosureGroup` (DSC1), `ContentUnavailableView` (CUV1).
struct DisclosureGroupTests {
    static func run(_ keys: [KeyEquivalent], _ view: some View, height: Int = 3) -> [String] {
        let graph = ViewGraph(view)
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in keys { focus.handle(KeyPress(key: key, characters: key == .space ? " " : key == .return ? "\r" : "")) }
        return textFrame(graph.layout(proposal: ProposedViewSize(width: 16, height: CGFloat(height))), width: 16, height: height)
    }

    static var group: some View { DisclosureGroup("More") { Text("one"); Text("two") } }

    @Test("Collapsed at first; Return or Space toggle, → expands, ← collapses; the content indented two columns", arguments: [
        ([KeyEquivalent](), ["▸ More", "", ""]), ([.return], ["▾ More", "  one", "  two"]), ([.space, .space], ["▸ More", "", ""]),
        ([.rightArrow, .rightArrow], ["▾ More", "  one", "  two"]), ([.rightArrow, .leftArrow], ["▸ More", "", ""]),
    ] as [([KeyEquivalent], [String])])
    func keys(_ keys: [KeyEquivalent], _ expected: [String]) {
        #expect(Self.run(keys, Self.group) == expected)
    }

    @Test("With a binding it shows and sets the binding's value")
    func binding() {
        final class Box { var open = true }
        let box = Box()
        let view = DisclosureGroup("More", isExpanded: Binding(get: { box.open }, set: { box.open = $0 })) { Text("one") }
        #expect(Self.run([], view, height: 2) == ["▾ More", "  one"])
        _ = Self.run([.leftArrow], view, height: 2)
        #expect(!box.open)
    }

    @Test("ContentUnavailableView: image, bold title, secondary description, centred in the space offered")
    func unavailable() {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Empty"))
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 11, height: 8))
        #expect(result.size == CGSize(width: 11, height: 8))
        let texts: [(String, CGPoint, Bool, Color?)] = result.placements.compactMap {
            if case .text(let t) = $0.kind { (t.lines.joined(), $0.frame.origin, t.isBold, t.foreground) } else { nil }
        }
        // The tray symbol's glyph above the title: four rows (a row's gap before the description) centred in eight.
        #expect(texts.map(\.0) == ["□", "No Mail", "Empty"])
        #expect(texts.map(\.1) == [CGPoint(x: 5, y: 2), CGPoint(x: 2, y: 3), CGPoint(x: 3, y: 5)])
        #expect(texts.map(\.2) == [true, true, false])
        #expect(texts.map(\.3) == [nil, nil, Color.secondary])
        let search = ViewGraph(ContentUnavailableView.search(text: "qq")).layout(proposal: ProposedViewSize(width: 40, height: 9))
        #expect(textFrame(search, width: 40, height: 9).contains { $0.contains("No Results for “qq”") })
    }
}
