import Foundation
import Testing
import TerminalLayout
import TerminalRenderer

/// Two counters, a button for each, `+` for the first and `q` to dismiss.
private struct Counters: View {
    @State private var a = 0
    @State private var b = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("a=\(a) b=\(b)")
            HStack(spacing: 1) {
                Button("A") { a += 1 }
                Button("B") { b += 1 }
            }
        }
        .onKeyPress("+") { a += 1; return .handled }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// `TerminalApp.run()`: keys go to the views by focus, state changes are
/// applied, and the keys waiting are handled before one frame is drawn.
struct TerminalAppKeyTests {
    static func app(_ script: [ScriptedScreen.Step], columns: Int = 20) -> TerminalApp<ScriptedScreen> {
        TerminalApp(Counters(), screen: ScriptedScreen(columns, 4, script), useColor: false)
    }

    /// The frame `Counters` draws at 20×4 for these counts.
    static func frame(a: Int, b: Int, columns: Int = 20) -> [String] {
        ["a=\(a) b=\(b)", "╭───╮ ╭───╮", "│ A │ │ B │", "╰───╯ ╰───╯"].map {
            $0.padding(toLength: columns, withPad: " ", startingAt: 0)
        }
    }

    @Test("Keys go to the focused button: Tab, Return, Tab, Space, Space is a=1 b=2, drawn as one frame; q dismisses with 0")
    func keysRoutedByFocus() {
        let app = Self.app([.key(.tab), .key(.enter), .key(.tab), .key(.character(" ")), .key(.character(" ")),
                            .silence, .key(.character("q"))])
        #expect(app.run() == 0)
        #expect(app.screen.presented.map(\.lines) == [Self.frame(a: 0, b: 0), Self.frame(a: 1, b: 2)])
        #expect(app.hasFocus)
    }

    @Test("A burst of N keys waiting is handled before one frame is drawn", arguments: [1, 2, 176])
    func burstIsOneFrame(_ count: Int) {
        let app = Self.app(Array(repeating: .key(.character("+")), count: count) + [.silence, .key(.character("q"))])
        app.keyBatchTimeLimit = .seconds(60)
        #expect(app.run() == 0)
        #expect(app.screen.presented.count == 2)
        #expect(app.layoutsRun == 2)
        #expect(app.screen.presented.last?.lines == Self.frame(a: count, b: 0))
    }

    @Test("With no time for a batch, each key is a frame: the limit bounds how long keys wait for a frame")
    func batchLimit() {
        let app = Self.app(ScriptedScreen.Step.typing("+++") + [.silence, .key(.character("q"))])
        app.keyBatchTimeLimit = .zero
        #expect(app.run() == 0)
        #expect(app.screen.presented.map { $0.lines[0] } == ["a=0 b=0", "a=1 b=0", "a=2 b=0", "a=3 b=0"].map {
            $0.padding(toLength: 20, withPad: " ", startingAt: 0)
        })
    }

    @Test("A key no view takes, or that changes nothing, draws nothing")
    func keysThatChangeNothing() {
        let app = Self.app([.key(.character("x")), .silence, .key(.left), .key(.function(2)), .silence, .key(.character("q"))])
        #expect(app.run() == 0)
        #expect(app.screen.presented.count == 1)
        #expect(app.layoutsRun == 1)
    }

    @Test("Moving focus redraws once: the focused button's box is no longer dim and its label is bold")
    func focusRedraws() {
        let app = Self.app([.key(.tab), .silence, .key(.character("q"))])
        #expect(app.run() == 0)
        #expect(app.screen.presented.count == 2)
        let (before, after) = (app.screen.presented[0], app.screen.presented[1])
        #expect(before.lines == after.lines)
        // Button A's corner and label; button B stays dim.
        #expect(before[x: 0, y: 1].style.dim && !after[x: 0, y: 1].style.dim)
        #expect(!before[x: 2, y: 2].style.bold && after[x: 2, y: 2].style.bold)
        #expect(before[x: 6, y: 1].style.dim && after[x: 6, y: 1].style.dim)
    }

    @Test("A resize among the keys: one frame, at the final size, with every key's change")
    func resizeInABurst() {
        let app = Self.app([.key(.character("+")), .resize(15, 4, event: true), .key(.character("+")), .silence,
                            .key(.character("q"))])
        #expect(app.run() == 0)
        #expect(app.screen.presented.map(\.lines) == [Self.frame(a: 0, b: 0), Self.frame(a: 2, b: 0, columns: 15)])
    }

    @Test("A focused view that a resize takes away (size classes): the focus state follows in the same frame")
    func focusedViewGoneOnResize() {
        struct Adaptive: View {
            @FocusState private var onWide: Bool
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(onWide ? "wide focused" : "no focus")
                    if sizeClass == .regular { Button("Wide") {}.focused($onWide) }
                }
            }
        }
        let app = TerminalApp(Adaptive(), screen: ScriptedScreen(80, 4, [.key(.tab), .silence, .resize(60, 4, event: true),
                                                                     .silence]), useColor: false)
        #expect(app.run() == 1)
        #expect(app.screen.presented.map { $0.lines[0].trimmingCharacters(in: .whitespaces) } == ["no focus", "wide focused", "no focus"])
        #expect(!app.hasFocus)
    }

    @Test("The input closing ends run() with 1")
    func inputClosed() {
        let app = Self.app(ScriptedScreen.Step.typing("++"))
        #expect(app.run() == 1)
        #expect(app.screen.presented.last?.lines == Self.frame(a: 2, b: 0))
    }

    @Test("run(onKey:) may hand keys to the views with handleKey; dismiss() ends it too")
    func handleKeyFromOwnLoop() {
        let app = Self.app(ScriptedScreen.Step.typing("+x+") + [.key(.escape), .key(.character("+")), .key(.character("q"))])
        var results: [KeyPress.Result] = []
        let code = app.run { key in
            if key == .escape { return .continue }
            results.append(app.handleKey(key))
            return .continue
        }
        #expect(code == 0)
        #expect(results == [.handled, .ignored, .handled, .handled, .handled])
        // One frame per key that changed something.
        #expect(app.screen.presented.map { $0.lines[0].trimmingCharacters(in: .whitespaces) } == ["a=0 b=0", "a=1 b=0", "a=2 b=0", "a=3 b=0"])
    }
}
