import TerminalCurses
import TerminalLayout
import TerminalRenderer
#if canImport(Glibc)
import Glibc
#endif

extension App {
    /// Runs the app in the terminal — what `@main` calls, as in SwiftUI.
    ///
    /// 1. A terminal type that cannot move the cursor (`TERM=dumb`), or
    ///    standard input or output that is not a terminal, a non-UTF-8
    ///    locale or an unknown `TERM`, is refused with one line on standard
    ///    error and exit code 2 (see `CursesScreen`).
    /// 2. Otherwise a `CursesScreen` takes over the terminal, and
    ///    `TerminalApp(Self(), screen:).run()` shows the window's content:
    ///    keys go to the views by focus (KEY1), state changes are drawn,
    ///    resizes reflow.
    /// 3. When a view calls `dismiss()` the terminal is given back and the
    ///    process exits with 0; when the terminal goes away, with 1. Ctrl-C
    ///    (and SIGTERM, SIGHUP) gives it back and exits with 128 + the
    ///    signal, a crash gives it back before the crash report.
    public static func main() {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "app"
        if isatty(0) == 1, isatty(1) == 1, let terminal = TerminalDescription.current(), let why = terminal.unusableReason {
            fail(TerminalError(programName: name, reason: .unusableTerminal(term: terminal.name, why: why)))
        }
        let screen: CursesScreen
        do {
            screen = try CursesScreen(programName: name)
        } catch {
            fail(error)
        }
        let app = TerminalApp(Self(), screen: screen)
        let code = app.run()
        screen.stop()
        exit(code)
    }

    private static func fail(_ error: TerminalError) -> Never {
        let line = Array("\(error.description)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(error.exitCode)
    }
}
