import CNcurses
import Testing
@testable import TerminalCanvas
@testable import TerminalCurses

/// `wget_wch` results → ``KeyEvent`` (the part of `readKey` that needs no terminal).
struct KeyEventMappingTests {
    @Test(arguments: [
        (KEY_UP, KeyEvent.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
        (KEY_BTAB, .backTab), (KEY_SLEFT, .shiftLeft), (KEY_SRIGHT, .shiftRight), (KEY_SR, .shiftUp),
        (KEY_SF, .shiftDown), (KEY_SHOME, .shiftHome), (KEY_SEND, .shiftEnd), (KEY_ENTER, .enter), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
        (KEY_HOME, .home), (KEY_END, .end), (KEY_BACKSPACE, .backspace), (KEY_DC, .delete),
        (KEY_RESIZE, .resize), (cn_key_f(1), .function(1)), (cn_key_f(12), .function(12)),
        (KEY_IC, .unknown(Int(KEY_IC))),
    ] as [(Int32, KeyEvent)])
    func keyCodes(_ code: Int32, _ expected: KeyEvent) {
        #expect(CursesScreen.keyEvent(status: KEY_CODE_YES, code: wint_t(code)) == expected)
    }

    @Test(arguments: [
        (UInt32(9), KeyEvent.tab), (10, .enter), (13, .enter), (27, .escape), (127, .backspace), (8, .backspace),
        (0x71, .character("q")), (0xE9, .character("é")), (0x65E5, .character("日")), (0x1F642, .character("🙂")),
        (1, .character("\u{01}")),
    ] as [(UInt32, KeyEvent)])
    func characters(_ code: UInt32, _ expected: KeyEvent) {
        #expect(CursesScreen.keyEvent(status: OK, code: wint_t(code)) == expected)
    }

    @Test func timeoutGivesNil() {
        #expect(CursesScreen.keyEvent(status: ERR, code: 0) == nil)
    }
}
