import Testing
import TerminalLayout
import TerminalRenderer

/// A counter: `+` counts, `q` dismisses.
private struct Counter: View {
    @State private var count = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("count \(count)")
            .onKeyPress("+") { count += 1; return .handled }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// An app written as a SwiftUI app is.
private struct CounterApp: App {
    var body: some Scene {
        WindowGroup { Counter() }
    }
}

/// A scene of one's own whose body is the window.
private struct MainWindow: Scene {
    var body: some Scene {
        WindowGroup("Counter") { Counter() }
    }
}

/// An app whose scene is a scene of its own.
private struct WrappedApp: App {
    var body: some Scene { MainWindow() }
}

/// `App`, `Scene`, `WindowGroup`: an app's window content run by `TerminalApp`.
struct AppSceneTests {
    static let script: [ScriptedScreen.Step] = [.key(.character("+")), .key(.character("+")), .silence, .key(.character("q"))]

    static func lines(_ text: String) -> [String] { [text.padding(toLength: 12, withPad: " ", startingAt: 0)] }

    @Test("An App's WindowGroup content is the root view: keys reach it, dismiss() ends the run with 0")
    func appRuns() {
        let app = TerminalApp(CounterApp(), screen: ScriptedScreen(12, 1, Self.script))
        #expect(app.run() == 0)
        #expect(app.screen.presented.map(\.lines) == [Self.lines("count 0"), Self.lines("count 2")])
    }

    @Test("A scene of one's own is looked through to its WindowGroup; a window title is accepted")
    func customScene() {
        let app = TerminalApp(WrappedApp(), screen: ScriptedScreen(12, 1, Self.script))
        #expect(app.run() == 0)
        #expect(app.screen.presented.last?.lines == Self.lines("count 2"))
    }
}
