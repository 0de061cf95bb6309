import Testing
import TerminalLayout

/// `KeyEquivalent`, `EventModifiers`, `KeyPress.Phases`: SwiftUI's values.
struct KeyEquivalentTests {
    @Test("The named keys hold SwiftUI's (AppKit's) characters", arguments: [
        (KeyEquivalent.upArrow, 0xF700), (.downArrow, 0xF701), (.leftArrow, 0xF702), (.rightArrow, 0xF703),
        (.escape, 0x1B), (.delete, 0x7F), (.deleteForward, 0xF728), (.home, 0xF729), (.end, 0xF72B),
        (.pageUp, 0xF72C), (.pageDown, 0xF72D), (.clear, 0xF739), (.tab, 0x09), (.space, 0x20), (.return, 0x0D),
    ] as [(KeyEquivalent, UInt32)])
    func namedKeys(_ key: KeyEquivalent, _ scalar: UInt32) {
        #expect(key.character.unicodeScalars.map(\.value) == [scalar])
    }

    @Test("A character literal is a key equivalent; equal characters are equal keys")
    func literal() {
        let q: KeyEquivalent = "q"
        #expect(q == KeyEquivalent("q"))
        #expect(q != "Q")
        #expect(Set<KeyEquivalent>([" ", .space, "é", "e\u{301}"]).count == 2)
    }

    @Test("EventModifiers and KeyPress.Phases have SwiftUI's raw values")
    func rawValues() {
        let modifiers: [EventModifiers] = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
        #expect(modifiers.map(\.rawValue) == [1, 2, 4, 8, 16, 32, 64])
        #expect(modifiers.allSatisfy { EventModifiers.all.contains($0) })
        #expect([KeyPress.Phases.down, .repeat, .up, .all].map(\.rawValue) == [1, 2, 4, 7])
    }
}
