import ArgumentParser
import LayoutDemoCore

/// The options that choose what the demo shows, shared by the interactive mode and `render`.
struct DemoOptions: ParsableArguments {
    // Optional, so that `--scene` can refuse them; the defaults are written in the help by hand
    // (ArgumentParser would print the enum's raw value, `0`, for the layout).
    @Option(name: .long, help: ArgumentHelp("The layout to show: a name or its key (1–9, 0). (default: \(DemoState().layout.name))",
                                            discussion: "Names: \(DemoLayout.allCases.map(\.name).joined(separator: ", ")).",
                                            valueName: "name"))
    var layout: DemoLayout?

    @Option(name: .long, help: ArgumentHelp(
        "How many items (1–1000000; layouts other than list show the first 2000). (default: \(DemoState().itemCount))",
        valueName: "n"))
    var items: Int?

    @Option(name: .long, help: ArgumentHelp("The seed the items are generated from. (default: \(DemoState().seed))", valueName: "s"))
    var seed: UInt64?

    @Option(name: .long, help: ArgumentHelp("Cell metrics: cells (1×1 points) or points (8×16).", valueName: "cells|points"))
    var metrics: MetricsChoice = .cells

    @Option(name: .long, help: ArgumentHelp("Show a scene file (JSON) instead of the generated items.", valueName: "file"))
    var scene: String?

    /// For the end-to-end tests only (see `DemoFault`): a trap, or a 3 s layout (asleep or allocating) after the first key.
    @Option(name: .customLong("test-fault"), help: .hidden)
    var testFault: DemoFault?

    func validate() throws {
        if let items, !DemoState.itemCountRange.contains(items) {
            throw ValidationError("--items must be between 1 and 1000000, not \(items)")
        }
        if scene != nil {
            let ignored = [layout.map { _ in "--layout" }, items.map { _ in "--items" }, seed.map { _ in "--seed" }].compactMap { $0 }
            if !ignored.isEmpty {
                // One line and exit 2, like a bad scene file.
                Output.error("--scene shows the scene file's own views; it cannot be combined with \(ignored.joined(separator: ", "))")
                throw ExitCode(2)
            }
        }
    }

    /// The demo state these options ask for.
    func state(usesColor: Bool) -> DemoState {
        var state = DemoState()
        if let layout { state.layout = layout }
        if let items { state.itemCount = items }
        if let seed { state.seed = seed }
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
