import CNcurses
import TerminalCanvas

/// Keys read from the terminal before curses could read them — by ``QuitWatcher`` during a
/// slow frame — kept in order until ``CursesScreen/readKey(timeoutMs:)`` hands them out,
/// before it asks curses for more.
///
/// ncurses' own push-back (`ungetch`) is a FIFO of 137 entries; a paste longer than that,
/// given back with `ungetch`, overflowed it and lost keys. This queue has no bound but the input: it holds
/// what the watcher read during one frame.
///
/// The queue holds curses input units: a key code (≥ `KEY_MIN`) for an escape sequence the
/// watcher recognised (``QuitWatcher/keyUnits(_:)``), else a byte. ``next()`` joins the
/// bytes of a UTF-8 character into one key, as `wget_wch` does, and maps everything with
/// ``CursesScreen/keyEvent(status:code:)``:
///
/// ```
/// units [0x61, 0xC3, 0xA9, KEY_UP, 0xE6]  →  a, é, ↑, then .incomplete([0xE6])
/// ```
///
/// A UTF-8 character cut off at the end of the queue (the rest still in the terminal) is
/// answered `.incomplete`: the caller gives those bytes to curses, which joins them with the
/// rest. A byte that cannot start or continue a UTF-8 character is `.unknown(byte)`.
struct PendingKeys {
    /// What ``next()`` found.
    enum Next: Equatable {
        /// A key.
        case key(KeyEvent)
        /// The last bytes of the queue: the start of a UTF-8 character whose rest has not
        /// been read. The queue is empty afterwards.
        case incomplete([UInt8])
    }

    private var units: [Int32] = []
    private var head = 0

    /// Whether no unit is waiting.
    var isEmpty: Bool { head == units.count }

    /// The number of units waiting.
    var count: Int { units.count - head }

    /// Adds units at the end, after everything already waiting.
    mutating func append(_ more: [Int32]) {
        if head == units.count {
            units.removeAll(keepingCapacity: true)
            head = 0
        }
        units += more
    }

    /// Takes the next key, or the cut-off start of a character, or `nil` when empty.
    mutating func next() -> Next? {
        guard head < units.count else { return nil }
        let first = units[head]
        if first > 0xFF {
            head += 1
            return .key(CursesScreen.keyEvent(status: KEY_CODE_YES, code: wint_t(bitPattern: first)) ?? .unknown(Int(first)))
        }
        let lead = UInt8(truncatingIfNeeded: first)
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default:
            head += 1
            return .key(.unknown(Int(lead)))
        }
        // The bytes of this character that are here: continuation bytes, not key codes.
        var bytes = [lead]
        var i = head + 1
        while bytes.count < length, i < units.count, (0x80...0xBF).contains(units[i]) {
            bytes.append(UInt8(units[i]))
            i += 1
        }
        if bytes.count < length {
            if i == units.count {
                head = units.count
                return .incomplete(bytes)
            }
            head += 1
            return .key(.unknown(Int(lead)))
        }
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            head += 1
            return .key(.unknown(Int(lead)))
        }
        head = i
        return .key(CursesScreen.keyEvent(status: OK, code: wint_t(scalar.value)) ?? .unknown(Int(scalar.value)))
    }
}
