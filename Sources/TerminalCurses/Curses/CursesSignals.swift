import TerminalCanvas
import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// Whether curses owns the terminal; read by the signal handlers and the atexit hook.
nonisolated(unsafe) var cursesIsActive: sig_atomic_t = 0

/// The `sigaction`s that were installed before ours, indexed by signal number.
/// Raw memory, not a Swift collection, because the handlers read it.
nonisolated(unsafe) private let savedActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    pointer.initialize(repeating: sigaction(), count: Int(NSIG))
    return pointer
}()

/// `CSI m`, written before `endwin` by the handlers and the atexit hook: frames are sent
/// without curses, so curses does not know a frame may have left a style active. Raw
/// memory, set up by `install()` before any handler can run (a lazy global would
/// initialise inside the handler).
nonisolated(unsafe) private let sgrReset: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 3)
    pointer[0] = 0x1B
    pointer[1] = 0x5B
    pointer[2] = 0x6D
    return pointer
}()

/// Writes `CSI m` to standard output. Async-signal-safe.
private func resetStyleForExit() {
    _ = write(1, sgrReset, 3)
}

/// Set by the SIGCONT handler: after a suspend (C-z, `fg`), curses repaints the screen it
/// knows — blank, since frames bypass it — so ``CursesScreen`` must draw its frame again.
nonisolated(unsafe) var cursesContinued: sig_atomic_t = 0

/// Whether the atexit hook is registered (once per process).
nonisolated(unsafe) private var atexitRegistered = false

/// Restores the terminal on INT/TERM/HUP/QUIT and on crashes, chaining to the previous handlers.
///
/// Every path writes `CSI m` (see `sgrReset`) before `endwin()`. SIGCONT only sets
/// `cursesContinued`, so the screen redraws its frame after a suspend.
/// - INT, TERM, HUP, QUIT: `endwin()`, then `_exit(128 + signal)`.
/// - SEGV, BUS, ILL, TRAP, ABRT, FPE: `endwin()`, re-install the previous handler (the
///   Swift runtime's backtracer), and `raise` the signal again so it runs on a restored
///   terminal.
/// - `atexit`: `endwin()` if curses is still active.
enum CursesSignals {
    /// Signals that end the program after restoring the terminal.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals raised by crashes; passed on to the previous handler.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers, saving the previous ones, and registers the atexit hook once.
    static func install() {
        _ = sgrReset   // initialised here, never in a handler
        install(continueHandler, for: SIGCONT)
        for signal in terminating { install(terminateHandler, for: signal) }
        for signal in crashing { install(crashHandler, for: signal) }
        if !atexitRegistered {
            atexitRegistered = true
            atexit {
                if cursesIsActive != 0 {
                    cursesIsActive = 0
                    resetStyleForExit()
                    endwin()
                }
            }
        }
    }

    /// Puts the previous handlers back.
    static func restore() {
        for signal in terminating + crashing + [SIGCONT] {
            sigaction(signal, savedActions + Int(signal), nil)
        }
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, savedActions + Int(signal))
    }
}

/// Whether standard input's terminal hung up (its pty master closed). Async-signal-safe.
func terminalHungUp() -> Bool {
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) >= 0 else { return false }
    return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
}

/// SIGCONT: note that the frame must be drawn again (see `cursesContinued`).
private let continueHandler: @convention(c) (Int32) -> Void = { _ in
    cursesContinued = 1
}

/// INT/TERM/HUP/QUIT: restore the terminal (unless it is gone) and exit with 128 + signal.
private let terminateHandler: @convention(c) (Int32) -> Void = { signal in
    if cursesIsActive != 0 && !terminalHungUp() {
        cursesIsActive = 0
        resetStyleForExit()
        endwin()
    }
    _exit(128 + signal)
}

/// Crash signals: restore the terminal, re-install the previous handler, raise again.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
    if cursesIsActive != 0 && !terminalHungUp() {
        cursesIsActive = 0
        resetStyleForExit()
        endwin()
    }
    sigaction(signal, savedActions + Int(signal), nil)
    raise(signal)
}
