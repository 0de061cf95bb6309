import Observation
import Testing
@testable import TerminalLayout

/// `@State` changes evaluate only the views that own the changed state and
/// the views under them (STATE2); frames equal a fresh graph's.
@MainActor
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

    @Test("A change that changes a child's input: the child shows it; its sibling with equal inputs and the owner's siblings are not evaluated",
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
        // "constant" has last time's inputs: not evaluated (UPD1), as in SwiftUI.
        #expect(log.runs == ["source": 1, "shown": 1])
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
}
