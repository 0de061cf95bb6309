import TerminalCanvas
import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// A ``Screen`` on the real terminal: curses sets the terminal up and reads keys, and
/// frames are encoded by ``FrameEncoder`` and sent in one `write(2)` each.
///
/// Start-up, in this order (each failure throws a ``TerminalError`` and leaves the
/// terminal untouched):
/// 1. `setlocale(LC_ALL, "")`, and the locale's codeset must be UTF-8. A non-UTF-8
///    locale is refused (``TerminalError/Reason/localeNotUTF8(codeset:)``, exit code 2)
///    rather than drawn with an ASCII fallback, because labels may hold any Unicode.
/// 2. Standard input and output must both be terminals.
/// 3. The stderr log file, when given, is opened.
/// 4. `LINES`/`COLUMNS` are removed from the environment (else resizing breaks).
/// 5. The terminal's modes are kept (see ``ExitRestore``); signal handlers (see
///    ``CursesSignals``) and an `atexit` hook restore the terminal.
/// 6. `newterm(nil, stdout, stdin)`; a `nil` result names `$TERM` in the error. The bytes
///    that give the terminal back from a signal handler come from its entry (``ExitRestore``).
/// 7. `cbreak`, `noecho`, flow control off (so Ctrl-S and Ctrl-Q are keys, KEY2),
///    `curs_set(0)`, `set_escdelay(25)`; keys are read through a
///    1×1 pad with `keypad` on, because `wgetch` on a pad never refreshes: curses never
///    draws, so nothing but ``present(_:)`` writes frames.
/// 8. Standard error goes to the log file, or else is kept in a file and written out when the
///    terminal is given back (``stop()``, a signal, a crash), after it is restored.
/// 8a. C's `stdout` — what Swift's `print` writes through — goes where standard error now goes
///    (``divertStandardOutput()``), unbuffered: a SwiftUI app's `print` in a body or an action,
///    which Apple's platforms send to a console, would otherwise be drawn over the frames.
///    Curses and the frames keep file descriptor 1, the terminal.
/// 9. Capabilities from terminfo: colours (`colors`; none when `NO_COLOR` is set and
///    not empty: then only bold, dim and reverse show), `rep`, `ech`, `el`, and
///    synchronized output (see ``SynchronizedOutput/detect(environment:terminfoHasSync:)``).
///
/// Only one `CursesScreen` can be active at a time. While it is active, `print` goes where
/// standard error goes (8a); file descriptor 1 belongs to the screen.
public final class CursesScreen: Screen {
    /// The name error messages start with.
    public let programName: String
    /// The curses screen from `newterm`; `nil` after ``stop()``.
    private var screen: OpaquePointer?
    /// The pad keys are read through.
    var inputWindow: UnsafeMutablePointer<WINDOW>?
    /// Keys read before curses could read them (``giveBack(_:)``), handed out first.
    var pendingKeys = PendingKeys()
    /// Where stderr goes while active, if a log path was given.
    private var stderrRedirect: StderrRedirect?
    /// C's `stdout` before ``divertStandardOutput()``; `nil` when not diverted.
    private var originalStdout: UnsafeMutablePointer<FILE>?
    /// Encodes frames and writes each in one `write(2)`.
    public internal(set) var writer: FrameWriter
    /// Whether the terminal has no alternate screen (no `smcup`: `vt100`, `linux`), so that
    /// ``stop()`` and the signal handlers erase what was drawn.
    public let erasesOnExit: Bool

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
        ExitRestore.saveShellModes()
        CursesSignals.install()
        guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
            CursesSignals.restore()
            redirect?.restore()
            let term = getenv("TERM").map { String(cString: $0) }
            throw failure(.unknownTerminal(term: term?.isEmpty == true ? nil : term))
        }
        self.screen = screen
        let capabilities = Self.capabilities()
        ExitRestore.prepare(synchronizedOutput: capabilities.synchronizedOutput)
        cursesIsActive = 1
        erasesOnExit = cn_has_string("smcup") == 0

        cbreak()
        noecho()
        Self.disableFlowControl()
        let pad = newpad(1, 1)
        if let pad { keypad(pad, true) }
        inputWindow = pad
        _ = curs_set(0)                 // may be ERR on terminals without cursor control
        set_escdelay(25)
        fflush(cn_stdout())
        writer = FrameWriter(descriptor: 1, capabilities: capabilities)

        redirect?.activate()
        stderrRedirect = redirect
        // Without a log file, stderr is kept until the terminal is given back (see
        // `capturedStderr`): a fatal error's message then shows on the restored terminal.
        let stderrKept = redirect != nil || captureStderr()
        if stderrKept { divertStandardOutput() }
        if erasesOnExit { cursesEraseRows = sig_atomic_t(clamping: size.rows) }
    }

    deinit {
        stop()
    }

    /// The capabilities of the terminal curses opened (see the type's start-up list).
    static func capabilities() -> TerminalCapabilities {
        let environment = ProcessEnvironment.current
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let colors = noColor || !has_colors() ? 0 : max(0, Int(cn_number("colors")))
        let term = environment["TERM"] ?? ""
        return TerminalCapabilities(
            colors: colors,
            repeatCharacter: cn_has_string("rep") != 0,
            eraseCharacters: cn_has_string("ech") != 0,
            eraseLine: cn_has_string("el") != 0,
            synchronizedOutput: SynchronizedOutput.detect(environment: environment,
                                                          terminfoHasSync: cn_has_string("Sync") != 0),
            // tmux (and screen) keep their alternate screen, cut to the new width, when
            // the height does not shrink (measured with tmux 3.3a).
            keepsContentOnResize: term.hasPrefix("tmux") || term.hasPrefix("screen"),
            deferredWrap: tigetflag("xenl") > 0)
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

    /// Sends what changed since the last presented canvas, in one `write(2)`.
    ///
    /// An unchanged canvas sends nothing. The first frame clears the screen and draws
    /// every non-blank cell; after a resize it is a diff against the kept screen on tmux
    /// and screen when no rows were lost, and a cleared, full frame otherwise (see ``FrameEncoder``).
    /// Cells beyond the screen are skipped; a wide character in the last column is drawn
    /// as a space.
    public func present(_ canvas: Canvas) {
        guard screen != nil else { return }
        let size = self.size
        if erasesOnExit { cursesEraseRows = sig_atomic_t(clamping: size.rows) }
        writer.present(canvas, size: size)
    }

    /// Restores the terminal, the signal handlers and stderr (writing to it what was written
    /// meanwhile), and erases the screen on a terminal without an alternate screen.
    /// Safe to call more than once.
    public func stop() {
        guard let screen else { return }
        let rows = size.rows
        cursesIsActive = 0
        cursesEraseRows = 0
        if !terminalHungUp() {
            writer.send(writer.encoder.resetStyle())
            endwin()
            // Without an alternate screen the last frame would stay on the terminal.
            if erasesOnExit { eraseRowsForExit(rows) }
        }
        if let inputWindow { delwin(inputWindow) }
        inputWindow = nil
        delscreen(screen)
        self.screen = nil
        CursesSignals.restore()
        restoreStandardOutput()
        stderrRedirect?.restore()
        stderrRedirect = nil
        releaseStderr()
        writer.encoder.invalidate()
    }
}

