import Testing
import TerminalTestSupport
@testable import TerminalLayout

/// The bindings of the rows' state, by row id, and the bodies evaluated.
private final class Bindings {
    var byID: [Int: Binding<Int>] = [:]
    var bodies = 0
}

private struct ShadeKey: EnvironmentKey { static let defaultValue = "-" }

extension EnvironmentValues {
    fileprivate var shade: String {
        get { self[ShadeKey.self] }
        set { self[ShadeKey.self] = newValue }
    }
}

/// A row of your own with state: its label, the shade it inherits and a
/// bar as long as its count.
private struct CountRow: View {
    let id: Int
    let label: String
    let bindings: Bindings
    @Environment(\.shade) private var shade
    @State private var count: Int
    init(id: Int, label: String, start: Int, bindings: Bindings) {
        self.id = id
        self.label = label
        self.bindings = bindings
        _count = State(initialValue: start)
    }
    var body: some View {
        bindings.bodies += 1
        bindings.byID[id] = $count
        return HStack(spacing: 1) {
            Text("\(label)\(shade)")
            Color.gray.frame(width: CGFloat(count), height: 1)
        }
    }
}

/// Rows (id, label) under a shade; `states` are the counts set so far.
@MainActor private struct Rows {
    var items: [(id: Int, label: String)]
    var shade: String
    var states: [Int: Int] = [:]

    /// The view as an app gives it: every row starting at 1 (its state is the graph's).
    func view(_ bindings: Bindings) -> some View { view(bindings, fresh: false) }

    /// The view whose fresh graph shows the same: every row starting at its state.
    func view(_ bindings: Bindings, fresh: Bool) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            // A row outside the `ForEach` (id −1), kept by value on its own.
            CountRow(id: -1, label: "head", start: fresh ? states[-1] ?? 1 : 1, bindings: bindings)
            ForEach(items, id: \.id) { item in
                CountRow(id: item.id, label: item.label, start: fresh ? states[item.id] ?? 1 : 1, bindings: bindings)
            }
        }
        .environment(\.shade, shade)
    }
}

/// Random sequences of state changes and updates over rows of your own (in
/// a `ForEach`, and one before it):
/// rows kept by value (UPD1) keep their state, and the graph lays out as
/// a fresh graph whose rows start at that state.
@MainActor
struct ElementMemoBodyPropertyTests {
    static let proposal = ProposedViewSize(width: 30, height: nil)

    static func describe(_ result: LayoutResult) -> [String] {
        result.placements.map { "\($0.kind): \($0.frame)" }
    }

    @Test("Rows with state kept by value lay out as fresh graphs with that state", arguments: 0..<4)
    func randomSequences(chunk: Int) {
        var keptAny = 0
        for seed in stride(from: UInt64(chunk), to: 120, by: 4) {
            var rng = PropertyRandom(seed: seed &* 0x51_7CC1 &+ 3)
            var rows = Rows(items: (0..<(1 + rng.int(8))).map { ($0, rng.pick(["a", "bb", "c"])) }, shade: "")
            var nextID = rows.items.count
            let bindings = Bindings()
            let graph = ViewGraph(rows.view(bindings))
            _ = graph.layout(proposal: Self.proposal)
            for step in 0..<10 {
                let operation = rng.int(7)
                switch operation {
                case 0, 1:
                    let id = rng.int(4) == 0 ? -1 : rows.items[rng.int(rows.items.count)].id
                    let value = 1 + rng.int(4)
                    bindings.byID[id]?.wrappedValue = value
                    rows.states[id] = value
                case 2: rows.items[rng.int(rows.items.count)].label = rng.pick(["x", "yy", "a"])
                case 3:
                    rows.items.insert((nextID, "n"), at: rng.int(rows.items.count + 1))
                    nextID += 1
                case 4 where rows.items.count > 1:
                    let removed = rows.items.remove(at: rng.int(rows.items.count))
                    rows.states[removed.id] = nil
                case 5 where rows.items.count > 1: rows.items.swapAt(rng.int(rows.items.count), rng.int(rows.items.count))
                default: rows.shade = rng.pick(["", "*"])
                }
                // An update, or (after a state change alone) only a layout, as an app does.
                if operation > 1 || rng.int(3) > 0 {
                    graph.update(rows.view(bindings))
                    keptAny += graph.keptElementCount
                }
                let actual = Self.describe(graph.layout(proposal: Self.proposal))
                let fresh = ViewGraph(rows.view(Bindings(), fresh: true))
                let expected = Self.describe(fresh.layout(proposal: Self.proposal))
                #expect(actual == expected, "seed \(seed), step \(step)")
                #expect(graph.engine.arena.liveCount == fresh.engine.arena.liveCount, "seed \(seed), step \(step)")
                #expect(graph.stateEntryCount == rows.items.count + 1, "seed \(seed), step \(step)")
                if actual != expected { return }
            }
        }
        #expect(keptAny > 100)
    }
}
