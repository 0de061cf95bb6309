import Testing
@testable import TerminalLayout

/// `PrimitiveButtonStyle` (BTN3): the style's body is the whole button and
/// triggers its action itself.
struct PrimitiveButtonStyleTests {
    final class Count: @unchecked Sendable { var value = 0 }

    /// Taps trigger the button.
    struct TapToTrigger: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture { configuration.trigger() }
        }
    }

    /// Shows the label in brackets and never triggers.
    struct Inert: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) { Text("["); configuration.label; Text("]") }
        }
    }

    static func press(_ view: some View) -> ViewGraph {
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 3))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        return graph
    }

    @Test("A style that taps to trigger: drawn as its label alone; Return on it performs the action")
    func triggers() {
        let count = Count()
        let view = Button("Go") { count.value += 1 }.buttonStyle(TapToTrigger())
        #expect(textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 3)), width: 10, height: 3)
                == ["Go", "", ""])
        _ = Self.press(view)
        #expect(count.value == 1)
    }

    @Test("A style that never triggers: its body drawn, the button takes no focus and does nothing")
    func inert() {
        let count = Count()
        let view = Button("Go") { count.value += 1 }.buttonStyle(Inert())
        #expect(textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 1)), width: 10, height: 1)
                == ["[Go]"])
        let graph = Self.press(view)
        #expect(count.value == 0)
        #expect(!FocusSystem(graph: graph).moveFocus(forward: true))
    }

    @Test("The configuration carries the role; a ButtonStyle set inside still wins for the buttons below it")
    func roleAndNesting() {
        final class Roles: @unchecked Sendable { var seen: [ButtonRole?] = [] }
        let roles = Roles()
        struct Recording: PrimitiveButtonStyle {
            let roles: Roles
            func makeBody(configuration: Configuration) -> some View {
                let _ = roles.seen.append(configuration.role)
                configuration.label
            }
        }
        _ = ViewGraph(Button("Delete", role: .destructive) {}.buttonStyle(Recording(roles: roles)))
            .layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(roles.seen.last == .destructive)
        let nested = VStack { Button("A") {} }.buttonStyle(.plain).buttonStyle(Inert())
        #expect(textFrame(ViewGraph(nested).layout(proposal: ProposedViewSize(width: 10, height: 1)), width: 10, height: 1)
                == ["A"])
    }
}
