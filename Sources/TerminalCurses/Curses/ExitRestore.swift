import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// Gives the terminal back where `endwin()` must not run: in a signal handler, a crash
/// handler, or the quit watcher's thread while the main thread is busy.
///
/// `endwin()` is not async-signal-safe: run from a handler it can interrupt curses itself,
/// or a frame being written, on the main thread. So what it does is worked out when curses
/// starts, kept in raw memory, and done with `write(2)` and `tcsetattr(3)` only — both
/// async-signal-safe:
///
/// ```
///  alternate screen (xterm, tmux, …):  [CSI ? 2026 l] CSI m  cnorm  rmcup  CR  rmkx
///  none (vt100, linux):                [CSI ? 2026 l] CSI m  cnorm  rmkx   (rows erased, CSI H)
///  then:                               the shell's terminal modes, as before newterm (TCSADRAIN)
/// ```
///
/// These are the bytes `endwin()` sends (seen on `tmux-256color`: `CSI 20;1H`, `cnorm`,
/// `rmcup`, CR, `rmkx`; the move to the last row is left out: `rmcup` puts the cursor back
/// where it was, and a terminal without an alternate screen has its rows erased and the
/// cursor sent home instead), from the terminal's own terminfo entry with `$<…>` padding
/// removed. `CSI ? 2026 l` ends a synchronized frame a signal may have cut short (sent only
/// where frames use synchronized output); `CSI m` resets a style a frame left active (frames
/// are written without curses, so curses does not know of it). ``CursesScreen/stop()``, in
/// ordinary code, still uses `endwin()`.
enum ExitRestore {
    /// Bytes the sequence may take (terminfo strings are short: `rmcup` is at most a few dozen).
    static let capacity = 512

    /// The bytes to write, prepared by ``prepare(synchronizedOutput:)``.
    nonisolated(unsafe) private static let bytes: UnsafeMutablePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        pointer.initialize(repeating: 0, count: capacity)
        return pointer
    }()
    /// How many of ``bytes`` are the sequence.
    nonisolated(unsafe) private static var count: sig_atomic_t = 0

    /// The terminal modes before curses changed them (see ``saveShellModes()``).
    nonisolated(unsafe) private static let shellModes: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    /// Whether ``shellModes`` holds what `tcgetattr` read.
    nonisolated(unsafe) private static var hasShellModes: sig_atomic_t = 0

    /// The descriptor curses sets modes on: its output, standard output (`newterm(nil, stdout, stdin)`).
    private static let terminal: Int32 = 1

    /// Reads the terminal's modes, as the shell left them; call before `newterm`.
    static func saveShellModes() {
        _ = bytes   // initialised here, never in a handler
        hasShellModes = tcgetattr(terminal, shellModes) == 0 ? 1 : 0
    }

    /// Works out the bytes for the terminal curses opened; call after `newterm`, before
    /// anything can need them (`cursesIsActive`).
    static func prepare(synchronizedOutput: Bool) {
        let prepared = sequence(cnorm: capability("cnorm"), rmcup: capability("rmcup"), rmkx: capability("rmkx"),
                                synchronizedOutput: synchronizedOutput)
        let length = min(prepared.count, capacity)
        for i in 0..<length { bytes[i] = prepared[i] }
        count = sig_atomic_t(length)
    }

    /// The sequence for a terminal whose entry has these strings (padding already removed,
    /// `nil` where absent): see the type's diagram.
    static func sequence(cnorm: [UInt8]?, rmcup: [UInt8]?, rmkx: [UInt8]?, synchronizedOutput: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        if synchronizedOutput { bytes += Array("\u{1B}[?2026l".utf8) }
        bytes += Array("\u{1B}[m".utf8)
        bytes += cnorm ?? []
        if let rmcup, !rmcup.isEmpty { bytes += rmcup + [0x0D] }
        bytes += rmkx ?? []
        return bytes
    }

    /// Terminfo string capability `name` of the terminal curses opened, padding removed;
    /// `nil` when the entry has none.
    private static func capability(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1, value.pointee != 0 else { return nil }
        let length = strlen(value)
        let raw = value.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
        return withoutPadding(raw)
    }

    /// `capability` without its terminfo delays (`$<5>`, `$<2.5*/>`: `$<`, digits with at
    /// most one `.`, then `*` and `/` in any order, `>`), which `tputs` turns into waits or
    /// pad characters and a terminal would otherwise print. Anything else is kept as it is.
    static func withoutPadding(_ capability: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var i = 0
        while i < capability.count {
            if capability[i] == UInt8(ascii: "$"), i + 1 < capability.count, capability[i + 1] == UInt8(ascii: "<"),
               let end = paddingEnd(capability, from: i + 2) {
                i = end + 1
                continue
            }
            result.append(capability[i])
            i += 1
        }
        return result
    }

    /// The index of the `>` closing a delay whose body starts at `start`, or `nil` when what
    /// follows `$<` is not a delay.
    private static func paddingEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        var digits = 0, dots = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
            if bytes[i] == UInt8(ascii: ".") { dots += 1 } else { digits += 1 }
            i += 1
        }
        guard digits > 0, dots <= 1 else { return nil }
        while i < bytes.count, bytes[i] == UInt8(ascii: "*") || bytes[i] == UInt8(ascii: "/") { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: ">") ? i : nil
    }

    /// Gives the terminal back: writes the prepared bytes, erases the rows where there is no
    /// alternate screen (``cursesEraseRows``), and sets the shell's modes again.
    /// Async-signal-safe: `write(2)`, `tcsetattr(3)` and raw memory only.
    static func run() {
        writeAll(bytes, Int(count))
        if cursesEraseRows > 0 { eraseRowsForExit(Int(cursesEraseRows)) }
        if hasShellModes != 0 {
            while tcsetattr(terminal, TCSADRAIN, shellModes) != 0 && errno == EINTR {}
        }
    }
}

