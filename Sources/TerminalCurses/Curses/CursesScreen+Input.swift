import CNcurses
import TerminalCanvas

extension CursesScreen: KeySource {}

extension CursesScreen {
    /// Waits for one key press, a resize, or the timeout.
    ///
    /// - Parameter timeoutMs: milliseconds to wait; `nil` waits forever, 0 only polls.
    /// - Returns: the key, or `nil` on timeout, on an interrupted read, or after ``stop()``. A ``KeyEvent/resize``
    ///   means ``size`` already holds the new size: draw and ``present(_:)`` again.
    ///   ``KeyEvent/inputClosed`` means the terminal hung up; every later call returns it
    ///   at once, so a loop that ignores it would spin.
    public func readKey(timeoutMs: Int? = nil) -> KeyEvent? {
        guard isActive, let window = inputWindow else { return nil }
        redrawAfterSuspend()
        // Keys given back (read during a slow frame) come first, in order, without waiting.
        switch pendingKeys.next() {
        case .key(let key)?: return key
        case .incomplete(let bytes)?:
            // The start of a character whose rest is still in the terminal: curses joins
            // them (at most 3 bytes, well within its push-back FIFO).
            for byte in bytes.reversed() { _ = ungetch(Int32(byte)) }
        case nil: break
        }
        wtimeout(window, Int32(clamping: timeoutMs ?? -1))
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        redrawAfterSuspend()
        if status == ERR && terminalHungUp() {
            return .inputClosed
        }
        return Self.keyEvent(status: status, code: code)
    }

    /// Keeps `bytes` — read from the terminal by someone else, ``QuitWatcher`` during a
    /// slow frame — to be answered by ``readKey(timeoutMs:)`` before anything curses reads,
    /// in order, escape sequences as the keys terminfo binds them to. Unlike curses'
    /// `ungetch`, whose FIFO holds 137 entries, nothing is dropped however many there are.
    public func giveBack(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        pendingKeys.append(QuitWatcher.keyUnits(bytes))
    }

    /// After a suspend and `fg` (SIGCONT), curses has repainted the screen it knows, which
    /// is blank: draw the last frame again, whole.
    func redrawAfterSuspend() {
        guard cursesContinued != 0 else { return }
        cursesContinued = 0
        guard let frame = writer.encoder.screen else { return }
        writer.encoder.invalidate()
        present(frame)
    }

    /// Maps a `wget_wch` result to a key event: `status` is `OK` for a character,
    /// `KEY_CODE_YES` for a key code, `ERR` for nothing.
    static func keyEvent(status: Int32, code: wint_t) -> KeyEvent? {
        switch status {
        case OK:
            switch code {
            case 9: return .tab
            case 10, 13: return .enter
            case 27: return .escape
            case 8, 127: return .backspace
            default:
                guard let scalar = Unicode.Scalar(UInt32(code)) else { return .unknown(Int(code)) }
                return .character(Character(scalar))
            }
        case KEY_CODE_YES:
            let key = Int32(bitPattern: UInt32(code))
            switch key {
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_SLEFT: return .shiftLeft
            case KEY_SRIGHT: return .shiftRight
            case KEY_SR: return .shiftUp
            case KEY_SF: return .shiftDown
            case KEY_SHOME: return .shiftHome
            case KEY_SEND: return .shiftEnd
            case KEY_BTAB: return .backTab
            case KEY_ENTER: return .enter
            case KEY_PPAGE: return .pageUp
            case KEY_NPAGE: return .pageDown
            case KEY_HOME: return .home
            case KEY_END: return .end
            case KEY_BACKSPACE: return .backspace
            case KEY_DC: return .delete
            case KEY_RESIZE: return .resize
            case cn_key_f(1)...cn_key_f(63): return .function(Int(key - cn_key_f(0)))
            default: return .unknown(Int(key))
            }
        default:
            return nil
        }
    }
}
