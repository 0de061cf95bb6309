import Testing
@_spi(Rendering) @testable import TerminalLayout

/// `Color` as a value: one shared reference (8 bytes, as SwiftUI's colour),
/// equal and hashed by what it is and its opacity, never by the reference.
struct ColorValueTests {
    @Test("Equal colours made apart are equal and hash alike; different ones are not", arguments: [
        (Color(red: 0.2, green: 0.4, blue: 0.6), Color(red: 0.2, green: 0.4, blue: 0.6), true),
        (Color(white: 0.5), Color(red: 0.5, green: 0.5, blue: 0.5), true),
        (Color.red, Color.red.opacity(1), true),
        (Color.red, Color.red.opacity(0.5), false),
        (Color.red.opacity(0.5), Color.red.opacity(0.25).opacity(2), true),
        (Color(red: 2, green: -1, blue: .nan), Color(red: 1, green: 0, blue: 0), true),
        (Color.gray, Color(white: 0.5), false),
        (Color.clear, Color.black.opacity(0), false),
    ])
    func equality(a: Color, b: Color, equal: Bool) {
        #expect((a == b) == equal)
        if equal { #expect(a.hashValue == b.hashValue) }
        #expect(Set([a, b]).count == (equal ? 1 : 2))
    }

    @Test("What a colour is reads back through the renderer's SPI")
    func storageReadsBack() {
        #expect(Color.red.storage == .named("red"))
        #expect(Color.red.opacityValue == 1)
        let c = Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.75)
        #expect(c.storage == .rgb(red: 0.25, green: 0.5, blue: 1))
        #expect(c.opacityValue == 0.75)
        #expect(Color.blue.opacity(.nan).opacityValue == 1)
        #expect(c.description == "rgb(0.25, 0.5, 1.0).opacity(0.75)")
    }

    @Test("A colour is one reference: copies share it, and a colour view's node holds it in place")
    func oneReference() {
        #expect(MemoryLayout<Color>.size == 8)
        #expect(MemoryLayout<Color?>.size == 8)
        let a = Color.teal
        let b = a
        #expect(a.box === b.box)
        #expect(ColorBehavior(color: a) == ColorBehavior(color: Color(.named("teal"))))
    }

    /// Hue, saturation, brightness → red, green, blue (the hexcone: six
    /// sectors of the turn; grey when unsaturated; out-of-range input clamped).
    @Test("A colour from hue, saturation and brightness is the red, green and blue they name", arguments: [
        (0.0, 1.0, 1.0, 1.0, 0.0, 0.0),
        (1.0, 1.0, 1.0, 1.0, 0.0, 0.0),
        (1.0 / 3, 1.0, 1.0, 0.0, 1.0, 0.0),
        (2.0 / 3, 1.0, 1.0, 0.0, 0.0, 1.0),
        (0.5, 0.5, 1.0, 0.5, 1.0, 1.0),
        (1.0 / 6, 1.0, 0.5, 0.5, 0.5, 0.0),
        (0.75, 0.0, 0.25, 0.25, 0.25, 0.25),
        (-1.0, 2.0, 1.0, 1.0, 0.0, 0.0),
    ] as [(Double, Double, Double, Double, Double, Double)])
    func hueSaturationBrightness(h: Double, s: Double, b: Double, red: Double, green: Double, blue: Double) {
        guard case .rgb(let r, let g, let bl) = Color(hue: h, saturation: s, brightness: b).storage else {
            Issue.record("not an rgb colour")
            return
        }
        #expect(abs(r - red) < 1e-12 && abs(g - green) < 1e-12 && abs(bl - blue) < 1e-12, "\(r) \(g) \(bl)")
        #expect(Color(hue: h, saturation: s, brightness: b, opacity: 0.5).opacityValue == 0.5)
    }
}
