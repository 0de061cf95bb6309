import Testing
@testable import TerminalLayout

/// What the actions of a test's views did, in order.
final class EventLog {
    var events: [String] = []
    func note(_ event: String) { events.append(event) }
    /// The events since the last `take()`.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A text that says "loading" until it appears (its `onAppear` sets `@State`).
private struct Greeter: View {
    @State private var status = "loading"
    var body: some View {
        Text(status).id("status").onAppear { status = "ready" }
    }
}

/// `onAppear` / `onDisappear` (LIFE1): an action runs once per appearance
/// of a view's identity in the graph, after the update that made or
/// dropped it, and never for a relayout.
struct AppearanceActionTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    /// Rows `items`, each logging its appearance and disappearance.
    static func rows(_ items: [Int], _ log: EventLog) -> some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Text("row \(item)")
                    .onAppear { log.note("appear \(item)") }
                    .onDisappear { log.note("disappear \(item)") }
            }
        }
    }

    /// (items before, items after, events of the second update).
    static let updateCases: [([Int], [Int], [String])] = [
        ([1, 2, 3], [1, 2, 3], []),                                  // kept: nothing runs
        ([1, 2, 3], [1, 2, 3, 4], ["appear 4"]),
        ([1, 2, 3], [1, 3], ["disappear 2"]),
        ([1, 2, 3], [3, 2, 1], []),                                  // moved ids keep their views
        ([1, 2], [5], ["appear 5", "disappear 1", "disappear 2"]),   // appear while resolving, then what went
        ([], [7, 8], ["appear 7", "appear 8"]),
    ]

    @Test("An update runs the actions of the views it adds and removes, and no other's", arguments: updateCases)
    func updates(before: [Int], after: [Int], events: [String]) {
        let log = EventLog()
        let graph = ViewGraph(Self.rows(before, log))
        #expect(log.take() == before.map { "appear \($0)" })
        _ = graph.layout(proposal: Self.screen)
        #expect(log.take().isEmpty)
        graph.update(Self.rows(after, log))
        #expect(log.take() == events)
        // Relayouts, at any size, run nothing.
        _ = graph.layout(proposal: Self.screen)
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 5))
        #expect(log.take().isEmpty)
    }

    @Test("A branch that turns false goes away; the other appears; each time it comes back it appears again")
    func conditionalBranches() {
        let log = EventLog()
        func tree(_ flag: Bool) -> some View {
            VStack {
                if flag {
                    Text("on").onAppear { log.note("on") }.onDisappear { log.note("on gone") }
                } else {
                    Text("off").onAppear { log.note("off") }.onDisappear { log.note("off gone") }
                }
            }
        }
        let graph = ViewGraph(tree(true))
        #expect(log.take() == ["on"])
        for (flag, events) in [(false, ["off", "on gone"]), (false, []), (true, ["on", "off gone"])] {
            graph.update(tree(flag))
            #expect(log.take() == events, "flag \(flag)")
        }
    }

    @Test("State set by onAppear is what the first layout shows")
    func appearSetsState() {
        let graph = ViewGraph(VStack { Greeter() })
        #expect(graph.needsUpdate)
        let result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "status") == CGRect(x: 0, y: 0, width: 5, height: 1))   // "ready"
        #expect(!graph.needsUpdate)
        // The view stays: no second appearance, nothing more to resolve.
        _ = graph.layout(proposal: Self.screen)
        #expect(!graph.needsUpdate)
    }

    @Test("On a group, the action runs for each of its views; chained actions run inner first")
    func groupsAndChains() {
        let log = EventLog()
        _ = ViewGraph(VStack {
            Group { Text("a"); Text("b") }.onAppear { log.note("group") }
            Text("c").onAppear { log.note("inner") }.onAppear { log.note("outer") }
            EmptyView().onAppear { log.note("empty") }
        })
        #expect(log.take() == ["group", "group", "inner", "outer"])
    }

    @Test("The modifiers lay out as their content, with a placement each",
          arguments: [("onAppear", true), ("onDisappear", false)])
    func layoutPassesThrough(name: String, appear: Bool) {
        let plain = ViewGraph(HStack { Text("ab").id("t"); Color.red.frame(width: 3, height: 2) })
        let modified = ViewGraph(HStack {
            Text("ab").id("t").onAppear(perform: appear ? {} : nil).onDisappear(perform: appear ? nil : {})
            Color.red.frame(width: 3, height: 2)
        })
        let a = plain.layout(proposal: Self.screen), b = modified.layout(proposal: Self.screen)
        #expect(a.size == b.size && a.frame(for: "t") == b.frame(for: "t"))
        #expect(b.placements.count == a.placements.count + 2)
        #expect(b.placements.contains { $0.kind == .modifier(name) })
    }

    @Test("A GeometryReader's content appears when the layout first makes it, once")
    func geometryReaderContent() {
        let log = EventLog()
        let graph = ViewGraph(GeometryReader { proxy in
            Text("w").onAppear { log.note("content") }
        }.onAppear { log.note("reader") })
        #expect(log.take() == ["reader"])
        _ = graph.layout(proposal: Self.screen)
        #expect(log.take() == ["content"])
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 4))
        #expect(log.take().isEmpty)
    }

    @Test("A lazy stack's rows appear when they are made, and go away when it lets them go")
    func lazyRows() {
        let log = EventLog()
        func tree(_ count: Int) -> some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { row in
                        Text("row \(row)").onAppear { log.note("\(row)") }.onDisappear { log.note("-\(row)") }
                    }
                }
            }
        }
        let graph = ViewGraph(tree(1_000))
        // Nothing of a lazy stack is made before it is laid out.
        #expect(log.take().isEmpty)
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        let shown = result.placements.filter { if case .text = $0.kind { true } else { false } }.count
        let appeared = log.take()
        // The rows made: the five shown and the few made around them, from the top.
        #expect(shown == 5 && appeared.count == graph.stats.lazyRowsResolved)
        #expect(appeared == (0..<appeared.count).map { "\($0)" } && appeared.count >= shown && appeared.count < 20)
        // Emptied, the stack lets every row go (and keeps no node of them).
        graph.update(tree(0))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(Set(log.take()) == Set(appeared.map { "-\($0)" }))
        let empty = ViewGraph(tree(0))
        _ = empty.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(graph.nodeCount == empty.nodeCount)
    }
}

/// Lifecycle, preference and animation modifiers hold their actions and
/// values in the graph's nodes: a released graph lets them all go.
struct LifecycleReleaseTests {
    private final class Token {}
    private struct Key: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test("A released graph frees the actions, the values seen and the graph itself")
    func releasedGraphFreesActions() {
        var token: Token? = Token()
        weak let weakToken = token
        var graph: ViewGraph? = { [token] in
            ViewGraph(VStack {
                Text("a").onAppear { _ = token }.onDisappear { _ = token }
                    .onChange(of: 1) { _ = token }
                    .preference(key: Key.self, value: 1)
                    .animation(.default, value: 2)
            }.onPreferenceChange(Key.self) { _ in _ = token })
        }()
        _ = graph?.layout(proposal: ProposedViewSize(width: 20, height: 5))
        weak let weakGraph = graph
        token = nil
        #expect(weakToken != nil)     // the graph's nodes hold it
        graph = nil
        #expect(weakGraph == nil)
        #expect(weakToken == nil)
    }
}
