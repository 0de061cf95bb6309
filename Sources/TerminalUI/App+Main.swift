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
        TerminalProgram.refuseUnusableTerminal()
        let screen = TerminalProgram.openScreen()
        let app = TerminalApp(Self(), screen: screen)
        let code = app.run()
        screen.stop()
        exit(code)
    }
}
