import Testing
import TerminalLayout
import TerminalRenderer

/// SwiftUI colours map to the terminal palette; `.clear` draws nothing.
@Suite struct TerminalColorMappingTests {
    @Test(arguments: [
        (Color.black, TerminalColor.black), (.red, .red), (.green, .green), (.yellow, .yellow), (.blue, .blue),
        (.white, .white), (.purple, .magenta), (.indigo, .magenta), (.cyan, .cyan), (.teal, .cyan), (.mint, .cyan),
        (.gray, .ansi(8)), (.orange, .palette(208)), (.pink, .palette(205)), (.brown, .palette(130)),
        (.accentColor, .blue), (.primary, .default), (.secondary, .default),
        (Color(red: 1, green: 0, blue: 0), .rgb(red: 255, green: 0, blue: 0)),
        (Color(white: 0.5), .rgb(red: 128, green: 128, blue: 128)),
    ])
    func mapping(color: Color, expected: TerminalColor) {
        #expect(TerminalColor(color) == expected)
    }

    @Test func clearAndTransparentColoursDrawNothing() {
        #expect(TerminalColor(.clear) == nil)
        #expect(TerminalColor(Color.red.opacity(0)) == nil)
        #expect(TerminalColor(Color.red.opacity(0.3)) == .red)
    }

    @Test func eightColourTerminalsGetTheNearestBasicColour() {
        // orange (208 = rgb 255,135,0) → red + green bits = yellow (3) on 8 colours.
        #expect(TerminalColor(.orange)?.index(forTerminalWith: 8) == 3)
        #expect(TerminalColor(.blue)?.index(forTerminalWith: 8) == 4)
    }

    @Test func dimWhenSecondaryOrHalfTransparent() {
        let view = VStack(spacing: 0) {
            Text("a").foregroundColor(.secondary)
            Text("b").foregroundColor(Color.red.opacity(0.4))
            Text("c").foregroundColor(.red)
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 1, height: 3))
        let canvas = PlacementRenderer().render(result, width: 1, height: 3)
        #expect(canvas[x: 0, y: 0].style.dim)
        #expect(canvas[x: 0, y: 1].style.dim && canvas[x: 0, y: 1].style.foreground == .red)
        #expect(!canvas[x: 0, y: 2].style.dim)
    }
}
