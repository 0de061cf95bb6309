import Foundation
import Testing
import TerminalLayout
import TerminalRenderer

/// The window: a framed count; `+` adds one, `q` quits.
private struct FramedCount: View {
    @Binding var count: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("count \(count)")
            .padding(1)
            .border(.gray)
            .onKeyPress("+") { count += 1; return .handled }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// Ctrl-A adds one to the count.
private struct AddCommands: Commands {
    @Binding var count: Int
    var body: some Commands {
        CommandMenu("Count") {
            Button("Add") { count += 1 }.keyboardShortcut("a")
        }
    }
}

/// The window with its commands and nothing else.
private struct PlainApp: App {
    @State private var count = 0
    var body: some Scene {
        WindowGroup { FramedCount(count: $count) }
            .commands { AddCommands(count: $count) }
    }
}

/// A window style `StyledApp` can make.
private protocol MadeStyle: WindowStyle {
    init()
}

extension DefaultWindowStyle: MadeStyle {}
extension HiddenTitleBarWindowStyle: MadeStyle {}
extension TitleBarWindowStyle: MadeStyle {}

/// Every window modifier, after the commands.
private struct StyledApp<Style: MadeStyle>: App {
    @State private var count = 0
    var resizability = WindowResizability.automatic
    var body: some Scene {
        WindowGroup("Counter") { FramedCount(count: $count) }
            .commands { AddCommands(count: $count) }
            .windowResizability(resizability)
            .defaultSize(width: 600, height: 400)
            .defaultSize(CGSize(width: 1, height: 1))
            .windowStyle(Style())
            .windowToolbarStyle(UnifiedCompactWindowToolbarStyle())
            .handlesExternalEvents(matching: ["*"])
    }
}

/// The window modifiers before the commands and around an `onChange`, with the shorthand styles.
private struct InterleavedApp: App {
    @State private var count = 0
    @State private var changes = 0
    var body: some Scene {
        WindowGroup { FramedCount(count: $count) }
            .windowStyle(.hiddenTitleBar)
            .onChange(of: count) { changes += 1 }
            .defaultSize(CGSize(width: 800, height: 600))
            .commands { AddCommands(count: $count) }
            .windowResizability(.contentSize)
            .windowStyle(.titleBar)
            .windowStyle(.automatic)
            .windowToolbarStyle(.unified(showsTitle: false))
            .windowToolbarStyle(.expanded)
            .handlesExternalEvents(matching: [])
    }
}

/// `windowResizability(_:)`, `defaultSize`, `windowStyle(_:)`, `handlesExternalEvents(matching:)`
/// run by `TerminalApp` (SCN2): accepted, and nothing changes.
@MainActor
struct SceneWindowTests {
    /// `+`, a frame, Ctrl-A (the command), a frame, a resize, a frame, `q`.
    static let script: [ScriptedScreen.Step] = [.key(.character("+")), .silence, .key(.character("\u{1}")), .silence,
                                                .resize(14, 4, event: true), .silence, .key(.character("q"))]

    /// Every frame `app` presents on the script.
    static func frames<A: App>(_ app: A) -> [[String]] {
        let terminal = TerminalApp(app, screen: ScriptedScreen(12, 3, script))
        #expect(terminal.run() == 0)
        return terminal.screen.presented.map(\.lines)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let frames: @MainActor @Sendable () -> [[String]]
        var testDescription: String { name }
    }

    @Test("An app with the window modifiers draws every frame as without them; its commands work", arguments: [
        Case(name: "automatic style, automatic resizability", frames: { frames(StyledApp<DefaultWindowStyle>()) }),
        Case(name: "hidden title bar, content size", frames: {
            var app = StyledApp<HiddenTitleBarWindowStyle>()
            app.resizability = .contentSize
            return frames(app)
        }),
        Case(name: "title bar, content minimum size", frames: {
            var app = StyledApp<TitleBarWindowStyle>()
            app.resizability = .contentMinSize
            return frames(app)
        }),
        Case(name: "before and after the commands, around onChange", frames: { frames(InterleavedApp()) }),
    ])
    func sameFrames(_ sample: Case) {
        let plain = Self.frames(PlainApp())
        // The count at first, after `+`, after Ctrl-A, then at the new size: the plain app's frames.
        #expect(plain == [["┌───────┐   ", "│count 0│   ", "└───────┘   "], ["┌───────┐   ", "│count 1│   ", "└───────┘   "],
                          ["┌───────┐   ", "│count 2│   ", "└───────┘   "],
                          ["┌───────┐     ", "│count 2│     ", "└───────┘     ", "              "]])
        #expect(sample.frames() == plain)
    }
}
