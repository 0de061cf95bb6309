import Testing
@testable import TerminalLayout

/// Counts refreshes on the main actor.
@MainActor
final class RefreshLog {
    var count = 0
    func reload() async {
        await Task.yield()
        count += 1
    }
}

/// Reads the refresh action of its environment.
private struct RefreshReader: View {
    @Environment(\.refresh) private var refresh
    var body: some View { Text(refresh == nil ? "none" : "some") }
}

/// `refreshable(action:)`, `RefreshAction`, `EnvironmentValues.refresh` (LIST4).
@MainActor
struct RefreshableTests {
    @Test("Ctrl-R on a focused view in a refreshable list runs the action once, a spinner its first row until it returns")
    func refresh() async {
        let log = RefreshLog()
        let view = List {
            Button("Open") {}.buttonStyle(.plain)
            Text("row")
        }
        .refreshable { await log.reload() }
        let screen = KeyedScreen(view, width: 9, height: 3)
        #expect(screen.text == [" Open", " row", ""])
        screen.press(.tab)
        #expect(screen.press("r") == .ignored)
        #expect(screen.press("r", modifiers: .control) == .handled)
        #expect(screen.text == ["    ⋯", " Open", " row"])
        // A second Ctrl-R while it runs is not taken.
        #expect(screen.press("r", modifiers: .control) == .ignored)
        for _ in 0..<20 where log.count == 0 || screen.text[0] != " Open" { await Task.yield() }
        #expect(log.count == 1)
        #expect(screen.text == [" Open", " row", ""])
    }

    @Test("EnvironmentValues.refresh: nil, or the action under refreshable; a list without one takes no Ctrl-R")
    func environment() async {
        #expect(textFrame(RefreshReader(), width: 6, height: 1) == ["none"])
        #expect(textFrame(RefreshReader().refreshable {}, width: 6, height: 1) == ["some"])
        let screen = KeyedScreen(List { Button("Open") {}.buttonStyle(.plain) }, width: 8, height: 2)
        screen.press(.tab)
        #expect(screen.press("r", modifiers: .control) == .ignored)
    }

    @Test("A RefreshAction read from the environment runs the action when called")
    func callAsFunction() async {
        let log = RefreshLog()
        var action: RefreshAction?
        struct Capture: View {
            @Environment(\.refresh) var refresh
            let store: (RefreshAction?) -> Void
            var body: some View {
                let _ = store(refresh)
                Text("x")
            }
        }
        _ = textFrame(Capture { action = $0 }.refreshable { await log.reload() }, width: 2, height: 1)
        await action?()
        #expect(log.count == 1)
    }
}
