import Testing
@testable import TerminalLayout

/// A style that puts the label between brackets and reports what it was given.
private struct Bracketed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.role == .destructive ? "!" : "[")
            configuration.label
            Text(configuration.isPressed ? "*" : "]")
        }
    }
}

/// `buttonStyle(_:)` and `ButtonStyle` (BTN2).
struct ButtonStyleTests {
    static func boxes(_ result: LayoutResult) -> Int {
        result.placements.filter { if case .shape = $0.kind { true } else { false } }.count
    }

    @Test("Plain and borderless draw the label alone; automatic, bordered and borderedProminent the box", arguments: [
        ("plain", 2, 1, 0), ("borderless", 2, 1, 0), ("automatic", 6, 3, 1), ("bordered", 6, 3, 1), ("borderedProminent", 6, 3, 1),
    ])
    func builtIn(_ name: String, _ width: CGFloat, _ height: CGFloat, _ boxes: Int) {
        let button = Button("OK") {}
        let styled: AnyView = switch name {
        case "plain": AnyView(button.buttonStyle(.plain))
        case "borderless": AnyView(button.buttonStyle(.borderless))
        case "automatic": AnyView(button.buttonStyle(.automatic))
        case "bordered": AnyView(button.buttonStyle(.bordered))
        default: AnyView(button.buttonStyle(.borderedProminent))
        }
        let result = lay(styled, nil, nil)
        #expect(result.size == CGSize(width: width, height: height))
        #expect(Self.boxes(result) == boxes)
    }

    @Test("A custom style draws around the label, gets the role, never isPressed; the button still takes focus and Return")
    func custom() {
        let taps = Taps()
        let view = VStack {
            Button("Go") { taps.count += 1 }
            Button("Del", role: .destructive) {}
        }.buttonStyle(Bracketed())
        let graph = ViewGraph(view)
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 3)), width: 10, height: 3) == ["[Go]", "", "!Del]"])   // a VStack of two labels, a row apart
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(taps.count == 1)
        let texts = graph.layout(proposal: ProposedViewSize(width: 10, height: 3)).placements.compactMap {
            if case .text(let t) = $0.kind { (t.lines.first ?? "", t.isBold) } else { nil }
        }
        #expect(texts.first { $0.0 == "Go" }?.1 == true)    // focused: bold
    }
}
