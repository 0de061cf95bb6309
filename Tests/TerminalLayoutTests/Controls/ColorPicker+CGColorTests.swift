import Testing
@testable import TerminalLayout

/// A colour picker of a Core Graphics colour in `@State`, copied to the sink each time the body runs.
private struct CGColorHost: View {
    let sink: BindingSink<CGColor>
    @State var colour: CGColor
    var body: some View {
        sink.binding = $colour
        return ColorPicker("Tint", selection: $colour)
    }
}

/// `ColorPicker`'s `Binding<CGColor>` forms (CLR1, CGCOL1).
@MainActor
struct ColorPickerCGColorTests {
    /// SwiftUI's red, orange and white as the picker sets them: their resolved components (STYLE2).
    nonisolated static let red = CGColor(srgbRed: 1, green: CGFloat(Float(0.231)), blue: CGFloat(Float(0.188)), alpha: 1)
    nonisolated static let orange = CGColor(srgbRed: 1, green: CGFloat(Float(0.584)), blue: 0, alpha: 1)

    @Test("Drawn: a palette colour's components by its name, another colour as #RRGGBB", arguments: [
        (red, "Tint ‹ ██ red ›"), (red.copy(alpha: 0.5)!, "Tint ‹ ██ red 50% ›"), (CGColor.white, "Tint ‹ ██ white ›"),
        (CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1), "Tint ‹ ██ #3366FF ›"), (CGColor(gray: 0.5, alpha: 1), "Tint ‹ ██ #808080 ›"),
    ] as [(CGColor, String)])
    func drawn(_ colour: CGColor, _ expected: String) {
        #expect(textFrame(ColorPicker("Tint", selection: .constant(colour)), width: 30, height: 1) == [expected])
        #expect(textFrame(ColorPicker(selection: .constant(colour)) { Text("Tint") }, width: 30, height: 1) == [expected])
    }

    @Test("Keys go through the palette from the colour; the colour chosen is set as its components", arguments: [
        (red, [KeyEquivalent.rightArrow], orange), (red, [.rightArrow, .leftArrow], red), (orange, [.leftArrow], red),
        (red, [.leftArrow], CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)),
        (CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1), [.rightArrow], red), (CGColor.black, [.end], CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)),
    ] as [(CGColor, [KeyEquivalent], CGColor)])
    func keys(_ start: CGColor, _ keys: [KeyEquivalent], _ expected: CGColor) {
        let sink = BindingSink<CGColor>()
        let screen = KeyedScreen(CGColorHost(sink: sink, colour: start), width: 30, height: 1)
        screen.press(.tab)
        for key in keys { screen.press(key) }
        _ = screen.text
        #expect(sink.binding?.wrappedValue == expected)
    }
}
