import TerminalCanvas
import TerminalLayout

extension KeyEvent {
    /// The SwiftUI key press this terminal key is (rule KEY2), or `nil` for
    /// what is not a key: a resize, a closed input, an unknown key code.
    ///
    /// | terminal key | `key` | `characters` | `modifiers` |
    /// |---|---|---|---|
    /// | a character `c` (`"a"`, `"A"`, `"é"`, `" "`) | `c` | `c` | none |
/// | a character Tab, CR or LF, Backspace or DEL, ESC | as the keys below | | |
    /// | Ctrl-A … Ctrl-Z (control characters 1–26 but Tab, Return, Backspace) | the letter | the control character | `.control` |
    /// | arrows, Home, End, Page Up, Page Down | `.upArrow` …, `.home`, `.end`, `.pageUp`, `.pageDown` | the key's character | none |
    /// | Shift with an arrow, Home or End | as without | the key's character | `.shift` |
    /// | Return, keypad Enter | `.return` | `"\r"` | none |
    /// | Tab / Shift-Tab | `.tab` | `"\t"` | none / `.shift` |
    /// | Escape | `.escape` | `"\u{1B}"` | none |
    /// | Backspace / Delete | `.delete` / `.deleteForward` | the key's character | none |
    /// | F1 … F35 | AppKit's `U+F704` … `U+F726` | the key's character | none |
    public var keyPress: KeyPress? {
        switch self {
        case .character(let character):
            let scalars = character.unicodeScalars
            // Curses reports these as their keys; a scripted source may not.
            switch character {
            case "\t": return KeyEvent.tab.keyPress
            case "\r", "\n", "\r\n": return KeyEvent.enter.keyPress
            case "\u{8}", "\u{7F}": return KeyEvent.backspace.keyPress
            case "\u{1B}": return KeyEvent.escape.keyPress
            default: break
            }
            if scalars.count == 1, let value = scalars.first?.value, (1...26).contains(value),
               let letter = Unicode.Scalar(value + 0x60) {
                return KeyPress(key: KeyEquivalent(Character(letter)), characters: String(character), modifiers: .control)
            }
            return KeyPress(key: KeyEquivalent(character))
        case .up: return KeyPress(key: .upArrow)
        case .down: return KeyPress(key: .downArrow)
        case .left: return KeyPress(key: .leftArrow)
        case .right: return KeyPress(key: .rightArrow)
        case .shiftUp: return KeyPress(key: .upArrow, modifiers: .shift)
        case .shiftDown: return KeyPress(key: .downArrow, modifiers: .shift)
        case .shiftLeft: return KeyPress(key: .leftArrow, modifiers: .shift)
        case .shiftRight: return KeyPress(key: .rightArrow, modifiers: .shift)
        case .shiftHome: return KeyPress(key: .home, modifiers: .shift)
        case .shiftEnd: return KeyPress(key: .end, modifiers: .shift)
        case .tab: return KeyPress(key: .tab)
        case .backTab: return KeyPress(key: .tab, modifiers: .shift)
        case .enter: return KeyPress(key: .return)
        case .escape: return KeyPress(key: .escape)
        case .pageUp: return KeyPress(key: .pageUp)
        case .pageDown: return KeyPress(key: .pageDown)
        case .home: return KeyPress(key: .home)
        case .end: return KeyPress(key: .end)
        case .backspace: return KeyPress(key: .delete)
        case .delete: return KeyPress(key: .deleteForward)
        case .function(let n):
            guard (1...35).contains(n), let scalar = Unicode.Scalar(0xF703 + UInt32(n)) else { return nil }
            return KeyPress(key: KeyEquivalent(Character(scalar)))
        case .resize, .inputClosed, .unknown: return nil
        }
    }
}
