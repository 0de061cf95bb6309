import Testing
@testable import TerminalLayout

// The views the state-update tests (STATE2) evaluate and count.

/// Counts body evaluations per view name and keeps the bindings the views hand out.
final class EvaluationLog {
    private(set) var runs: [String: Int] = [:]
    var bindings: [String: Binding<Int>] = [:]
    func ran(_ name: String) { runs[name, default: 0] += 1 }
    func reset() { runs = [:] }
    func runs(_ name: String) -> Int { runs[name] ?? 0 }
    /// Every evaluation counted.
    var total: Int { runs.values.reduce(0, +) }
}

extension StateUpdateTests {
    /// A name, a bar of `count` #'s (id "<name>.bar") and a "+" button; `count` is `@State`.
    struct Tally: View {
        let name: String
        let log: EvaluationLog
        @State private var count: Int

        init(_ name: String, start: Int = 0, log: EvaluationLog) {
            self.name = name
            self.log = log
            _count = State(initialValue: start)
        }

        var body: some View {
            log.ran(name)
            log.bindings[name] = $count
            return HStack {
                Text(name)
                Text(String(repeating: "#", count: count)).id("\(name).bar")
                Button("+") { count += 1 }.id("\(name).button")
            }
        }
    }

    /// A view without state that shows its input and counts its evaluations.
    struct Shown: View {
        let name: String
        let text: String
        let log: EvaluationLog
        var body: some View {
            log.ran(name)
            return Text(text).id(name)
        }
    }
}
