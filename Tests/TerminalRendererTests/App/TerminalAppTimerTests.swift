import Foundation
import Testing
import TerminalLayout
import TerminalRenderer

/// A clock whose 10 ms timer sets its `@State` (RCV1).
private struct FastClock: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
}

/// A timer firing makes the app draw a frame (RCV1): its tick runs on the main queue — which
/// `run()`'s loop runs between keys on the main thread, and Swift Testing serves here — and
/// sets the view's state; the loop's next `frameIfNeeded()` sees the graph needs an update
/// and presents the new text, as after a `task`'s state change.
@MainActor
struct TerminalAppTimerTests {
    @Test("Each timer tick the view acts on is presented by the next frameIfNeeded")
    func timerRedraws() async {
        let app = TerminalApp(FastClock(), screen: ScriptedScreen(6, 1, []))
        app.frameIfNeeded()
        #expect(app.screen.presented.last?.lines.first?.hasPrefix("0") == true)
        var turns = 0
        // What the loop does with no key: main-queue work (here: a turn of the test's main
        // queue), then frameIfNeeded.
        while app.screen.presented.count < 4, turns < 5_000 {
            turns += 1
            try? await Task.sleep(for: .milliseconds(1))
            app.frameIfNeeded()
        }
        #expect(app.screen.presented.count >= 4)
        let shown = app.screen.presented.compactMap { Int($0.lines.first?.trimmingCharacters(in: .whitespaces) ?? "") }
        #expect(shown.count == app.screen.presented.count)
        #expect(shown == shown.sorted() && Set(shown).count == shown.count)   // new ticks, each drawn once
    }
}
