import ArgumentParser
import LayoutDemoCore
import TerminalLayout

/// `layout-demo frames`: a scene's root size and the frame of every view with an id.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Lay out a scene file and print the frame of every view with an id, in points.",
        discussion: """
            Prints `size w=W h=H`, then `ID x=X y=Y w=W h=H` per view with an "id", in placement order; \
            an ID that is empty or holds white space, quotes, backslashes, control or invisible characters \
            is written as a JSON string ("two words"); \
            with --json, {"size":{"w":…,"h":…},"frames":{"ID":{"x":…,"y":…,"w":…,"h":…}}}. \
            A bad scene file or proposal prints one line on stderr (naming the JSON path for a scene) and exits with 2.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The scene file (JSON).", valueName: "file"))
    var scene: String

    // `.unconditional`: a value starting with "-" ("-1x5") is the value, refused in validate().
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The size proposed to the root, in points; W and H are each a finite number ≥ 0 or nil (ideal). Default: 80×24 cells in the scene's metrics.",
        valueName: "WxH"))
    var proposal: String?

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func validate() throws {
        if let proposal, SizeText.proposal(proposal) == nil {
            // One line and exit 2, like a bad scene file (a ValidationError prints the usage too).
            Output.error("--proposal must be WxH, each a finite number ≥ 0 or nil, e.g. 300xnil; got '\(VisibleText.sanitizedLine(proposal))'")
            throw ExitCode(2)
        }
    }

    func run() throws {
        let loaded: Scene
        do {
            loaded = try SceneFile.load(scene)
        } catch {
            Output.error(error.description)
            throw ExitCode(2)
        }
        let metrics = loaded.environment.cellMetrics
        let size = proposal.flatMap(SizeText.proposal) ?? ProposedViewSize(metrics.points(columns: 80, rows: 24))
        let result = ViewGraph(loaded.root, environment: loaded.environment).layout(proposal: size)
        let report = FramesReport(result)
        Output.line(json ? report.json : report.text)
    }
}
