import Testing
@testable import TerminalLayout

/// Colour literals and `Color(_:)` of a colour (COL2).
struct ColorLiteralTests {
    @Test("A literal is the sRGB colour of its components")
    func literal() {
        let coral: Color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        #expect(coral == Color(.sRGB, red: 1, green: 0.5, blue: 0.25, opacity: 1))
        #expect(Color(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)) == Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0.5))
        let inferred = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(inferred == Color(.sRGB, red: 0, green: 1, blue: 0, opacity: 1))
    }

    @Test("Components out of range are clamped; non-finite ones are 0",
          arguments: [(Float(2), 1.0), (-1, 0), (.nan, 0), (.infinity, 0), (0.25, 0.25)])
    func clamped(_ component: Float, _ expected: Double) {
        let color = Color(_colorLiteralRed: component, green: 0, blue: 0, alpha: 1)
        #expect(color == Color(.sRGB, red: expected, green: 0, blue: 0, opacity: 1))
    }

    @Test("Color(.red) is the system red, as Color(UIColor.red) shows on Apple platforms",
          arguments: [(Color(.red), Color.red), (Color(.blue), Color.blue), (Color(Color.mint), Color.mint)])
    func wrapped(_ made: Color, _ expected: Color) {
        #expect(made == expected)
    }
}
