import Foundation
import Testing
@testable import TerminalLayout

/// `Table(_:selection:columns:)` (TBL1, LIST5): rows focusable, Return or Space selects.
struct TableSelectionTests {
    final class Box<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
    }

    static let screen = ProposedViewSize(width: 40, height: 8)

    @Test("One row: Return on the second row selects its id, Space on the fourth moves it there",
          arguments: [(2, KeyEquivalent.return, 1), (4, .space, 3), (1, .return, 0)])
    func single(_ tabs: Int, _ key: KeyEquivalent, _ selected: Int) {
        let selection = Box<Person.ID?>(nil)
        let table = Table(examplePeople, selection: Binding(get: { selection.value }, set: { selection.value = $0 })) {
            TableColumn("Given Name", value: \.givenName)
        }
        let graph = ViewGraph(table)
        _ = graph.layout(proposal: Self.screen)
        let focus = FocusSystem(graph: graph)
        for _ in 0..<tabs { focus.handle(KeyPress(key: .tab)) }
        focus.handle(KeyPress(key: key))
        #expect(selection.value == examplePeople[selected].id)
    }

    /// The caption under the table (centred, as the root stack places it).
    @Test("Apple's SelectableTable: Space toggles each row in and out of the set")
    func multiple() {
        let graph = ViewGraph(SelectableTable())
        let screen = ProposedViewSize(width: 60, height: 8)
        #expect(textFrame(graph.layout(proposal: screen), width: 60, height: 8).last?.trimmingCharacters(in: .whitespaces) == "0 people selected")
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .space))
        #expect(textFrame(graph.layout(proposal: screen), width: 60, height: 8).last?.trimmingCharacters(in: .whitespaces) == "1 people selected")
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .space))
        #expect(textFrame(graph.layout(proposal: screen), width: 60, height: 8).last?.trimmingCharacters(in: .whitespaces) == "2 people selected")
        focus.handle(KeyPress(key: .space))
        #expect(textFrame(graph.layout(proposal: screen), width: 60, height: 8).last?.trimmingCharacters(in: .whitespaces) == "1 people selected")
    }

    @Test("The selected row is bold across its cells, on the accent colour; the others plain")
    func drawn() {
        let table = Table(examplePeople, selection: .constant(Optional(examplePeople[1].id))) {
            TableColumn("Given Name", value: \.givenName).width(10)
            TableColumn("Family Name", value: \.familyName).width(11)
        }
        let result = ViewGraph(table).layout(proposal: Self.screen)
        let bold = result.placements.compactMap { p -> String? in
            if case .text(let t) = p.kind, t.isBold, t.lines.joined() != " " { return t.lines.joined() } else { return nil }
        }
        #expect(bold == ["Given Name", "Family Name", "Mei", "Chen"])
        let accent = result.placements.filter {
            if case .color(let color) = $0.kind { return color == .accentColor } else { return false }
        }
        // The second row (y 3, under the header and rule), across the table's 38 cells, as in a List.
        #expect(accent.map(\.frame) == [CGRect(x: 1, y: 3, width: 38, height: 1)])
    }

    @Test("Without a selection no row is focusable")
    func notSelectable() {
        let graph = ViewGraph(PeopleTable())
        _ = graph.layout(proposal: Self.screen)
        #expect(!FocusSystem(graph: graph).moveFocus(forward: true))
    }
}
