import ArgumentParser
import LayoutDemoCore
import TerminalLayout
import TerminalRenderer
#if canImport(Glibc)
import Glibc
#endif

/// `layout-demo render`: the frame the interactive mode would show, as text.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the frame the interactive demo would show, as text.",
        discussion: """
            The layout is drawn exactly as in the terminal of that size: in all rows but the last, \
            which holds the status line. Without --status that row is left out. Styles (ANSI SGR) \
            are printed only with --color always (auto: when stdout is a terminal and NO_COLOR is unset).
            """
    )

    /// When to print colours and styles.
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case never, always, auto
    }

    // `.unconditional`: a value starting with "-" ("-1x5") is the value, refused below.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The terminal size in cells.", valueName: "COLUMNSxROWS"))
    var size: String = "80x24"

    @OptionGroup var options: DemoOptions

    @Option(name: .long, help: ArgumentHelp("When to print colours.", valueName: "never|always|auto"))
    var color: ColorChoice = .never

    @Flag(name: .long, help: "Include the status line.")
    var status = false

    func validate() throws {
        guard SizeText.cellSize(size) != nil else {
            // One line and exit 2, like `frames --proposal` and a bad scene file (a
            // ValidationError would print the usage too, and exit 64).
            Output.error("--size must be COLUMNSxROWS, each a whole number 1–1000, e.g. 80x24; got '\(VisibleText.sanitizedLine(size))'")
            throw ExitCode(2)
        }
    }

    func run() throws {
        let scene = try options.loadScene()
        let cells = SizeText.cellSize(size)!
        let ansi: Bool
        switch color {
        case .never: ansi = false
        case .always: ansi = true
        case .auto: ansi = isatty(1) == 1 && (getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true)
        }
        let controller = DemoController(state: options.state(usesColor: ansi), screen: HeadlessScreen(size: cells),
                                        scene: scene)
        controller.showsStatusLine = status
        let canvas = controller.drawFrame(size: cells)
        for line in RenderedFrame.lines(canvas, status: status, ansi: ansi) { Output.line(line) }
    }
}
