import TerminalCanvas
/// Why a terminal screen could not start; thrown before the terminal is touched.
///
/// ``description`` is a single line that starts with the program name, ready for stderr;
/// programs exit with ``exitCode`` (2) after printing it.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The locale's character set (`nl_langinfo(CODESET)`) is not UTF-8.
        case localeNotUTF8(codeset: String)
        /// Standard input is not a terminal.
        case standardInputNotATerminal
        /// Standard output is not a terminal.
        case standardOutputNotATerminal
        /// curses could not set up the terminal type in `TERM` (`nil` when unset).
        case unknownTerminal(term: String?)
        /// terminfo knows the terminal type in `TERM`, but a full-screen program cannot draw
        /// on it (`why`, from ``TerminalDescription/unusableReason``), e.g. `dumb`.
        case unusableTerminal(term: String, why: String)
        /// Another ``CursesScreen`` is already running in this process.
        case alreadyActive
        /// The stderr log file could not be opened.
        case cannotOpenLog(path: String, reason: String)
    }

    /// The program name the message starts with, e.g. `layout-demo`.
    public let programName: String
    /// What went wrong.
    public let reason: Reason
    /// Advice appended when the standard streams are not terminals, e.g. "try `layout-demo render`".
    public let hint: String?

    /// Creates an error.
    public init(programName: String, reason: Reason, hint: String? = nil) {
        self.programName = programName
        self.reason = reason
        self.hint = hint
    }

    /// The exit status a program should end with: 2 (usage/environment error).
    public var exitCode: Int32 { 2 }

    /// One line, e.g. "layout-demo: standard output is not a terminal; try `layout-demo render`",
    /// with any control character (say, in `TERM`) written as a `\u{1b}` escape.
    public var description: String {
        let message: String
        switch reason {
        case .localeNotUTF8(let codeset):
            message = "the locale's character set is \(codeset), not UTF-8; set LANG=C.UTF-8 or another UTF-8 locale"
        case .standardInputNotATerminal:
            message = "standard input is not a terminal" + (hint.map { "; \($0)" } ?? "")
        case .standardOutputNotATerminal:
            message = "standard output is not a terminal" + (hint.map { "; \($0)" } ?? "")
        case .unknownTerminal(let term?):
            message = "cannot open terminal type '\(term)' (from TERM); set TERM to a known type such as xterm-256color"
        case .unknownTerminal(nil):
            message = "TERM is not set; set TERM to a known terminal type such as xterm-256color"
        case .unusableTerminal(let term, let why):
            message = "terminal type '\(term)' (from TERM) \(why); set TERM to a full-screen type such as xterm-256color"
                + (hint.map { ", or \($0)" } ?? "")
        case .alreadyActive:
            message = "a curses screen is already active in this process"
        case .cannotOpenLog(let path, let why):
            message = "cannot open log file '\(path)': \(why)"
        }
        let line = "\(programName): \(message)".split(whereSeparator: \.isNewline).joined(separator: " ")
        // TERM, paths and reasons come from outside: no control character reaches stderr raw.
        var result = ""
        for scalar in line.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || (0x7F...0x9F).contains(v) {
                result += "\\u{\(String(v, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
