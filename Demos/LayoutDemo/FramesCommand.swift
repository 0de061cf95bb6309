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
            with --json, {"size":{"w":…,"h":…},"frames":{"ID":{"x":…,"y":…,"w":…,"h":…}}}. \
            A bad scene file prints one line naming the JSON path on stderr and exits with 2.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The scene file (JSON).", valueName: "file"))
    var scene: String

    @Option(name: .long, help: ArgumentHelp(
        "The size proposed to the root, in points; W or H may be nil (ideal) or inf. Default: 80×24 cells in the scene's metrics.",
        valueName: "WxH"))
    var proposal: String?

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func validate() throws {
        if let proposal, SizeText.proposal(proposal) == nil {
            throw ValidationError("--proposal must be WxH, each a number ≥ 0, nil or inf, e.g. 300xnil; got '\(proposal)'")
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
