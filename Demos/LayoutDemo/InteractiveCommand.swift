import ArgumentParser
import LayoutDemoCore
import TerminalCurses
import TerminalRenderer

/// The interactive demo in the terminal (the default subcommand).
struct InteractiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive",
        abstract: "Run the demo in the terminal (the default).",
        discussion: """
            Keys: 1–9, 0 pick a layout; Tab/Shift-Tab cycle; + / - items; [ / ] spacing; \
            ← / → columns or min item width; arrows, PgUp/PgDn, Home/End scroll; m metrics; \
            r reshuffle; a animation; d debug overlay (f/F focus); c colour; ? help; q or Esc quit. \
            Needs a UTF-8 terminal; otherwise use `layout-demo render`.
            """
    )

    @OptionGroup var options: DemoOptions

    func run() throws {
        let scene = try options.loadScene()
        let screen: CursesScreen
        do {
            screen = try CursesScreen(programName: "layout-demo", notATerminalHint: "try `layout-demo render`")
        } catch {
            var message = error.description
            if !message.contains("layout-demo render") { message += "; or try `layout-demo render`" }
            Output.error(String(message.dropFirst("layout-demo: ".count)))
            throw ExitCode(error.exitCode)
        }
        let controller = DemoController(state: options.state(usesColor: true), screen: screen, scene: scene)
        let code = controller.run()
        screen.stop()
        if code != 0 { throw ExitCode(code) }
    }
}
