import Testing
import TerminalLayout
import TerminalRenderer

/// `KeyEvent.keyPress`: terminal keys as SwiftUI key presses (KEY2).
struct KeyEventKeyPressTests {
    @Test("Each terminal key is the SwiftUI key, characters and modifiers of KEY2", arguments: [
        (KeyEvent.character("a"), "a", "a", []), (.character("A"), "A", "A", []), (.character("é"), "é", "é", []),
        (.character(" "), " ", " ", []), (.character("+"), "+", "+", []),
        (.character("\u{1}"), "a", "\u{1}", [.control]), (.character("\u{1A}"), "z", "\u{1A}", [.control]),
        (.up, "\u{F700}", "\u{F700}", []), (.down, "\u{F701}", "\u{F701}", []), (.left, "\u{F702}", "\u{F702}", []),
        (.right, "\u{F703}", "\u{F703}", []), (.home, "\u{F729}", "\u{F729}", []), (.end, "\u{F72B}", "\u{F72B}", []),
        (.pageUp, "\u{F72C}", "\u{F72C}", []), (.pageDown, "\u{F72D}", "\u{F72D}", []),
        (.shiftLeft, "\u{F702}", "\u{F702}", [.shift]), (.shiftRight, "\u{F703}", "\u{F703}", [.shift]),
        (.shiftUp, "\u{F700}", "\u{F700}", [.shift]), (.shiftDown, "\u{F701}", "\u{F701}", [.shift]),
        (.shiftHome, "\u{F729}", "\u{F729}", [.shift]), (.shiftEnd, "\u{F72B}", "\u{F72B}", [.shift]),
        (.enter, "\r", "\r", []), (.tab, "\t", "\t", []), (.backTab, "\t", "\t", [.shift]),
        (.escape, "\u{1B}", "\u{1B}", []), (.backspace, "\u{7F}", "\u{7F}", []), (.delete, "\u{F728}", "\u{F728}", []),
        (.function(1), "\u{F704}", "\u{F704}", []), (.function(12), "\u{F70F}", "\u{F70F}", []),
        (.character("\t"), "\t", "\t", []), (.character("\r"), "\r", "\r", []), (.character("\u{7F}"), "\u{7F}", "\u{7F}", []),
    ] as [(KeyEvent, Character, String, EventModifiers)])
    func mapping(_ event: KeyEvent, _ key: Character, _ characters: String, _ modifiers: EventModifiers) throws {
        let press = try #require(event.keyPress)
        #expect(press.key == KeyEquivalent(key))
        #expect(press.characters == characters)
        #expect(press.modifiers == modifiers)
        #expect(press.phase == .down)
    }

    @Test("The named keys are SwiftUI's statics")
    func namedKeys() {
        let pairs: [(KeyEvent, KeyEquivalent)] = [
            (.up, .upArrow), (.down, .downArrow), (.left, .leftArrow), (.right, .rightArrow), (.home, .home), (.end, .end),
            (.pageUp, .pageUp), (.pageDown, .pageDown), (.enter, .return), (.tab, .tab), (.escape, .escape),
            (.backspace, .delete), (.delete, .deleteForward), (.character(" "), .space),
        ]
        for (event, key) in pairs { #expect(event.keyPress?.key == key) }
    }

    @Test("A resize, a closed input, an unknown code and F0 / F36 are not key presses",
          arguments: [KeyEvent.resize, .inputClosed, .unknown(999), .function(0), .function(36)])
    func notKeys(_ event: KeyEvent) {
        #expect(event.keyPress == nil)
    }
}
