import TerminalCurses
import TerminalLayout
import TerminalRenderer
#if canImport(Glibc)
import Glibc
#endif

/// What a program does to run on the real terminal, whichever life cycle it has (`App`,
/// UIKit's): refuse a terminal it cannot drive in one line, take the terminal over, give
/// it back.
enum TerminalProgram {
    /// The program's name, for its one-line errors.
    static var name: String {
        CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "app"
    }

    /// Refuses, with one line and exit code 2, a terminal that cannot move the cursor.
    static func refuseUnusableTerminal() {
        if isatty(0) == 1, isatty(1) == 1, let terminal = TerminalDescription.current(), let why = terminal.unusableReason {
            fail(TerminalError(programName: name, reason: .unusableTerminal(term: terminal.name, why: why)))
        }
    }

    /// Takes the terminal over, or fails with one line and exit code 2.
    static func openScreen() -> CursesScreen {
        do {
            return try CursesScreen(programName: name)
        } catch {
            fail(error)
        }
    }

    /// Prints `error` on one line and exits with its code (2).
    static func fail(_ error: TerminalError) -> Never {
        fail(line: error.description, code: error.exitCode)
    }

    /// Prints `line` to standard error and exits with `code`.
    static func fail(line: String, code: Int32) -> Never {
        let bytes = Array("\(line)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(code)
    }
}
