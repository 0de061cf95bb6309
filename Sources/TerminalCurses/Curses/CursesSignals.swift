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

/// Where standard error goes while curses is active: a file (unlinked at once) whose
/// contents are written to the real standard error when the terminal is given back — by
/// ``CursesScreen/stop()``, a signal handler or a crash handler — so that a fatal error's
/// message is printed on the restored terminal, not on the screen `endwin` is about to leave.
nonisolated(unsafe) var capturedStderr: Int32 = -1
/// The real standard error while it is captured.
nonisolated(unsafe) var originalStderr: Int32 = -1

/// Room to copy what standard error captured, made when capturing starts — never in a
/// handler (see ``releaseStderr()``).
private let stderrChunkCapacity = 4096
nonisolated(unsafe) private var stderrChunk: UnsafeMutableRawPointer? = nil

/// Starts capturing standard error (see ``capturedStderr``); false when no file could be made.
func captureStderr() -> Bool {
    guard capturedStderr < 0 else { return true }
    if stderrChunk == nil {
        stderrChunk = UnsafeMutableRawPointer.allocate(byteCount: stderrChunkCapacity, alignment: 16)
    }
    let folder = ProcessEnvironment.current["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/terminal-layout-stderr-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return false }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let saved = dup(2)
    guard saved >= 0 else { close(fd); return false }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
    originalStderr = saved
    capturedStderr = fd
    _ = dup2(fd, 2)
    return true
}

/// Puts standard error back and writes what was captured to it.
///
/// Async-signal-safe: system calls on raw memory made beforehand only. It runs in signal
/// handlers, which can interrupt `malloc` holding its lock, so it must neither allocate nor
/// call a generic function (in a debug build that makes type metadata, which allocates):
/// a 16-tuple copied with `withUnsafeMutableBytes` once made a handler wait for that lock
/// forever (`layout-demo --test-fault allocating`, SignalEndToEndTests).
func releaseStderr() {
    guard originalStderr >= 0 else { return }
    let saved = originalStderr, capture = capturedStderr
    originalStderr = -1
    capturedStderr = -1
    _ = dup2(saved, 2)
    close(saved)
    guard capture >= 0 else { return }
    if let chunk = stderrChunk {
        _ = lseek(capture, 0, SEEK_SET)
        while true {
            let count = read(capture, chunk, stderrChunkCapacity)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset < count {
                let written = write(2, chunk + offset, count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                offset += written
            }
        }
    }
    close(capture)
}

/// Set by the SIGCONT handler: after a suspend (C-z, `fg`), curses repaints the screen it
/// knows — blank, since frames bypass it — so ``CursesScreen`` must draw its frame again.
nonisolated(unsafe) var cursesContinued: sig_atomic_t = 0

/// Whether the atexit hook is registered (once per process).
nonisolated(unsafe) private var atexitRegistered = false

/// Restores the terminal on INT/TERM/HUP/QUIT and on crashes, chaining to the previous handlers.
///
/// SIGCONT only sets `cursesContinued`, so the screen redraws its frame after a suspend.
/// Every other path gives the terminal back the same way (``restoreTerminalForExit()``):
/// the bytes and terminal modes ``ExitRestore`` prepared when curses started, written with
/// async-signal-safe calls only (never `endwin()`, which a handler could run in the middle
/// of curses or of a frame), the rows erased where there is no alternate screen (as
/// ``CursesScreen/stop()`` does), standard error put back with what was written to it meanwhile.
/// - INT, TERM, HUP, QUIT: restore, then `_exit(128 + signal)`.
/// - SEGV, BUS, ILL, TRAP, ABRT, FPE: restore, re-install the previous handler (the
///   Swift runtime's backtracer), and `raise` the signal again so it runs on a restored
///   terminal, after the fatal error's message.
/// - `atexit`: restore if curses is still active.
enum CursesSignals {
    /// Signals that end the program after restoring the terminal.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals raised by crashes; passed on to the previous handler.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers, saving the previous ones, and registers the atexit hook once.
    static func install() {
        prepareEraseBuffer()   // made here, never in a handler
        install(continueHandler, for: SIGCONT)
        for signal in terminating { install(terminateHandler, for: signal) }
        for signal in crashing { install(crashHandler, for: signal) }
        if !atexitRegistered {
            atexitRegistered = true
            atexit {
                if cursesIsActive != 0 { restoreTerminalForExit() } else { releaseStderr() }
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
    restoreTerminalForExit()
    _exit(128 + signal)
}

/// Crash signals: restore the terminal (and print what went to stderr, the fatal error's
/// message), re-install the previous handler (the Swift runtime's backtracer), raise again.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
    restoreTerminalForExit()
    sigaction(signal, savedActions + Int(signal), nil)
    raise(signal)
}
