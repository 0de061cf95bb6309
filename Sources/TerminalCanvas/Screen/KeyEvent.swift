/// One key press (or a resize) read from the terminal by ``CursesScreen/readKey(timeoutMs:)``.
public enum KeyEvent: Hashable, Sendable {
    /// A printable or control character, including non-ASCII input such as `é` or `日`.
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Shift-↑, Shift-↓, Shift-←, Shift-→: the arrows with Shift held (extending a text
    /// selection).
    case shiftUp, shiftDown, shiftLeft, shiftRight
    /// Shift-Home and Shift-End.
    case shiftHome, shiftEnd
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Return or keypad Enter.
    case enter
    /// A bare Escape (after the 25 ms escape delay).
    case escape
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Backspace (also DEL and Ctrl-H, which terminals send for it).
    case backspace
    /// Delete (forward delete).
    case delete
    /// The terminal changed size; ``Screen/size`` already holds the new size.
    case resize
    /// The terminal is gone (input hung up or failed): stop the screen and exit.
    case inputClosed
    /// Function key F*n* (1-based).
    case function(Int)
    /// Any other curses key code.
    case unknown(Int)
}