/// The rows to erase when the terminal is given back (0: none). Set by ``CursesScreen`` on a
/// terminal without an alternate screen (`vt100`, `linux`), where what was drawn would stay
/// on it after the program; read by ``ExitRestore/run()`` in the handlers.
nonisolated(unsafe) var cursesEraseRows: sig_atomic_t = 0

/// Room for the bytes that erase the screen row by row: `CSI row;1H CSI 2K` (at most 13 bytes
/// for rows up to 9999) a row, then `CSI H`. Raw memory, filled in a handler.
let eraseCapacity = 13 * 1000 + 3
nonisolated(unsafe) private let eraseBuffer: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: eraseCapacity)
    pointer.initialize(repeating: 0, count: eraseCapacity)
    return pointer
}()

/// Makes the erase buffer now, outside any handler (a lazy global would be made inside one).
func prepareEraseBuffer() {
    _ = eraseBuffer
}

/// Erases `rows` rows (at most 1,000) of the terminal on standard output one by one (`CUP`,
/// `EL 2`) and puts the cursor home. Row by row rather than `ED 2`, which tmux and VTE first
/// copy into their scrollback. Async-signal-safe: one `write(2)` loop on a buffer made
/// beforehand (``eraseRowsSequence(_:into:)``).
func eraseRowsForExit(_ rows: Int) {
    writeAll(eraseBuffer, eraseRowsSequence(rows, into: eraseBuffer))
}

/// Writes the bytes that erase `rows` rows (clamped to 1…1,000) into `buffer` — for each row
/// `CSI row;1H CSI 2K`, then `CSI H` — and returns how many there are (at most
/// `eraseCapacity`). No allocation, closure or generic call, so a signal handler may run it
/// while the code it interrupted holds `malloc`'s lock (see ``releaseStderr()``).
func eraseRowsSequence(_ rows: Int, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
    let last = rows < 1 ? 1 : (rows > 1000 ? 1000 : rows)
    var count = 0
    var row = 1
    while row <= last {
        buffer[count] = 0x1B; buffer[count + 1] = 0x5B                           // CSI
        count += 2
        var divisor = 1
        while divisor * 10 <= row { divisor *= 10 }
        while divisor > 0 {                                                       // the row's digits
            buffer[count] = UInt8(truncatingIfNeeded: 0x30 + (row / divisor) % 10)
            count += 1
            divisor /= 10
        }
        buffer[count] = 0x3B; buffer[count + 1] = 0x31; buffer[count + 2] = 0x48   // ;1H
        buffer[count + 3] = 0x1B; buffer[count + 4] = 0x5B                         // CSI 2K
        buffer[count + 5] = 0x32; buffer[count + 6] = 0x4B
        count += 7
        row += 1
    }
    buffer[count] = 0x1B; buffer[count + 1] = 0x5B; buffer[count + 2] = 0x48     // CSI H
    return count + 3
}

/// Writes `count` bytes at `bytes` to standard output, again after an interrupted or partial
/// write. Async-signal-safe.
private func writeAll(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
    var offset = 0
    while offset < count {
        let written = write(1, bytes + offset, count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}

/// Gives the terminal back after a signal or crash, or from the quit watcher: the prepared
/// bytes and modes (``ExitRestore``), the rows erased where there is no alternate screen,
/// standard error put back with what it captured. Async-signal-safe; does nothing to a
/// terminal that hung up.
func restoreTerminalForExit() {
    if cursesIsActive != 0 && !terminalHungUp() {
        cursesIsActive = 0
        ExitRestore.run()
    }
    releaseStderr()
}
