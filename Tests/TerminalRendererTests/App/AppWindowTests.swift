import Testing
import TerminalLayout
import TerminalRenderer

/// How many times the app's body was evaluated.
private final class Evaluations {
    var count = 0
}

/// The window: the app's count and a mark of its own; `+` adds to the app's count, `m` marks,
/// `q` quits.
private struct MarkedCount: View {
    @Binding var count: Int
    @State private var marked = false
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("\(marked ? "*" : "-") \(count)")
            .onKeyPress("+") { count += 1; return .handled }
            .onKeyPress("m") { marked.toggle(); return .handled }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// An app whose state the window changes, counting its body's evaluations.
private struct CountingApp: App {
    @State private var count = 0
    let evaluations = Evaluations()
    var body: some Scene {
        evaluations.count += 1
        return WindowGroup { MarkedCount(count: $count) }
    }
}

/// An app with no dynamic properties, whose body reads no observable object: it can never change.
private struct ConstantApp: App {
    let evaluations = Evaluations()
    var body: some Scene {
        evaluations.count += 1
        return WindowGroup { MarkedCount(count: .constant(7)) }
    }
}

/// An app's body evaluated in the window's graph (SCN1): its `@State` lives while it runs, and
/// the body is evaluated again when that state changes, the window keeping its own state.
@MainActor
struct AppWindowTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let keys: String
        /// The frames presented, one after each key.
        let frames: [String]
        /// How many times the app's body was evaluated after the window first showed.
        let evaluations: Int
        var testDescription: String { keys }
    }

    @Test("The app's state drives the window; only its changes evaluate the app's body again", arguments: [
        Case(keys: "+", frames: ["- 0", "- 1"], evaluations: 1),
        Case(keys: "m", frames: ["- 0", "* 0"], evaluations: 0),
        Case(keys: "m+", frames: ["- 0", "* 0", "* 1"], evaluations: 1),
        Case(keys: "++m+", frames: ["- 0", "- 1", "- 2", "* 2", "* 3"], evaluations: 3),
    ])
    func appState(_ sample: Case) {
        // The evaluations while the window first shows (as for any view: STATE2, the size
        // classes), from a run with no key but `q`.
        let shown = CountingApp()
        #expect(TerminalApp(shown, screen: ScriptedScreen(5, 1, [.key(.character("q"))])).run() == 0)
        let app = CountingApp()
        let script = sample.keys.flatMap { [ScriptedScreen.Step.key(.character($0)), .silence] } + [.key(.character("q"))]
        let terminal = TerminalApp(app, screen: ScriptedScreen(5, 1, script))
        #expect(terminal.run() == 0)
        #expect(terminal.screen.presented.map { $0.lines[0].trimmingCharacters(in: .whitespaces) } == sample.frames)
        #expect(app.evaluations.count - shown.evaluations.count == sample.evaluations)
    }

    @Test("A body that can never change is evaluated once, whatever the window does")
    func constantBody() {
        let app = ConstantApp()
        // `m` (the window's own state), a resize to other size classes (every view evaluated again).
        let script: [ScriptedScreen.Step] = [.key(.character("m")), .silence, .resize(120, 40, event: true), .silence,
                                             .key(.character("q"))]
        let terminal = TerminalApp(app, screen: ScriptedScreen(5, 1, script))
        #expect(terminal.run() == 0)
        #expect(terminal.screen.presented.map { $0.lines[0].trimmingCharacters(in: .whitespaces) } == ["- 7", "* 7", "* 7"])
        #expect(app.evaluations.count == 1)
    }
}
