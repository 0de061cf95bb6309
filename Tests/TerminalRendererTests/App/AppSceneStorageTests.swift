import Testing
import TerminalLayout
import TerminalRenderer

/// A count in the scene.
private struct SceneCounter: View {
    @SceneStorage("count") private var count = 0
    var body: some View { Text("count \(count)") }
}

/// Two counters of one key; `+` raises the count through a property of the key of its own,
/// `q` ends the run.
private struct Counters: View {
    @SceneStorage("count") private var count = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 0) {
            SceneCounter()
            SceneCounter()
        }
        .onKeyPress("+") { count += 1; return .handled }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// The counters in a window.
private struct CounterApp: App {
    var body: some Scene {
        WindowGroup { Counters() }
    }
}

/// `@SceneStorage` in an app (STATE4): a window is a scene; each run of an app has its own.
struct AppSceneStorageTests {
    static func frames(_ script: [ScriptedScreen.Step]) -> [[String]] {
        let app = TerminalApp(CounterApp(), screen: ScriptedScreen(8, 2, script))
        #expect(app.run() == 0)
        return app.screen.presented.map(\.lines)
    }

    @Test("Both views of the key show the count set through one; a second run starts from the default",
          arguments: [0, 2])
    func perWindow(_ presses: Int) {
        let script = Array(repeating: ScriptedScreen.Step.key(.character("+")), count: presses) + [.silence, .key(.character("q"))]
        #expect(Self.frames(script).last == ["count \(presses) ", "count \(presses) "])
        #expect(Self.frames([.silence, .key(.character("q"))]).last == ["count 0 ", "count 0 "])
    }
}
