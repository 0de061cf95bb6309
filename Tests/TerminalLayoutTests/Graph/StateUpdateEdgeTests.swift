import Observation
import Testing
@testable import TerminalLayout

/// STATE2 at its edges: changes that reach past their owner (the environment,
/// bindings, boxes read elsewhere, lazy stacks, observation, size classes).
extension StateUpdateTests {
    @Test("The environment is read below a re-evaluated view as it was set above it",
          arguments: [("red", 40, "red c"), ("blue", 100, "blue r"), ("", 100, " r")])
    func environmentBelow(_ shade: String, _ width: Int, _ expected: String) {
        let log = EvaluationLog()
        let tree = { (log: EvaluationLog) in
            VStack { ShadeOwner(log: log).environment(\.shade, shade); Shown(name: "outside", text: "o", log: log) }
        }
        let proposal = ProposedViewSize(width: CGFloat(width), height: 30)
        let graph = ViewGraph(tree(log))
        _ = graph.layout(proposal: proposal)
        log.reset()
        log.bindings["owner"]?.wrappedValue = 2
        let result = graph.layout(proposal: proposal)
        #expect(log.runs == ["owner": 1, "reader": 1])
        #expect(result.frame(for: "reader")?.width == CGFloat(expected.count))
        #expect(result.placements.count == ViewGraph(tree(EvaluationLog())).layout(proposal: proposal).placements.count)
    }

    /// Hands a binding to its state down; the child writes through it.
    private struct BindingOwner: View {
        let log: EvaluationLog
        @State private var value: Int
        init(log: EvaluationLog, start: Int) {
            self.log = log
            _value = State(initialValue: start)
        }
        var body: some View {
            log.ran("bindingOwner")
            return VStack { Editor(value: $value, log: log); Text(String(repeating: "v", count: value)).id("v") }
        }
    }

    private struct Editor: View {
        @Binding var value: Int
        let log: EvaluationLog
        var body: some View {
            log.ran("editor")
            log.bindings["editor"] = $value
            return Text(String(repeating: "e", count: value)).id("e")
        }
    }

