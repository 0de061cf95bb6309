import Testing
@testable import TerminalLayout

/// Sections that collapse (`Section(_:isExpanded:content:)`, SEC1), in a
/// list and in a stack.
struct SectionExpansionTests {
    final class Flag: @unchecked Sendable {
        var isExpanded: Bool
        init(_ value: Bool) { isExpanded = value }
    }

    static func view(_ flag: Flag, inList: Bool) -> AnyView {
        let binding = Binding(get: { flag.isExpanded }, set: { flag.isExpanded = $0 })
        let section = Section("Fruit", isExpanded: binding) { Text("apple"); Text("pear") }
        return inList ? AnyView(List { section; Text("end") })
            : AnyView(VStack(alignment: .leading, spacing: 0) { section; Text("end") })
    }

    static func lines(_ view: AnyView) -> [String] {
        let lines = textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: 12, height: 4)), width: 12, height: 4)
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("Expanded: ▾ before the title, then the content; collapsed: ▸ and the title alone",
          arguments: [false, true])
    func drawn(_ inList: Bool) {
        #expect(Self.lines(Self.view(Flag(true), inList: inList)) == ["▾ Fruit", "apple", "pear", "end"])
        #expect(Self.lines(Self.view(Flag(false), inList: inList)) == ["▸ Fruit", "end", "", ""])
    }

    @Test("Return on the focused header toggles the binding", arguments: [false, true])
    func toggles(_ inList: Bool) {
        let flag = Flag(true)
        let graph = ViewGraph(Self.view(flag, inList: inList))
        _ = graph.layout(proposal: ProposedViewSize(width: 12, height: 4))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        #expect(!flag.isExpanded)
        focus.handle(KeyPress(key: .space))
        #expect(flag.isExpanded)
    }

    @Test("The header form")
    func headerForm() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Section(isExpanded: .constant(false)) { Text("hidden") } header: { Text("Head") }
        }
        #expect(Self.lines(AnyView(view)) == ["▸ Head", "", "", ""])
    }
}
