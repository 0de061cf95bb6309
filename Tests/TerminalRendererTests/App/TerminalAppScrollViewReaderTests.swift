import Testing
import TerminalLayout
import TerminalRenderer

/// Thirty rows in a scroll view; End and Home scroll with a `ScrollViewProxy` only (no state changes).
private struct Rows: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading, spacing: 0) { ForEach(0..<30) { Text("row \($0)") } }
            }
            .onKeyPress(.end) { proxy.scrollTo(29, anchor: .bottom); return .handled }
            .onKeyPress(.home) { proxy.scrollTo(0); return .handled }
            .onKeyPress("q") { dismiss(); return .handled }
        }
    }
}

/// `TerminalApp.run()` and `ScrollViewProxy`: a key whose action only asks a proxy to scroll draws a frame.
struct TerminalAppScrollViewReaderTests {
    @Test("End, then Home: each a frame, though no state changed; a key that scrolls nowhere draws none",
          arguments: [
              ([KeyEvent.end], [["row 0", "row 1", "row 2"], ["row 27", "row 28", "row 29"]]),
              ([.end, .silenceMarker, .home], [["row 0", "row 1", "row 2"], ["row 27", "row 28", "row 29"], ["row 0", "row 1", "row 2"]]),
              ([.home], [["row 0", "row 1", "row 2"]]),
          ])
    func scrollOnlyKeysDraw(keys: [KeyEvent], frames: [[String]]) {
        let script = keys.map { $0 == .silenceMarker ? ScriptedScreen.Step.silence : .key($0) }
        let app = TerminalApp(Rows(), screen: ScriptedScreen(8, 3, script + [.silence, .key(.character("q"))]), useColor: false)
        #expect(app.run() == 0)
        #expect(app.screen.presented.map { $0.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } } == frames)
    }
}

private extension KeyEvent {
    /// Stands for a `.silence` step in an argument list of keys.
    static let silenceMarker = KeyEvent.unknown(-1)
}
