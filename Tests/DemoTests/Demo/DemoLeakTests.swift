import Testing
@testable import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// No leak, ever (issue #13, item 4): demo states built, driven and dropped free every object
/// they made. Live objects are counted exactly: weak references to the controller, its run
/// loop, view graph, layout engine and node arena must all be gone once the controller is,
/// and while it runs the arena holds exactly the nodes of the graph.
@Suite struct DemoLeakTests {
    /// Keys that rebuild, scroll, animate, resize and overlay: every kind of demo command.
    static let script: [ScriptedScreen.Step] = [
        .key(.character("+")), .wait(0.1), .key(.character("]")), .key(.right), .key(.tab), .wait(0.3),
        .key(.character("r")), .key(.down), .key(.pageDown), .key(.end), .key(.home), .key(.character("m")),
        .resize(60, 20), .key(.character("d")), .key(.character("f")), .key(.character("?")), .key(.escape),
        .key(.character("c")), .key(.character("a")), .key(.character("-")), .resize(100, 30), .key(.backTab),
    ]

    @Test("Every layout's demo, driven by every kind of key and dropped, frees everything it made", arguments: DemoLayout.allCases)
    func demoIsFreed(_ layout: DemoLayout) {
        for _ in 0..<5 {
            var state = DemoState()
            state.layout = layout
            state.itemCount = 40
            let clock = FakeClock()
            var controller: DemoController<ScriptedScreen>? =
                DemoController(state: state, screen: ScriptedScreen(80, 24, clock: clock, Self.script), clock: clock.read)
            #expect(controller!.run() == 1)   // the script ends: input closed
            #expect(controller!.app.graph.engine.arena.liveCount == controller!.app.graph.nodeCount)
            weak let weakController = controller
            weak let weakApp = controller!.app
            weak let weakGraph = controller!.app.graph
            weak let weakEngine = controller!.app.graph.engine
            weak let weakArena = controller!.app.graph.engine.arena
            controller = nil
            #expect(weakController == nil && weakApp == nil && weakGraph == nil && weakEngine == nil && weakArena == nil,
                    "\(layout.name): objects outlived the demo")
        }
    }

    @Test("One demo through 300 rebuilds keeps exactly the nodes of the items it shows")
    func rebuildsReturnToBaseline() {
        let clock = FakeClock()
        var steps: [ScriptedScreen.Step] = []
        for i in 0..<300 { steps.append(.key(.character(["+", "r", "-", "\t"][i % 4]))) }
        let controller = DemoController(state: DemoState(), screen: ScriptedScreen(80, 24, clock: clock, []), clock: clock.read)
        _ = controller.drawFrame(size: CellSize(columns: 80, rows: 24))
        let baseline = controller.app.graph.engine.arena.liveCount
        for step in steps {
            guard case .key(let key) = step else { continue }
            _ = controller.handle(key == .character("\t") ? .tab : key)
            _ = controller.drawFrame(size: CellSize(columns: 80, rows: 24))
            #expect(controller.app.graph.engine.arena.liveCount == controller.app.graph.nodeCount)
        }
        // 75 × (+, r, −, Tab) leaves the item count as it was; back at the first layout, the
        // arena holds exactly as many nodes as at the start.
        while controller.state.layout != .flow { _ = controller.handle(.tab) }
        _ = controller.drawFrame(size: CellSize(columns: 80, rows: 24))
        #expect(controller.app.graph.engine.arena.liveCount == baseline)
    }
}
