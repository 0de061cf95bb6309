import Testing
@testable import TerminalLayout

/// `Menu` (MNU1).
struct MenuTests {
    final class Log { var picked: [String] = [] }

    static func menu(_ log: Log) -> some View {
        Menu("Sort") {
            Button("Name") { log.picked.append("name") }
            Button("Date") { log.picked.append("date") }
        }
    }

    static func text(_ graph: ViewGraph) -> [String] {
        textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 3)), width: 10, height: 3)
    }

    @Test("Closed: the label and ▾; Return opens it, its buttons plain and indented; a button's action closes it")
    func openAndPick() {
        let log = Log()
        let graph = ViewGraph(Self.menu(log))
        let focus = FocusSystem(graph: graph)
        #expect(Self.text(graph) == ["Sort ▾", "", ""])
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(Self.text(graph) == ["Sort ▾", "  Name", "  Date"])
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .tab))                  // Date
        focus.handle(KeyPress(key: .return))
        #expect(log.picked == ["date"])
        #expect(Self.text(graph) == ["Sort ▾", "", ""])
    }

    @Test("Escape, or Return on the label again, close it", arguments: [KeyEquivalent.escape, .return])
    func close(_ key: KeyEquivalent) {
        let log = Log()
        let graph = ViewGraph(Self.menu(log))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .space))
        #expect(Self.text(graph)[1] == "  Name")
        focus.handle(KeyPress(key: key))
        #expect(Self.text(graph) == ["Sort ▾", "", ""])
        #expect(log.picked.isEmpty)
    }

    @Test("A button outside a menu is unchanged by it; a disabled menu takes no focus")
    func outsideAndDisabled() {
        let taps = Taps()
        let focus = FocusSystem(graph: ViewGraph(Button("x") { taps.count += 1 }))
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(taps.count == 1)
        let disabled = FocusSystem(graph: ViewGraph(Self.menu(Log()).disabled(true)))
        #expect(!disabled.moveFocus(forward: true))
    }
}
