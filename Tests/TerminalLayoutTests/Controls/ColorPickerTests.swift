import Testing
@testable import TerminalLayout

/// A colour picker of a colour in `@State`, copied to the sink's box each time the body runs.
private struct ColorHost: View {
    let sink: BindingSink<Color>
    let supportsOpacity: Bool
    @State var colour: Color
    var body: some View {
        sink.binding = $colour
        return ColorPicker("Tint", selection: $colour, supportsOpacity: supportsOpacity)
    }
}

/// `ColorPicker` (CLR1).
@MainActor
struct ColorPickerTests {
    @Test("Drawn: the label, then a swatch and the colour's name between ‹ ›", arguments: [
        (Color.red, true, "Tint ‹ ██ red ›"), (Color(red: 0.2, green: 0.4, blue: 1), true, "Tint ‹ ██ #3366FF ›"),
        (Color.red.opacity(0.5), true, "Tint ‹ ██ red 50% ›"), (Color.red.opacity(0.5), false, "Tint ‹ ██ red ›"),
        (Color(red: .nan, green: 2, blue: -1), true, "Tint ‹ ██ #00FF00 ›"), (Color.accentColor, true, "Tint ‹ ██ accentColor ›"),
    ] as [(Color, Bool, String)])
    func drawn(_ colour: Color, _ supportsOpacity: Bool, _ expected: String) {
        let result = lay(ColorPicker("Tint", selection: .constant(colour), supportsOpacity: supportsOpacity), 30, 1)
        #expect(textFrame(result, width: 30, height: 1) == [expected])
        let swatch = result.placements.compactMap { if case .text(let t) = $0.kind, t.lines == ["██"] { t.foreground } else { nil } }
        #expect(swatch == [colour])
    }

    @Test("Keys: → ↓ Space the next colour, ← ↑ the previous (wrapping), Home End the first and last", arguments: [
        (Color.red, [KeyEquivalent.rightArrow], Color.orange), (.red, [.downArrow], .orange), (.red, [.space, .space], .yellow),
        (.red, [.leftArrow], .white), (.red, [.upArrow], .white), (.white, [.rightArrow], .red), (.blue, [.home], .red),
        (.blue, [.end], .white), (Color(red: 0.2, green: 0.4, blue: 1), [.rightArrow], .red),
        (Color(red: 0.2, green: 0.4, blue: 1), [.leftArrow], .white), (.accentColor, [.rightArrow], .red), (.red, ["x"], .red),
    ] as [(Color, [KeyEquivalent], Color)])
    func keys(_ start: Color, _ keys: [KeyEquivalent], _ expected: Color) {
        let sink = BindingSink<Color>()
        let screen = KeyedScreen(ColorHost(sink: sink, supportsOpacity: true, colour: start), width: 30, height: 1)
        screen.press(.tab)
        for key in keys { screen.press(key) }
        _ = screen.text
        #expect(sink.binding?.wrappedValue == expected)
    }

    @Test("With supportsOpacity the opacity is kept; without, the colour chosen is opaque", arguments: [
        (true, Color.orange.opacity(0.5), "Tint ‹ ██ orange 50% ›"), (false, Color.orange, "Tint ‹ ██ orange ›"),
    ])
    func opacity(_ supportsOpacity: Bool, _ expected: Color, _ drawn: String) {
        let sink = BindingSink<Color>()
        let screen = KeyedScreen(ColorHost(sink: sink, supportsOpacity: supportsOpacity, colour: .red.opacity(0.5)), width: 30, height: 1)
        screen.press(.tab)
        screen.press(.rightArrow)
        #expect(screen.text == [drawn])
        #expect(sink.binding?.wrappedValue == expected)
    }

    @Test("A label view; labelsHidden")
    func labels() {
        #expect(textFrame(ColorPicker(selection: .constant(.blue)) { Text("Ink") }, width: 20, height: 1) == ["Ink ‹ ██ blue ›"])
        #expect(textFrame(ColorPicker("Ink", selection: .constant(.blue)).labelsHidden(), width: 20, height: 1) == ["‹ ██ blue ›"])
    }

    @Test("Enabled it takes focus, disabled it does not", arguments: [false, true])
    func disabled(_ isDisabled: Bool) {
        let focus = FocusSystem(graph: ViewGraph(ColorPicker("Ink", selection: .constant(.blue)).disabled(isDisabled)))
        #expect(focus.moveFocus(forward: true) == !isDisabled)
    }
}
