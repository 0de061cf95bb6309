import Testing
@testable import TerminalLayout

/// A counter that prints its changes: `+` counts.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Text("\(count)").onKeyPress("+") { count += 1; return .handled }
    }
}

/// `View._printChanges()` and `_logChanges()` (PRNT1).
@Suite(.serialized)
@MainActor
struct PrintChangesTests {
    @Test("Each evaluation of the body writes the view's type name")
    func printsEachEvaluation() {
        var lines: [String] = []
        let original = _changesLog
        _changesLog = { lines.append($0) }
        defer { _changesLog = original }
        let screen = KeyedScreen(Counter(), width: 4, height: 1)
        #expect(screen.text == ["0"])
        // How many times a body runs is the graph's business (the first layout may resolve the
        // views again for the size classes): each run writes the line.
        let initial = lines.count
        #expect(initial >= 1)
        screen.press("+")
        #expect(screen.text == ["1"])
        #expect(lines.count > initial && Set(lines) == ["Counter: body evaluated."])
    }
}
