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
}