extension CursesScreen {
    /// Points C's `stdout` (what `print` writes through) at a copy of file descriptor 2 — the
    /// log file or the kept stderr — unbuffered, so printed lines come out after the terminal
    /// is given back, in order with stderr's, instead of over the frames (start-up step 8a).
    /// Curses was given the original `FILE` and keeps it; frames are written to descriptor 1.
    private func divertStandardOutput() {
        guard originalStdout == nil else { return }
        let descriptor = dup(2)
        guard descriptor >= 0 else { return }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        guard let diverted = fdopen(descriptor, "w") else { close(descriptor); return }
        setvbuf(diverted, nil, _IONBF, 0)
        originalStdout = cn_stdout()
        cn_set_stdout(diverted)
    }

    /// Puts C's `stdout` back (``divertStandardOutput()``), before stderr is.
    private func restoreStandardOutput() {
        guard let originalStdout else { return }
        let diverted = cn_stdout()
        cn_set_stdout(originalStdout)
        self.originalStdout = nil
        if let diverted, diverted != originalStdout { fclose(diverted) }
    }
}

extension CursesScreen {
    /// Turns the terminal's software flow control (`IXON`) off: with it, the terminal driver
    /// takes Ctrl-S and Ctrl-Q for itself (stop and start output) and the app never sees them —
    /// Ctrl-S is the Save command (KEY2, DOC1). `cbreak` leaves it on; `raw` would also take
    /// Ctrl-C's signal, which the app keeps. The shell's modes, saved before, are restored on
    /// exit (``ExitRestore``).
    static func disableFlowControl() {
        var modes = termios()
        guard tcgetattr(0, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        _ = tcsetattr(0, TCSANOW, &modes)
    }
}
