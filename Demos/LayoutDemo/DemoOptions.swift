import ArgumentParser
import LayoutDemoCore

/// The options that choose what the demo shows, shared by the interactive mode and `render`.
struct DemoOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The layout to show: a name or its key (1–9, 0).",
                                            discussion: "Names: \(DemoLayout.allCases.map(\.name).joined(separator: ", ")).",
                                            valueName: "name"))
    var layout: DemoLayout = .flow

    @Option(name: .long, help: ArgumentHelp("How many items (1–1000000; layouts other than list show the first 2000).", valueName: "n"))
    var items: Int = DemoState().itemCount

    @Option(name: .long, help: ArgumentHelp("The seed the items are generated from.", valueName: "s"))
    var seed: UInt64 = DemoState().seed

    @Option(name: .long, help: ArgumentHelp("Cell metrics: cells (1×1 points) or points (8×16).", valueName: "cells|points"))
    var metrics: MetricsChoice = .cells

    @Option(name: .long, help: ArgumentHelp("Show a scene file (JSON) instead of the generated items.", valueName: "file"))
    var scene: String?

    /// For the end-to-end tests only (see `DemoFault`): a trap or a 3 s layout after the first key.
    @Option(name: .customLong("test-fault"), help: .hidden)
    var testFault: DemoFault?

    func validate() throws {
        guard DemoState.itemCountRange.contains(items) else {
            throw ValidationError("--items must be between 1 and 1000000, not \(items)")
        }
    }

    /// The demo state these options ask for.
    func state(usesColor: Bool) -> DemoState {
        var state = DemoState()
        state.layout = layout
        state.itemCount = items
        state.seed = seed
        state.metrics = metrics
        state.usesColor = usesColor
        state.sceneName = scene.map { path in String(path.split(separator: "/").last ?? Substring(path)) }
        return state
    }

    /// The scene named by `--scene`, if any; a bad file ends the program with one line on stderr and exit 2.
    func loadScene() throws -> Scene? {
        guard let scene else { return nil }
        do {
            return try SceneFile.load(scene)
        } catch {
            Output.error(error.description)
            throw ExitCode(2)
        }
    }
}

extension DemoLayout: ExpressibleByArgument {
    /// Reads a layout name or key.
    public init?(argument: String) { self.init(name: argument) }
    /// Every layout name, for the help and shell completion.
    public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension MetricsChoice: ExpressibleByArgument {}

extension DemoFault: ExpressibleByArgument {}
