import TerminalCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends file descriptor 2 to a log file while curses owns the terminal, and puts it back.
///
/// Anything written to stderr while curses is active (including Swift's fatal-error
/// message) would otherwise be drawn over the screen and then wiped by `endwin`.
struct StderrRedirect {
    private let logDescriptor: Int32
    private var savedStderr: Int32 = -1

    /// Why the log file could not be opened (`strerror` text).
    struct OpenError: Error {
        let reason: String
    }

    /// Opens (creates, appends to) the log file; nothing is redirected yet.
    init(path: String) throws(OpenError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw OpenError(reason: String(cString: strerror(errno)))
        }
        logDescriptor = fd
    }

    /// Points fd 2 at the log file, remembering the original.
    mutating func activate() {
        guard savedStderr < 0 else { return }
        savedStderr = dup(2)
        _ = dup2(logDescriptor, 2)
    }

    /// Points fd 2 back at the original and closes the log file.
    mutating func restore() {
        if savedStderr >= 0 {
            _ = dup2(savedStderr, 2)
            close(savedStderr)
            savedStderr = -1
        }
        close(logDescriptor)
    }
}
