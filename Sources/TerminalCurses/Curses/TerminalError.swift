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

    /// One line, e.g. "layout-demo: standard output is not a terminal; try `layout-demo render`".
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
        case .alreadyActive:
            message = "a curses screen is already active in this process"
        case .cannotOpenLog(let path, let why):
            message = "cannot open log file '\(path)': \(why)"
        }
        return "\(programName): \(message)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
