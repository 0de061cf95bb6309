import Testing
@testable import TerminalLayout

/// `List(selection:)` (LIST5): rows focusable, Return or Space selects.
struct ListSelectionTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")]
    static let screen = ProposedViewSize(width: 20, height: 5)

    /// Presses Tab `tabs` times, then `key`, in `graph`'s focus system.
    static func press(_ tabs: Int, then key: KeyEquivalent, in graph: ViewGraph) {
        _ = graph.layout(proposal: screen)
        let focus = FocusSystem(graph: graph)
        for _ in 0..<tabs { focus.handle(KeyPress(key: .tab)) }
        focus.handle(KeyPress(key: key))
    }

    final class Box<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
    }

    enum Form: String, CaseIterable { case data, dataWithKeyPath, taggedContent }

    @ViewBuilder
    static func list(_ form: Form, _ selection: Box<Int?>) -> some View {
        let binding = Binding(get: { selection.value }, set: { selection.value = $0 })
        switch form {
        case .data: List(items, selection: binding) { Text($0.name) }
        case .dataWithKeyPath: List(items, id: \.id, selection: binding) { Text($0.name) }
        case .taggedContent:
            List(selection: binding) {
                ForEach(items) { item in Text(item.name).tag(item.id) }
            }
        }
    }

    @Test("Return on the second row selects its id; Space on the third selects it instead", arguments: Form.allCases)
    func single(_ form: Form) {
        let selection = Box<Int?>(nil)
        let graph = ViewGraph(Self.list(form, selection))
        Self.press(2, then: .return, in: graph)
        #expect(selection.value == 2)
        graph.update(Self.list(form, selection))
        Self.press(3, then: .space, in: graph)
        #expect(selection.value == 3)
    }

    @Test("A set selection: Space toggles each row's id in and out")
    func multiple() {
        let selection = Box<Set<Int>>([])
        let binding = Binding(get: { selection.value }, set: { selection.value = $0 })
        let view = List(Self.items, selection: binding) { Text($0.name) }
        let graph = ViewGraph(view)
        Self.press(1, then: .space, in: graph)
        Self.press(3, then: .space, in: graph)
        #expect(selection.value == [1, 3])
        Self.press(1, then: .space, in: graph)
        #expect(selection.value == [3])
    }

    @Test("The selected row is bold on the accent colour, across the row; the others plain")
    func drawn() {
        let view = List(Self.items, selection: .constant(Optional(2))) { Text($0.name) }
        let result = ViewGraph(view).layout(proposal: Self.screen)
        let texts = result.placements.compactMap { p -> (String, Bool)? in
            if case .text(let t) = p.kind { return (t.lines.joined(), t.isBold) } else { return nil }
        }
        #expect(texts.map(\.0) == ["one", "two", "three"])
        #expect(texts.map(\.1) == [false, true, false])
        let accent = result.placements.filter {
            if case .color(let color) = $0.kind { return color == .accentColor } else { return false }
        }
        // One row's background, as wide as the list's rows (20 less the insets of 1 on each side).
        #expect(accent.map(\.frame) == [CGRect(x: 1, y: 1, width: 18, height: 1)])
    }

    @Test("A list without a selection takes no focus on its rows")
    func noSelection() {
        let graph = ViewGraph(List(Self.items) { Text($0.name) })
        _ = graph.layout(proposal: Self.screen)
        #expect(!FocusSystem(graph: graph).moveFocus(forward: true))
    }

    struct Browser: View {
        @State private var selected: Int?
        var body: some View {
            NavigationSplitView {
                List(ListSelectionTests.items, selection: $selected) { Text($0.name) }
            } detail: {
                if let selected { Text("item \(selected)") } else { Text("none") }
            }
        }
    }

    @Test("In a split view's sidebar, the selection shows in the detail")
    func splitView() {
        let graph = ViewGraph(Browser())
        let screen = ProposedViewSize(width: 40, height: 4)
        #expect(textFrame(graph.layout(proposal: screen), width: 40, height: 4)[0].hasSuffix("none"))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        #expect(textFrame(graph.layout(proposal: screen), width: 40, height: 4)[0].hasSuffix("item 2"))
    }
}
