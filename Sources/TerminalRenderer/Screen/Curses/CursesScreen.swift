import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// A ``Screen`` on the real terminal through ncursesw.
///
/// Start-up, in this order (each failure throws a ``TerminalError`` and leaves the
/// terminal untouched):
/// 1. `setlocale(LC_ALL, "")`, and the locale's codeset must be UTF-8. A non-UTF-8
///    locale is refused (``TerminalError/Reason/localeNotUTF8(codeset:)``, exit code 2)
///    rather than drawn with an ASCII fallback, because labels may hold any Unicode.
/// 2. Standard input and output must both be terminals.
/// 3. The stderr log file, when given, is opened.
/// 4. `LINES`/`COLUMNS` are removed from the environment (else resizing breaks).
/// 5. Signal handlers (see ``CursesSignals``) and an `atexit` hook restore the terminal.
/// 6. `newterm(nil, stdout, stdin)`; a `nil` result names `$TERM` in the error.
/// 7. `cbreak`, `noecho`, `keypad`, `curs_set(0)`, `set_escdelay(25)`; colours when the
///    terminal has them and `NO_COLOR` is unset or empty (otherwise only bold, dim and
///    reverse are shown).
///
/// Only one `CursesScreen` can be active at a time. Never `print` while it is active:
/// standard output belongs to curses.
public final class CursesScreen: Screen {
    /// The name error messages start with.
    public let programName: String
    /// The curses screen from `newterm`; `nil` after ``stop()``.
    private var screen: OpaquePointer?
    /// Where stderr goes while active, if a log path was given.
    private var stderrRedirect: StderrRedirect?
    /// The last presented canvas and the screen size it was presented at.
    private var previousFrame: Canvas?
    private var previousSize: CellSize?
    /// Colour pairs and capabilities (see `CursesScreen+Colors.swift`).
    var palette: CursesPalette

    /// Takes over the terminal.
    ///
    /// - Parameters:
    ///   - programName: starts every error message, e.g. `layout-demo`.
    ///   - notATerminalHint: appended to the "not a terminal" message, e.g.
    ///     "try `layout-demo render`".
    ///   - stderrLogPath: when given, stderr is redirected (appended) to this file while
    ///     the screen is active and restored by ``stop()``.
    /// - Throws: ``TerminalError`` when the terminal cannot be used; nothing was changed then.
    public init(programName: String, notATerminalHint: String? = nil,
                stderrLogPath: String? = nil) throws(TerminalError) {
        self.programName = programName
        func failure(_ reason: TerminalError.Reason) -> TerminalError {
            TerminalError(programName: programName, reason: reason, hint: notATerminalHint)
        }
        guard cursesIsActive == 0 else { throw failure(.alreadyActive) }

        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        guard codeset == "UTF-8" else { throw failure(.localeNotUTF8(codeset: codeset)) }
        guard isatty(0) == 1 else { throw failure(.standardInputNotATerminal) }
        guard isatty(1) == 1 else { throw failure(.standardOutputNotATerminal) }

        var redirect: StderrRedirect?
        if let stderrLogPath {
            do {
                redirect = try StderrRedirect(path: stderrLogPath)
            } catch {
                throw failure(.cannotOpenLog(path: stderrLogPath, reason: error.reason))
            }
        }

        unsetenv("LINES")
        unsetenv("COLUMNS")
        CursesSignals.install()
        guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
            CursesSignals.restore()
            redirect?.restore()
            let term = getenv("TERM").map { String(cString: $0) }
            throw failure(.unknownTerminal(term: term?.isEmpty == true ? nil : term))
        }
        self.screen = screen
        cursesIsActive = 1

        cbreak()
        noecho()
        keypad(cn_stdscr(), true)
        _ = curs_set(0)                 // may be ERR on terminals without cursor control
        set_escdelay(25)
        palette = CursesPalette.start()

        redirect?.activate()
        stderrRedirect = redirect
    }

    deinit {
        stop()
    }

    /// Whether the screen still owns the terminal (``stop()`` not called yet).
    public var isActive: Bool { screen != nil }

    /// The terminal size, read from curses on every call (never cached); zero after ``stop()``.
    public var size: CellSize {
        guard screen != nil else { return CellSize(columns: 0, rows: 0) }
        var rows: Int32 = 0
        var columns: Int32 = 0
        cn_getmaxyx(cn_stdscr(), &rows, &columns)
        return CellSize(columns: Int(columns), rows: Int(rows))
    }

    /// Draws the cells that changed since the last presented canvas, then refreshes once.
    ///
    /// An unchanged canvas sends nothing to the terminal. A different screen size (after
    /// a resize) or canvas size erases and redraws every cell. Cells beyond the screen are
    /// skipped; a wide character in the last column is drawn as a space (curses would
    /// wrap it to the next row).
    public func present(_ canvas: Canvas) {
        guard screen != nil else { return }
        let size = self.size
        let full = previousFrame == nil || previousSize != size || previousFrame?.size != canvas.size
        if full { werase(cn_stdscr()) }
        let rows = min(size.rows, canvas.height)
        let columns = min(size.columns, canvas.width)
        for y in 0..<max(0, rows) {
            let dirty = full ? nil : changedColumns(in: y, of: canvas, columns: columns)
            if let dirty, dirty.isEmpty { continue }
            for x in 0..<max(0, columns) where dirty?[x] ?? true {
                let cell = canvas[x: x, y: y]
                if cell.isContinuation { continue }   // drawn with its lead cell
                write(cell, x: x, y: y, screenColumns: size.columns)
            }
        }
        wrefresh(cn_stdscr())
        previousFrame = canvas
        previousSize = size
    }

    /// Restores the terminal, the signal handlers and stderr. Safe to call more than once.
    public func stop() {
        guard let screen else { return }
        cursesIsActive = 0
        if !terminalHungUp() { endwin() }
        delscreen(screen)
        self.screen = nil
        CursesSignals.restore()
        stderrRedirect?.restore()
        stderrRedirect = nil
        previousFrame = nil
        previousSize = nil
    }

    /// Columns of row `y` to rewrite: changed cells plus the other half of any wide
    /// character involved, old or new.
    private func changedColumns(in y: Int, of canvas: Canvas, columns: Int) -> [Bool] {
        guard let previous = previousFrame else { return Array(repeating: true, count: columns) }
        var dirty = Array(repeating: false, count: columns)
        var any = false
        for x in 0..<columns {
            let new = canvas[x: x, y: y]
            let old = previous[x: x, y: y]
            guard new != old else { continue }
            any = true
            dirty[x] = true
            if (new.isContinuation || old.isContinuation) && x > 0 { dirty[x - 1] = true }
            if (new.width == 2 || old.width == 2) && x + 1 < columns { dirty[x + 1] = true }
        }
        return any ? dirty : []
    }

    /// Writes one cell (and, for a wide character, the continuation after it).
    private func write(_ cell: Cell, x: Int, y: Int, screenColumns: Int) {
        guard var character = cell.character else { return }
        if cell.width == 2 && x + 1 >= screenColumns { character = " " }
        let (attributes, pair) = palette.attributes(for: cell.style)
        var scalars = character.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        // Writing the bottom-right cell returns ERR although it is drawn; ignore results.
        _ = cn_mvadd_cell(Int32(y), Int32(x), &scalars, Int32(scalars.count), attributes, pair)
    }
}
