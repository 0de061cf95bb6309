import Testing
import TerminalLayout
import TerminalRenderer

/// What the commands did, shown by the window.
@Observable
private final class Log {
    var entries: [String] = []
}

/// The window: the log, and `q` to end the run.
private struct LogWindow: View {
    let log: Log
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text((["log"] + log.entries).joined(separator: " "))
            .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// Ctrl-A logs "a", from a menu.
private struct CommandsA: Commands {
    let log: Log
    var body: some Commands {
        CommandMenu("Edit") {
            Button("A") { log.entries.append("a") }.keyboardShortcut("a")
        }
    }
}

/// Ctrl-B logs "b", from a group; the same key as A's, Ctrl-A, logs "a2".
private struct CommandsB: Commands {
    let log: Log
    var body: some Commands {
        CommandGroup(after: .newItem) {
            Button("B") { log.entries.append("b") }.keyboardShortcut("b")
            Button("A2") { log.entries.append("a2") }.keyboardShortcut("a")
        }
    }
}

/// A's commands, then B's, added by two modifiers.
private struct BothApp: App {
    let log = Log()
    var body: some Scene {
        WindowGroup { LogWindow(log: log) }
            .commands { CommandsA(log: log) }
            .commands { CommandsB(log: log) }
    }
}

/// A's commands removed, then B's added.
private struct RemovedApp: App {
    let log = Log()
    var body: some Scene {
        WindowGroup { LogWindow(log: log) }
            .commands { CommandsA(log: log) }
            .commandsRemoved()
            .commands { CommandsB(log: log) }
    }
}

/// A's commands replaced by B's.
private struct ReplacedApp: App {
    let log = Log()
    var body: some Scene {
        WindowGroup { LogWindow(log: log) }
            .commands { CommandsA(log: log) }
            .commandsReplaced { CommandsB(log: log) }
    }
}

/// A scene of one's own with B's commands, given A's by the app.
private struct OwnScene: Scene {
    let log: Log
    var body: some Scene {
        WindowGroup { LogWindow(log: log) }.commands { CommandsB(log: log) }
    }
}

/// A scene of one's own inside `commands`.
private struct NestedApp: App {
    let log = Log()
    var body: some Scene {
        OwnScene(log: log).commands { CommandsA(log: log) }
    }
}

/// `Scene.commands(content:)`, `commandsRemoved()`, `commandsReplaced(content:)` run by
/// `TerminalApp` (CMD1): the commands' shortcuts while the window shows.
struct AppCommandsTests {
    /// Ctrl-A, Ctrl-B, a frame, `q`.
    static let script: [ScriptedScreen.Step] = [.key(.character("\u{1}")), .key(.character("\u{2}")), .silence,
                                                .key(.character("q"))]

    /// The last frame of `app` run on the script.
    static func lastFrame<A: App>(_ app: A) -> String? {
        let terminal = TerminalApp(app, screen: ScriptedScreen(20, 1, script))
        #expect(terminal.run() == 0)
        return terminal.screen.presented.last?.lines.first.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test("The commands' shortcuts work in declaration order; removed and replaced commands are dropped",
          arguments: [("both", "log a b"), ("removed", "log a2 b"), ("replaced", "log a2 b"), ("nested", "log a2 b")])
    func commands(_ app: String, _ frame: String) {
        switch app {
        case "both": #expect(Self.lastFrame(BothApp()) == frame)
        case "removed": #expect(Self.lastFrame(RemovedApp()) == frame)
        case "replaced": #expect(Self.lastFrame(ReplacedApp()) == frame)
        default: #expect(Self.lastFrame(NestedApp()) == frame)
        }
    }
}