    @Test("A binding passed down and written below: the owner and the views under it are evaluated, no other",
          arguments: [(0, 3), (4, 1), (2, 2)])
    func bindingPassedDown(_ start: Int, _ next: Int) {
        let log = EvaluationLog()
        let tree = { (log: EvaluationLog, v: Int) in
            HStack { BindingOwner(log: log, start: v); Tally("other", log: log) }
        }
        let graph = ViewGraph(tree(log, start))
        _ = graph.layout(proposal: Self.screen)
        log.reset()
        log.bindings["editor"]?.wrappedValue = next
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs == ["bindingOwner": 1, "editor": 1])
        #expect(result.frame(for: "e")?.width == CGFloat(next))
        #expect(result.frame(for: "v")?.width == CGFloat(next))
        #expect(result.placements == Self.fresh(tree(EvaluationLog(), next)))
    }

    /// Reads another view's binding (taken out through the log) in its body.
    private struct Peeker: View {
        let log: EvaluationLog
        var body: some View {
            log.ran("peeker")
            return Text(String(repeating: "p", count: log.bindings["t0"]?.wrappedValue ?? 0)).id("peek")
        }
    }

    @Test("A box read by a body not under its owner: a change evaluates every view (the reader is not known)",
          arguments: [1, 4])
    func readElsewhere(_ value: Int) {
        let log = EvaluationLog()
        let graph = ViewGraph(VStack { Tally("t0", log: log); Tally("t1", log: log) })
        _ = graph.layout(proposal: Self.screen)
        // The peeker reads t0's box, which now exists.
        graph.update(VStack { Tally("t0", log: log); Tally("t1", log: log); Peeker(log: log) })
        _ = graph.layout(proposal: Self.screen)
        log.reset()
        log.bindings["t0"]?.wrappedValue = value
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs == ["t0": 1, "t1": 1, "peeker": 1])
        #expect(result.frame(for: "peek")?.width == CGFloat(value))
    }

    @Test("Traits written outside an owner on its views are kept when it is evaluated alone",
          arguments: [(0, 2), (1, 5)])
    func outerTraitsKept(_ index: Int, _ count: Int) {
        let log = EvaluationLog()
        let tree = { (log: EvaluationLog, starts: [Int: Int]) in
            HStack(spacing: 0) {
                Tally("a", start: starts[0] ?? 0, log: log).layoutPriority(1)
                Tally("b", start: starts[1] ?? 0, log: log).zIndex(2)
                Text(String(repeating: "w", count: 40))
            }
        }
        let proposal = ProposedViewSize(width: 30, height: 5)
        let graph = ViewGraph(tree(log, [:]))
        _ = graph.layout(proposal: proposal)
        log.reset()
        log.bindings[index == 0 ? "a" : "b"]?.wrappedValue = count
        let result = graph.layout(proposal: proposal)
        #expect(log.total == 1)
        #expect(result.placements == ViewGraph(tree(EvaluationLog(), [index: count])).layout(proposal: proposal).placements)
    }

    @Test("A change inside a lazy stack's row updates the whole root; frames as fresh",
          arguments: [(0, 2), (1, 1)])
    func lazyRow(_ row: Int, _ count: Int) {
        let log = EvaluationLog()
        let tree = { (log: EvaluationLog, starts: [Int: Int]) in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    Tally("head", start: starts[-1] ?? 0, log: log)
                    ForEach(0..<100, id: \.self) { i in Tally("t\(i)", start: starts[i] ?? 0, log: log) }
                }
            }
        }
        let proposal = ProposedViewSize(width: 40, height: 12)
        let graph = ViewGraph(tree(log, [:]))
        _ = graph.layout(proposal: proposal)
        log.reset()
        log.bindings["t\(row)"]?.wrappedValue = count
        var result = graph.layout(proposal: proposal)
        #expect(log.runs("head") == 1)
        #expect(result.frame(for: AnyHashable("t\(row).bar"))?.width == CGFloat(count))
        #expect(result.placements == ViewGraph(tree(EvaluationLog(), [row: count])).layout(proposal: proposal).placements)
        // The eager row above them: evaluated, and the stack above it measures again.
        log.bindings["head"]?.wrappedValue = count
        result = graph.layout(proposal: proposal)
        #expect(result.placements
                == ViewGraph(tree(EvaluationLog(), [row: count, -1: count])).layout(proposal: proposal).placements)
    }

    @Observable
    final class Model {
        var title = "a"
    }

    /// Reads an observable model in its body.
    private struct ModelReader: View {
        let model: Model
        let log: EvaluationLog
        var body: some View {
            log.ran("modelReader")
            return Text(model.title).id("title")
        }
    }

    @Test("An observable change after partial updates still updates (the whole root): trackings are kept",
          arguments: [0, 1, 3])
    func observationAfterPartial(_ partials: Int) {
        let log = EvaluationLog()
        let model = Model()
        let graph = ViewGraph(VStack { Tally("t", log: log); ModelReader(model: model, log: log) })
        _ = graph.layout(proposal: Self.screen)
        for i in 0..<partials {
            log.bindings["t"]?.wrappedValue = i + 1
            _ = graph.layout(proposal: Self.screen)
        }
        log.reset()
        model.title = "abcd"
        #expect(graph.needsUpdate)
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs == ["t": 1, "modelReader": 1])
        #expect(result.frame(for: "title")?.width == 4)
        #expect(result.frame(for: "t.bar")?.width == CGFloat(partials))
    }

    /// Reads an observable model in a body it owns state in.
    private struct ObservingTally: View {
        let model: Model
        let log: EvaluationLog
        @State private var n = 0
        var body: some View {
            log.ran("observing")
            log.bindings["observing"] = $n
            return Text(model.title + String(repeating: "n", count: n)).id("title")
        }
    }

    @Test("A view evaluated alone is tracked again: a model it reads then still updates it",
          arguments: [("b", 1), ("xyz", 3)])
    func partialIsTracked(_ title: String, _ n: Int) {
        let log = EvaluationLog()
        let model = Model()
        let graph = ViewGraph(VStack { ObservingTally(model: model, log: log); Text("x") })
        _ = graph.layout(proposal: Self.screen)
        log.bindings["observing"]?.wrappedValue = n
        _ = graph.layout(proposal: Self.screen)
        log.reset()
        model.title = title
        #expect(graph.needsUpdate)
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs == ["observing": 1])
        #expect(result.frame(for: "title")?.width == CGFloat(title.count + n))
    }

    @Test("A size-class change still resolves the whole root", arguments: [(100, 40), (40, 100)])
    func sizeClassesFull(_ first: Int, _ second: Int) {
        let log = EvaluationLog()
        let graph = ViewGraph(VStack { ShadeOwner(log: log); Shown(name: "outside", text: "o", log: log) })
        _ = graph.layout(proposal: ProposedViewSize(width: CGFloat(first), height: 30))
        log.reset()
        _ = graph.layout(proposal: ProposedViewSize(width: CGFloat(second), height: 30))
        #expect(log.runs == ["owner": 1, "reader": 1, "outside": 1])
    }

    /// Reads the environment below an owner.
    private struct ShadeReader: View {
        @Environment(\.shade) private var shade
        @Environment(\.horizontalSizeClass) private var sizeClass
        let log: EvaluationLog
        /// Its owner's count: a new input each change, so it is evaluated again (UPD1).
        let n: Int
        var body: some View {
            log.ran("reader")
            return Text("\(shade) \(sizeClass == .compact ? "c" : "r")").id("reader")
        }
    }

    private struct ShadeOwner: View {
        let log: EvaluationLog
        @State private var n = 0
        var body: some View {
            log.ran("owner")
            log.bindings["owner"] = $n
            return VStack { Text(String(repeating: "n", count: n)); ShadeReader(log: log, n: n) }
        }
    }
}

extension EnvironmentValues {
    fileprivate var shade: String {
        get { self[StateUpdateTests.ShadeKey.self] }
        set { self[StateUpdateTests.ShadeKey.self] = newValue }
    }
}

extension StateUpdateTests {
    fileprivate struct ShadeKey: EnvironmentKey { static let defaultValue = "none" }
}
