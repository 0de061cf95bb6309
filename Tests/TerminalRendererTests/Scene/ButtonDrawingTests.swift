import Testing
import TerminalLayout
import TerminalRenderer

/// How `Button` is drawn (BTN1): a rounded box, dim unfocused, accent-coloured and bold focused.
struct ButtonDrawingTests {
    static func draw(_ view: some View, focused: Bool, useColor: Bool = true) -> Canvas {
        let graph = ViewGraph(view)
        if focused { FocusSystem(graph: graph).moveFocus(forward: true) }
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: 3))
        return PlacementRenderer(useColor: useColor).render(result, width: 10, height: 3)
    }

    @Test("The box and the label as text, the same focused or not", arguments: [false, true])
    func text(_ focused: Bool) {
        #expect(Self.draw(Button("Save") {}, focused: focused).lines == ["╭──────╮  ", "│ Save │  ", "╰──────╯  "])
    }

    @Test("Unfocused: a dim border in the default colour; focused: a blue border, not dim, and a bold label",
          arguments: [(false, TerminalColor.default, true, false), (true, .blue, false, true)])
    func styles(_ focused: Bool, _ border: TerminalColor, _ dim: Bool, _ bold: Bool) {
        let canvas = Self.draw(Button("Save") {}, focused: focused)
        for (x, y) in [(0, 0), (7, 0), (0, 1), (7, 2), (3, 2)] {
            #expect(canvas[x: x, y: y].style.foreground == border)
            #expect(canvas[x: x, y: y].style.dim == dim)
        }
        #expect(canvas[x: 2, y: 1].style.bold == bold)
        #expect(canvas[x: 5, y: 1].style.bold == bold)
    }

    @Test("Without colour the focused border is told apart by not being dim")
    func withoutColour() {
        let unfocused = Self.draw(Button("Save") {}, focused: false, useColor: false)
        let focused = Self.draw(Button("Save") {}, focused: true, useColor: false)
        #expect(unfocused[x: 0, y: 0].style.dim && !focused[x: 0, y: 0].style.dim)
        #expect(focused[x: 0, y: 0].style.foreground == .default)
    }

    @Test("A destructive button's label is red")
    func destructive() {
        let canvas = Self.draw(Button("Save", role: .destructive) {}, focused: false)
        #expect(canvas[x: 2, y: 1].style.foreground == .red)
    }
}
