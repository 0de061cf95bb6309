import Observation
import Testing
import TerminalLayout
import TerminalRenderer

/// What the scene's actions did, in order.
private final class ChangeLog {
    var entries: [String] = []
}

/// The window: the count the app holds; `+` adds one, `=` sets it to what it is, `q` quits.
private struct CountWindow: View {
    @Binding var count: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("count \(count)")
            .onKeyPress("+") { count += 1; return .handled }
            .onKeyPress("=") { count = count; return .handled }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// `onChange(of:initial:_:)` with the old and the new value.
private struct PairApp: App {
    @State private var count = 0
    var initial = false
    let log = ChangeLog()
    var body: some Scene {
        WindowGroup { CountWindow(count: $count) }
            .onChange(of: count, initial: initial) { old, new in log.entries.append("\(old)→\(new)") }
    }
}

/// `onChange(of:initial:_:)` with no arguments.
private struct BareApp: App {
    @State private var count = 0
    var initial = false
    let log = ChangeLog()
    var body: some Scene {
        WindowGroup { CountWindow(count: $count) }
            .onChange(of: count, initial: initial) { log.entries.append("changed") }
    }
}

/// `onChange(of:perform:)`, SwiftUI's first form.
private struct PerformApp: App {
    @State private var count = 0
    let log = ChangeLog()
    var body: some Scene {
        WindowGroup { CountWindow(count: $count) }
            .onChange(of: count) { new in log.entries.append("\(new)") }
    }
}

/// A model the app holds: its body reads `count`, the window changes it.
@Observable
private final class Counter {
    var count = 0
}

/// The value is an observable object's property the app's body reads.
private struct ObservingApp: App {
    let counter = Counter()
    let log = ChangeLog()
    var body: some Scene {
        WindowGroup { CountWindow(count: Bindable(counter).count) }
            .onChange(of: counter.count) { old, new in log.entries.append("\(old)→\(new)") }
    }
}

/// The scene phase the app reads, as SwiftUI apps watch it.
private struct PhaseApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var count = 0
    var initial = false
    let log = ChangeLog()
    var body: some Scene {
        WindowGroup { CountWindow(count: $count) }
            .onChange(of: scenePhase, initial: initial) { _, phase in log.entries.append("\(phase)") }
    }
}

/// Two actions on one scene, with the commands between them: Ctrl-A adds one too.
private struct ChainedApp: App {
    @State private var count = 0
    let log = ChangeLog()
    var body: some Scene {
        WindowGroup { CountWindow(count: $count) }
            .onChange(of: count) { old, new in log.entries.append("inner \(old)→\(new)") }
            .commands {
                CommandMenu("Count") {
                    Button("Add") { count += 1 }.keyboardShortcut("a")
                }
            }
            .onChange(of: count > 1) { _, big in log.entries.append("outer \(big)") }
    }
}

/// `Scene.onChange(of:…)` run by `TerminalApp` (SCN1): the action runs when the value the app's
/// body gives the scene differs from the last evaluation's.
@MainActor
struct SceneOnChangeTests {
    /// `+` twice (one batch), a frame, `=` (the same value), a frame, `q`.
    static let script: [ScriptedScreen.Step] = [.key(.character("+")), .key(.character("+")), .silence,
                                                .key(.character("=")), .silence, .key(.character("q"))]

    /// Runs `app` on `script`; its last frame, trimmed.
    static func run<A: App>(_ app: A, _ script: [ScriptedScreen.Step] = script) -> String? {
        let terminal = TerminalApp(app, screen: ScriptedScreen(12, 1, script))
        #expect(terminal.run() == 0)
        return terminal.screen.presented.last?.lines.first.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Runs the app; its last frame and its log.
        let run: @MainActor @Sendable () -> (frame: String?, log: [String])
        let log: [String]
        var testDescription: String { name }
    }

    @Test("The action runs for each change of the value between evaluations of the app's body", arguments: [
        Case(name: "old and new", run: { let app = PairApp(); return (run(app), app.log.entries) }, log: ["0→1", "1→2"]),
        Case(name: "old and new, initial", run: {
            var app = PairApp()
            app.initial = true
            return (run(app), app.log.entries)
        }, log: ["0→0", "0→1", "1→2"]),
        Case(name: "no arguments", run: { let app = BareApp(); return (run(app), app.log.entries) },
             log: ["changed", "changed"]),
        Case(name: "no arguments, initial", run: {
            var app = BareApp()
            app.initial = true
            return (run(app), app.log.entries)
        }, log: ["changed", "changed", "changed"]),
        Case(name: "perform", run: { let app = PerformApp(); return (run(app), app.log.entries) }, log: ["1", "2"]),
        Case(name: "an observable object's property", run: { let app = ObservingApp(); return (run(app), app.log.entries) },
             log: ["0→1", "1→2"]),
    ])
    func changes(_ sample: Case) {
        let (frame, log) = sample.run()
        #expect(frame == "count 2")
        #expect(log == sample.log)
    }

    @Test("The scene phase is active for the whole run: only an initial action runs", arguments: [false, true])
    func scenePhase(_ initial: Bool) {
        var app = PhaseApp()
        app.initial = initial
        #expect(Self.run(app) == "count 2")
        #expect(app.log.entries == (initial ? ["active"] : []))
    }

    @Test("Chained with commands: the commands' shortcut changes the app's state; inner action first")
    func chainedWithCommands() {
        let app = ChainedApp()
        // Ctrl-A (the command), `+` (the window), a frame, `q`.
        let script: [ScriptedScreen.Step] = [.key(.character("\u{1}")), .key(.character("+")), .silence,
                                             .key(.character("q"))]
        #expect(Self.run(app, script) == "count 2")
        #expect(app.log.entries == ["inner 0→1", "inner 1→2", "outer true"])
    }
}
