import Observation
import Testing
@testable import TerminalLayout

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

/// A name, a bar of `count` #'s (id "<name>.bar") and a "+" button; `count` is `@State`.
private struct Tally: View {
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
private struct Shown: View {
    let name: String
    let text: String
    let log: EvaluationLog
    var body: some View {
        log.ran(name)
        return Text(text).id(name)
    }
}

/// `@State` changes evaluate only the views that own the changed state and
/// the views under them (STATE2); frames equal a fresh graph's.
struct StateUpdateTests {
    static let screen = ProposedViewSize(width: 60, height: 2000)

    /// The placements of a fresh graph of `view`.
    static func fresh<V: View>(_ view: V, _ proposal: ProposedViewSize = screen) -> [ViewPlacement] {
        ViewGraph(view).layout(proposal: proposal).placements
    }

    static func tallies(_ count: Int, log: EvaluationLog, starts: [Int: Int] = [:]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count, id: \.self) { i in Tally("t\(i)", start: starts[i] ?? 0, log: log) }
        }
    }

    @Test("One tally among 1,000 siblings: setting its count evaluates that tally's body only, frames as fresh",
          arguments: [(0, 1), (499, 2), (999, 3)])
    func oneAmongAThousand(_ index: Int, _ count: Int) {
        let log = EvaluationLog()
        let graph = ViewGraph(Self.tallies(1000, log: log))
        _ = graph.layout(proposal: Self.screen)
        log.reset()
        log.bindings["t\(index)"]?.wrappedValue = count
        #expect(graph.needsUpdate)
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs == ["t\(index)": 1])
        #expect(result.frame(for: "t\(index).bar")?.width == CGFloat(count))
        #expect(result.placements == Self.fresh(Self.tallies(1000, log: EvaluationLog(), starts: [index: count])))
    }

    @Test("Pressing a tally's button (focus, Return) evaluates that tally only; focus and keys work after",
          arguments: [(1, 1), (2, 2), (3, 3)])
    func buttonPress(_ tabs: Int, _ presses: Int) {
        let log = EvaluationLog()
        let graph = ViewGraph(Self.tallies(3, log: log))
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: Self.screen)
        for _ in 0..<tabs { focus.moveFocus(forward: true) }
        let name = "t\(tabs - 1)"
        log.reset()
        for _ in 0..<presses { #expect(focus.handle(KeyPress(key: .return)) == .handled) }
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs == [name: presses])
        #expect(result.frame(for: AnyHashable("\(name).bar"))?.width == CGFloat(presses))
        #expect(focus.focusedFrame == result.frame(for: AnyHashable("\(name).button")))
        // Frames as fresh (the focused button is drawn otherwise, so kinds differ).
        #expect(result.placements.map(\.frame)
                == Self.fresh(Self.tallies(3, log: EvaluationLog(), starts: [tabs - 1: presses])).map(\.frame))
        // Keys still route: Tab moves on, Return presses the next button.
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        let next = "t\(tabs % 3)"
        #expect(graph.layout(proposal: Self.screen).frame(for: AnyHashable("\(next).bar"))?.width
                == CGFloat(next == name ? presses + 1 : 1))
    }

    /// A parent with state over a child with state, in the same scope.
    private struct Parent: View {
        let log: EvaluationLog
        var startA = 0, startB = 0
        @State private var a: Int
        init(log: EvaluationLog, startA: Int = 0, startB: Int = 0) {
            self.log = log
            self.startA = startA
            self.startB = startB
            _a = State(initialValue: startA)
        }
        var body: some View {
            log.ran("parent")
            log.bindings["parent"] = $a
            return Group {
                Text(String(repeating: "a", count: a)).id("a")
                Tally("child", start: startB, log: log)
            }
        }
    }

    @Test("Nested state: the child alone, the parent with its child, both at once only once each",
          arguments: [(false, true, 0, 1), (true, false, 1, 1), (true, true, 1, 1)])
    func nestedState(_ setParent: Bool, _ setChild: Bool, _ parentRuns: Int, _ childRuns: Int) {
        let log = EvaluationLog()
        let tree = { (log: EvaluationLog, a: Int, b: Int) in
            VStack { Text("above"); Parent(log: log, startA: a, startB: b); Shown(name: "sibling", text: "s", log: log) }
        }
        let graph = ViewGraph(tree(log, 1, 1))
        _ = graph.layout(proposal: Self.screen)
        log.reset()
        if setChild { log.bindings["child"]?.wrappedValue = 4 }
        if setParent { log.bindings["parent"]?.wrappedValue = 3 }
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs("parent") == parentRuns)
        #expect(log.runs("child") == childRuns)
        #expect(log.runs("sibling") == 0)
        // The child keeps its state when its parent is evaluated again.
        #expect(result.placements == Self.fresh(tree(EvaluationLog(), setParent ? 3 : 1, setChild ? 4 : 1)))
        #expect(graph.stateEntryCount == 3)   // parent, child and the child's button
    }

    /// Shows its count through a child view's input.
    private struct Source: View {
        let log: EvaluationLog
        @State private var n: Int
        init(log: EvaluationLog, start: Int) {
            self.log = log
            _n = State(initialValue: start)
        }
        var body: some View {
            log.ran("source")
            log.bindings["source"] = $n
            return HStack {
                Shown(name: "shown", text: String(repeating: "n", count: n), log: log)
                Shown(name: "constant", text: "c", log: log)
            }
        }
    }

    @Test("A change that changes a child's input: the child shows it, siblings of the owner are not evaluated",
          arguments: [(1, 5), (5, 1), (2, 0)])
    func childInput(_ start: Int, _ next: Int) {
        let log = EvaluationLog()
        let tree = { (log: EvaluationLog, n: Int) in
            VStack { Source(log: log, start: n); Shown(name: "outside", text: "o", log: log) }
        }
        let graph = ViewGraph(tree(log, start))
        _ = graph.layout(proposal: Self.screen)
        log.reset()
        log.bindings["source"]?.wrappedValue = next
        let result = graph.layout(proposal: Self.screen)
        #expect(log.runs == ["source": 1, "shown": 1, "constant": 1])
        #expect(result.frame(for: "shown")?.width == CGFloat(next))
        #expect(result.placements == Self.fresh(tree(EvaluationLog(), next)))
    }

    /// Rows from a count in state: in a container of its own, or straight
    /// into its parent's container.
    private struct Rows: View {
        let log: EvaluationLog
        let ownContainer: Bool
        @State private var count: Int
        init(log: EvaluationLog, ownContainer: Bool, start: Int) {
            self.log = log
            self.ownContainer = ownContainer
            _count = State(initialValue: start)
        }
        var body: some View {
            log.ran("rows")
            log.bindings["rows"] = $count
            return Group {
                if ownContainer {
                    VStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in Tally("r\(i)", log: log) } }
                } else {
                    ForEach(0..<count, id: \.self) { i in Tally("r\(i)", log: log) }
                }
            }
        }
    }

    @Test("A count in state inserts and removes views: frames and state as fresh; rows straight in the parent's container update the whole root",
          arguments: [(true, 3, 5, 1), (true, 5, 2, 1), (false, 3, 5, 2), (false, 5, 2, 2), (false, 2, 2, 1)])
    func insertAndRemove(_ ownContainer: Bool, _ from: Int, _ to: Int, _ rowsRuns: Int) {
        let log = EvaluationLog()
        let tree = { (log: EvaluationLog, n: Int) in
            VStack(spacing: 0) { Rows(log: log, ownContainer: ownContainer, start: n); Shown(name: "after", text: "z", log: log) }
        }
        let graph = ViewGraph(tree(log, from))
        _ = graph.layout(proposal: Self.screen)
        log.reset()
        log.bindings["rows"]?.wrappedValue = to
        let result = graph.layout(proposal: Self.screen)
        // Own container: the rows' parent keeps its node; otherwise the
        // parent's children change, and the root is resolved after it.
        #expect(log.runs("rows") == rowsRuns)
        #expect(log.runs("after") == rowsRuns - 1)
        #expect(result.placements == Self.fresh(tree(EvaluationLog(), to)))
        #expect(graph.stateEntryCount == 1 + 2 * to)   // rows, and each row's tally and button
    }

    /// Shows a state only while a flag in state is set, in the same scope.
    private struct Toggler: View {
        let log: EvaluationLog
        @State private var shows = 1
        var body: some View {
            log.ran("toggler")
            log.bindings["toggler"] = $shows
            return HStack { if shows == 1 { Tally("inner", log: log) }; Text("t").frame(width: 1, height: 1) }
        }
    }

    @Test("A view with state inside a re-evaluated body goes and comes back: its state goes, and starts again",
          arguments: [0, 1])
    func nestedStateGoes(_ laidOutBetween: Int) {
        let log = EvaluationLog()
        let graph = ViewGraph(VStack { Toggler(log: log); Text("x") })
        _ = graph.layout(proposal: Self.screen)
        log.bindings["inner"]?.wrappedValue = 3
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.stateEntryCount == 3)
        log.bindings["toggler"]?.wrappedValue = 0
        if laidOutBetween == 1 { _ = graph.layout(proposal: Self.screen) } else { graph.updateIfNeeded() }
        #expect(graph.stateEntryCount == 1)
        log.bindings["toggler"]?.wrappedValue = 1
        let result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "inner.bar")?.width == 0)
        #expect(result.placements == Self.fresh(VStack { Toggler(log: EvaluationLog()); Text("x") }))
    }

    /// Reads the environment below an owner.
    private struct ShadeReader: View {
        @Environment(\.shade) private var shade
        @Environment(\.horizontalSizeClass) private var sizeClass
        let log: EvaluationLog
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
            return VStack { Text(String(repeating: "n", count: n)); ShadeReader(log: log) }
        }
    }

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
