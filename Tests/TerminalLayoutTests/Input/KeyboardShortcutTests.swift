import Testing
@testable import TerminalLayout

/// `keyboardShortcut` and `KeyboardShortcut` (KBD1).
struct KeyboardShortcutTests {
    static func ctrl(_ c: Character) -> KeyPress { KeyPress(key: KeyEquivalent(c), characters: String(c), modifiers: .control) }

    @Test("Matching: Command counts as Control; a letter in either case; the modifiers exactly", arguments: [
        (KeyboardShortcut("s"), ctrl("s"), true), (KeyboardShortcut("s"), ctrl("S"), true),
        (KeyboardShortcut("s"), KeyPress(key: "s", characters: "s"), false),
        (KeyboardShortcut("s", modifiers: []), KeyPress(key: "s", characters: "s"), true),
        (KeyboardShortcut("s", modifiers: [.control, .shift]), ctrl("s"), false),
        (.defaultAction, KeyPress(key: .return), true), (.cancelAction, KeyPress(key: .escape), true),
        (.cancelAction, KeyPress(key: .return), false),
    ] as [(KeyboardShortcut, KeyPress, Bool)])
    func matches(_ shortcut: KeyboardShortcut, _ press: KeyPress, _ expected: Bool) {
        #expect(shortcut.matches(press) == expected)
    }

    @Test("A button's shortcut triggers it with focus elsewhere or nowhere; the focused view's own keys come first")
    func buttons() {
        let saves = Taps(), cancels = Taps(), typed = Taps()
        let view = VStack {
            Text("field").focusable().onKeyPress("x") { typed.count += 1; return .handled }
            Button("Save") { saves.count += 1 }.keyboardShortcut("s")
            Button("Cancel") { cancels.count += 1 }.keyboardShortcut(.cancelAction)
        }
        let focus = FocusSystem(graph: ViewGraph(view))
        #expect(focus.handle(Self.ctrl("s")) == .handled)          // nothing focused
        focus.moveFocus(forward: true)                                // the text
        #expect(focus.handle(Self.ctrl("s")) == .handled)
        #expect(focus.handle(KeyPress(key: .escape)) == .handled)
        #expect(focus.handle(KeyPress(key: "x", characters: "x")) == .handled)
        #expect(focus.handle(KeyPress(key: "s", characters: "s")) == .ignored)   // no Control
        #expect((saves.count, cancels.count, typed.count) == (2, 1, 1))
    }

    @Test("A toggle's shortcut flips it; a disabled control's shortcut does nothing; nil removes it", arguments: [false, true])
    func toggleAndDisabled(_ disabled: Bool) {
        final class Box { var on = false }
        let box = Box()
        let taps = Taps()
        let view = VStack {
            Toggle("Wrap", isOn: Binding(get: { box.on }, set: { box.on = $0 })).keyboardShortcut("w", modifiers: .control)
            Button("Gone") { taps.count += 1 }.keyboardShortcut(nil)
        }.disabled(disabled)
        let focus = FocusSystem(graph: ViewGraph(view))
        focus.handle(Self.ctrl("w"))
        #expect(box.on == !disabled)
        #expect(focus.handle(Self.ctrl("g")) == .ignored)   // Ctrl-G: no shortcut
        #expect(focus.handle(Self.ctrl("w")) == (disabled ? .ignored : .handled))
        #expect(box.on == false)                              // flipped twice, or never
        #expect(taps.count == 0)
    }
}
