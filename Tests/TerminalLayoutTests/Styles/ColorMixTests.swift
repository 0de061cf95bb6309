import Testing
@testable import TerminalLayout

/// `Color.mix(with:by:in:)` (iOS 18, STYLE2): components blended straight.
struct ColorMixTests {
    @Test("Mixing black and white, and red (1, 0.231, 0.188) with blue (0, 0.478, 1)", arguments: [
        (Color.black, Color.white, 0.25, Color(red: 0.25, green: 0.25, blue: 0.25)),
        (Color.black, Color.white, 0.5, Color(red: 0.5, green: 0.5, blue: 0.5)),
        (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), 0.5, Color(red: 0.5, green: 0, blue: 0.5)),
        (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, opacity: 0), 0.5,
         Color(red: 0.5, green: 0, blue: 0.5, opacity: 0.5)),
        (Color.red, Color.blue, 0, Color.red),          // 0: this colour, as it was (named)
        (Color.red, Color.blue, 1, Color.blue),         // 1: the other
        (Color.red, Color.blue, -3, Color.red),         // clamped
        (Color.red, Color.blue, 7, Color.blue),
        (Color.red, Color.blue, .nan, Color.red),       // not finite: 0
    ])
    func mix(a: Color, b: Color, fraction: Double, expected: Color) {
        let mixed = a.mix(with: b, by: fraction)
        let r = mixed.resolve(in: EnvironmentValues()), e = expected.resolve(in: EnvironmentValues())
        #expect(abs(r.red - e.red) < 0.001 && abs(r.green - e.green) < 0.001 && abs(r.blue - e.blue) < 0.001)
        #expect(abs(r.opacity - e.opacity) < 0.001)
    }

    @Test("Named colours mix through their sRGB components: red and blue half-way")
    func namedHalfWay() {
        let r = Color.red.mix(with: .blue, by: 0.5, in: .device).resolve(in: EnvironmentValues())
        #expect(abs(r.red - 0.5) < 0.001 && abs(r.green - 0.3545) < 0.001 && abs(r.blue - 0.594) < 0.001)
    }
}
