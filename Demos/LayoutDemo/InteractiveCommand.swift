import ArgumentParser
import LayoutDemoCore
import TerminalCurses
import TerminalRenderer
#if canImport(Glibc)
import Glibc
#endif

/// The interactive demo in the terminal (the default subcommand).
struct InteractiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive",
        abstract: "Run the demo in the terminal (the default).",
        discussion: """
            Keys: 1–9, 0 pick a layout; Tab/Shift-Tab cycle; + / - items; [ / ] spacing; \
            ← / → columns or min item width; arrows, PgUp/PgDn, Home/End scroll; m metrics; \
            r reshuffle; a animation; d debug overlay (f/F focus); c colour; ? help; q or Esc quit. \
            Needs a UTF-8 terminal that can move the cursor (not TERM=dumb); otherwise use `layout-demo render`. \
            On a terminal without an alternate screen (TERM=vt100, linux) the screen is cleared on quit.
            """
    )

    @OptionGroup var options: DemoOptions

    func run() throws {
        let scene = try options.loadScene()
        // A terminal type terminfo knows but that cannot be drawn on (dumb) is refused before
        // curses starts; an unknown or unset TERM, a non-UTF-8 locale and streams that are not
        // terminals are refused by CursesScreen, each with one line and exit 2.
        let terminal = TerminalDescription.current()
        if isatty(0) == 1, isatty(1) == 1, let terminal, let why = terminal.unusableReason {
            let error = TerminalError(programName: "layout-demo", reason: .unusableTerminal(term: terminal.name, why: why),
                                      hint: "try `layout-demo render`")
            Output.error(String(error.description.dropFirst("layout-demo: ".count)))
            throw ExitCode(error.exitCode)
        }
        let screen: CursesScreen
        do {
            screen = try CursesScreen(programName: "layout-demo", notATerminalHint: "try `layout-demo render`")
        } catch {
            var message = error.description
            if !message.contains("layout-demo render") { message += "; or try `layout-demo render`" }
            Output.error(String(message.dropFirst("layout-demo: ".count)))
            throw ExitCode(error.exitCode)
        }
        // `q` quits at once even while a slow frame is laid out: a thread watches the keys
        // between the start of a frame and its presentation.
        let watcher = QuitWatcher(screen: screen)
        let controller = DemoController(state: options.state(usesColor: true), screen: screen, scene: scene,
                                        hooks: FrameHooks(frameStarts: watcher.begin, frameEnds: watcher.end),
                                        fault: options.testFault)
        let code = controller.run()
        // Without an alternate screen, stop() erases what was drawn (so do the signal handlers).
        screen.stop()
        if code != 0 { throw ExitCode(code) }
    }
}
