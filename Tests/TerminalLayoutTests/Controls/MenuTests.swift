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

    @Test("With a system image (iOS 17) the label is the symbol's glyph and the title; Return opens it",
          arguments: ["string", "key", "string primary", "key primary"])
    func systemImage(_ form: String) {
        let log = Log()
        let items = { Button("Name") { log.picked.append("name") } }
        let menu: AnyView = switch form {
        case "string": AnyView(Menu(String("Sort"), systemImage: "arrow.up.arrow.down", content: items))
        case "key": AnyView(Menu("Sort", systemImage: "arrow.up.arrow.down", content: items))
        case "string primary": AnyView(Menu(String("Sort"), systemImage: "arrow.up.arrow.down", content: items) { log.picked.append("primary") })
        default: AnyView(Menu("Sort", systemImage: "arrow.up.arrow.down", content: items) { log.picked.append("primary") })
        }
        let graph = ViewGraph(menu)
        let label = textFrame(graph.layout(proposal: ProposedViewSize(width: 12, height: 3)), width: 12, height: 3)
        let plain = textFrame(ViewGraph(Label("Sort", systemImage: "arrow.up.arrow.down")).layout(proposal: ProposedViewSize(width: 12, height: 1)),
                              width: 12, height: 1)[0]
        #expect(label[0].hasPrefix(plain))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(log.picked == (form.hasSuffix("primary") ? ["primary"] : []))
    }

    @Test("With a primary action Return and Space run it and ↓ shows the items", arguments: ["string", "key", "label"])
    func primaryAction(_ form: String) {
        let log = Log()
        let items = { Button("Name") { log.picked.append("name") } }
        let menu: AnyView = switch form {
        case "string": AnyView(Menu(String("Sort"), content: items) { log.picked.append("primary") })
        case "key": AnyView(Menu("Sort", content: items) { log.picked.append("primary") })
        default: AnyView(Menu(content: items) { Text("Sort") } primaryAction: { log.picked.append("primary") })
        }
        let graph = ViewGraph(menu)
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        focus.handle(KeyPress(key: .space))
        #expect(log.picked == ["primary", "primary"])
        #expect(Self.text(graph) == ["Sort ▾", "", ""])
        focus.handle(KeyPress(key: .downArrow))
        #expect(Self.text(graph) == ["Sort ▾", "  Name", ""])
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))            // the item; it closes the menu
        #expect(log.picked == ["primary", "primary", "name"])
        #expect(Self.text(graph) == ["Sort ▾", "", ""])
    }

    @Test("Without a primary action ↓ does nothing to the menu")
    func downWithoutPrimary() {
        let graph = ViewGraph(Self.menu(Log()))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        #expect(focus.handle(KeyPress(key: .downArrow)) == .ignored)
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
