import Testing
@testable import TerminalLayout

/// Hands a view's bindings to the test (a class: the view value stays
/// comparable and the test sees what the last `body` run made).
final class BindingSink<Value> {
    var binding: Binding<Value>?
    var bodyRuns = 0
}

/// `Text` of `n` x's (id "text"); `n` is `@State`, its binding goes to `sink`.
private struct Repeater: View {
    @State private var n = 1
    let sink: BindingSink<Int>
    var body: some View {
        sink.binding = $n
        sink.bodyRuns += 1
        return Text(String(repeating: "x", count: n)).id("text")
    }
}

/// A `Repeater` above a text shown while `flag` (`@State`, its binding to `sink`).
private struct RepeaterAndFlag: View {
    @State private var flag = false
    let sink: BindingSink<Bool>
    let repeater: BindingSink<Int>
    var body: some View {
        sink.binding = $flag
        return VStack(alignment: .leading, spacing: 0) {
            Repeater(sink: repeater)
            if flag { Text("shown").id("shown") }
        }
    }
}

/// An object to watch with a weak reference (freed with the state that holds it).
private final class Token {}

/// Keeps a `Token` in `@State`; reports it to `tokens`.
private struct TokenHolder: View {
    @State private var token = Token()
    let tokens: TokenLog
    var body: some View {
        tokens.show(token)
        return Color.red.frame(width: 1, height: 1)
    }
}

/// Weak references to the tokens the holders showed.
private final class TokenLog {
    struct Weak { weak var token: Token? }
    private var weak: [Weak] = []
    /// The tokens shown since the last `forget()`, held strongly.
    private(set) var seen: [Token] = []
    func show(_ token: Token) {
        seen.append(token)
        weak.append(Weak(token: token))
    }
    /// Lets go of the strong references.
    func forget() { seen = [] }
    /// The distinct tokens still alive.
    var live: Int { Set(weak.compactMap { $0.token.map(ObjectIdentifier.init) }).count }
}

/// `@State` kept by identity in the graph (issue 14): same identity keeps
/// the value across updates and layouts, a new identity starts again, a
/// view that goes away frees its state, and a set value changes the next
/// layout.
@MainActor
struct StateTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    enum Place: String, CaseIterable { case root, inVStack, inNestedHStack, inScrollView }

    /// `Repeater` at a place in the tree (the root scope, or a container's).
    @ViewBuilder
    static func tree(_ place: Place, _ sink: BindingSink<Int>) -> some View {
        switch place {
        case .root: Repeater(sink: sink)
        case .inVStack: VStack { Text("a"); Repeater(sink: sink) }
        case .inNestedHStack: VStack { HStack { Text("a"); Repeater(sink: sink).padding(0) } }
        case .inScrollView: ScrollView { Repeater(sink: sink) }
        }
    }

    @Test("A binding's set value is the next layout's frame; kept across update and relayout",
          arguments: Place.allCases)
    func stateSurvivesUpdateAndLayout(_ place: Place) {
        let sink = BindingSink<Int>()
        let graph = ViewGraph(Self.tree(place, sink))
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 1)
        #expect(!graph.needsUpdate)
        sink.binding?.wrappedValue = 5
        #expect(graph.needsUpdate)
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 5)
        #expect(!graph.needsUpdate)
        // The same identity in a new root value keeps it.
        graph.update(Self.tree(place, sink))
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 5)
        // Another size: the same value.
        #expect(graph.layout(proposal: ProposedViewSize(width: 40, height: 10)).frame(for: "text")?.width == 5)
        #expect(sink.binding?.wrappedValue == 5)
        #expect(graph.stateEntryCount == 1)
    }

    @Test("State set in a view and in a view inside it before one layout: both evaluated, the inner one's id kept")
    func outerAndInnerStateSetTogether() {
        let flag = BindingSink<Bool>(), count = BindingSink<Int>()
        let graph = ViewGraph(RepeaterAndFlag(sink: flag, repeater: count))
        _ = graph.layout(proposal: Self.screen)
        count.binding?.wrappedValue = 3
        flag.binding?.wrappedValue = true
        // The inner view is kept by value in the outer one's evaluation and
        // evaluated alone after it: its text's traits (the id) were
        // committed twice, the second time to nothing.
        let result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "text") == CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(result.frame(for: "shown") == CGRect(x: 0, y: 1, width: 5, height: 1))
    }

    @Test("Setting state with the same proposal lays out again (the last result is not reused)")
    func setStateInvalidatesTheLastResult() {
        let sink = BindingSink<Int>()
        let graph = ViewGraph(VStack { Repeater(sink: sink) })
        _ = graph.layout(proposal: Self.screen)
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.stats.reusedPreviousResult)
        sink.binding?.wrappedValue = 3
        let result = graph.layout(proposal: Self.screen)
        #expect(!graph.stats.reusedPreviousResult)
        #expect(result.frame(for: "text") == CGRect(x: 0, y: 0, width: 3, height: 1))
    }

    @Test("A new id(_:) starts from the initial value; the old id's state is freed", arguments: [Place.root, .inVStack])
    func newIdentityResets(_ place: Place) {
        let sink = BindingSink<Int>()
        func tree(_ id: Int) -> some View {
            Group {
                if place == .root { Repeater(sink: sink).id(id) } else { VStack { Repeater(sink: sink).id(id) } }
            }
        }
        let graph = ViewGraph(tree(1))
        _ = graph.layout(proposal: Self.screen)
        sink.binding?.wrappedValue = 7
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 7)
        graph.update(tree(1))
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 7)
        graph.update(tree(2))
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 1)
        #expect(graph.stateEntryCount == 1)
    }

    @Test("Views that go away free their state (entries counted, boxes released)",
          arguments: [(100, 3), (10, 0), (5, 5)])
    func removedViewsFreeState(_ before: Int, _ after: Int) {
        let tokens = TokenLog()
        func tree(_ count: Int) -> some View {
            VStack { ForEach(0..<count, id: \.self) { _ in TokenHolder(tokens: tokens) } }
        }
        let graph = ViewGraph(tree(before))
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.stateEntryCount == before)
        graph.update(tree(after))
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.stateEntryCount == after)
        tokens.forget()
        #expect(tokens.live == after)
    }

    @Test("State in the root scope is freed when its view goes; a released graph frees every box")
    func rootScopeAndReleasedGraph() {
        let tokens = TokenLog()
        func tree(_ show: Bool) -> some View {
            Group { if show { TokenHolder(tokens: tokens) }; Text("t") }
        }
        var graph: ViewGraph? = ViewGraph(tree(true))
        #expect(graph?.stateEntryCount == 1)
        graph?.update(tree(false))
        #expect(graph?.stateEntryCount == 0)
        tokens.forget()
        #expect(tokens.live == 0)
        graph?.update(tree(true))
        #expect(graph?.stateEntryCount == 1)
        tokens.forget()
        #expect(tokens.live == 1)
        graph = nil
        #expect(tokens.live == 0)
    }

    @Test("The same value across updates is the same box (no new state per update)")
    func sameBoxAcrossUpdates() {
        let tokens = TokenLog()
        let graph = ViewGraph(VStack { TokenHolder(tokens: tokens) })
        let first = tokens.seen.last
        for _ in 0..<3 { graph.update(VStack { TokenHolder(tokens: tokens) }) }
        #expect(tokens.seen.count == 4)
        #expect(tokens.seen.allSatisfy { $0 === first })
    }

    @Test("A graph whose views have no state never needs an update, and a view value outside a graph reads its initial value")
    func noStateNoUpdate() {
        let graph = ViewGraph(VStack { Text("a"); Color.red })
        _ = graph.layout(proposal: Self.screen)
        #expect(!graph.needsUpdate)
        #expect(graph.stateEntryCount == 0)
        let state = State(initialValue: 4)
        state.wrappedValue = 9          // not installed: ignored, as SwiftUI warns
        #expect(state.wrappedValue == 4)
        #expect(state.projectedValue.wrappedValue == 4)
        #expect(State(wrappedValue: "s").wrappedValue == "s")
        #expect(State<Int?>().wrappedValue == nil)
    }

    /// A view whose body reads a `DynamicProperty` of its own holding `@State`.
    private struct Doubled: DynamicProperty {
        @State var value = 2
        var doubled = 0
        mutating func update() { doubled = value * 2 }
    }

    private struct UsesDoubled: View {
        var property = Doubled()
        let sink: BindingSink<Int>
        var body: some View {
            sink.binding = property.$value
            return Text(String(repeating: "y", count: property.doubled)).id("y")
        }
    }

    @Test("A DynamicProperty of one's own: its @State is installed, then its update() runs")
    func nestedDynamicProperty() {
        let sink = BindingSink<Int>()
        let graph = ViewGraph(VStack { UsesDoubled(sink: sink) })
        #expect(graph.layout(proposal: Self.screen).frame(for: "y")?.width == 4)
        sink.binding?.wrappedValue = 3
        #expect(graph.layout(proposal: Self.screen).frame(for: "y")?.width == 6)
    }

    private struct Counted: ViewModifier {
        @State private var count = 2
        let sink: BindingSink<Int>
        func body(content: Content) -> some View {
            sink.binding = $count
            return HStack(spacing: 0) { content; Text(String(repeating: "c", count: count)).id("c") }
        }
    }

    @Test("@State in a ViewModifier is kept by the modifier's identity")
    func stateInModifier() {
        let sink = BindingSink<Int>()
        let graph = ViewGraph(VStack { Text("a").modifier(Counted(sink: sink)) })
        #expect(graph.layout(proposal: Self.screen).frame(for: "c") == CGRect(x: 1, y: 0, width: 2, height: 1))
        sink.binding?.wrappedValue = 4
        graph.update(VStack { Text("a").modifier(Counted(sink: sink)) })
        #expect(graph.layout(proposal: Self.screen).frame(for: "c") == CGRect(x: 1, y: 0, width: 4, height: 1))
    }

    /// A lazy row: `n` x's with id "row\(i)"; its binding goes to `sinks[i]`.
    private struct LazyRow: View {
        @State private var n = 1
        let index: Int
        let sinks: [BindingSink<Int>]
        var body: some View {
            sinks[index].binding = $n
            return Text(String(repeating: "x", count: n)).id("row\(index)")
        }
    }

    @Test("State in a lazy stack's rows is kept while the row stays made, across updates; rows without state keep none",
          arguments: [0, 3, 9])
    func stateInLazyRows(_ row: Int) {
        let sinks = (0..<10).map { _ in BindingSink<Int>() }
        func tree() -> some View {
            ScrollView { LazyVStack(spacing: 0) { ForEach(0..<10, id: \.self) { LazyRow(index: $0, sinks: sinks) } } }
        }
        let graph = ViewGraph(tree())
        let screen = ProposedViewSize(width: 20, height: 10)
        #expect(graph.layout(proposal: screen).frame(for: "row\(row)")?.width == 1)
        #expect(graph.stateEntryCount == 10)
        sinks[row].binding?.wrappedValue = 4
        #expect(graph.layout(proposal: screen).frame(for: "row\(row)")?.width == 4)
        graph.update(tree())
        let result = graph.layout(proposal: screen)
        #expect(result.frame(for: "row\(row)")?.width == 4)
        #expect(result.frame(for: "row\((row + 1) % 10)")?.width == 1)
        #expect(graph.stateEntryCount == 10)
        // Fewer rows: one entry per row the stack keeps made (their state goes with their nodes).
        graph.update(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<2, id: \.self) { LazyRow(index: $0, sinks: sinks) } } })
        _ = graph.layout(proposal: screen)
        let made = graph.allNodes.compactMap(\.lazyState).first?.madeCount
        #expect(made != nil && graph.stateEntryCount == made)
        // The stack gone: every row's state with it.
        graph.update(ScrollView { Text("gone") })
        _ = graph.layout(proposal: screen)
        #expect(graph.stateEntryCount == 0)
    }

    @Test("State in a GeometryReader's content is kept by the reader; setting it lays out again")
    func stateInGeometryReader() {
        let sink = BindingSink<Int>()
        let graph = ViewGraph(GeometryReader { _ in Repeater(sink: sink) })
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 1)
        sink.binding?.wrappedValue = 6
        #expect(graph.needsUpdate)
        #expect(graph.layout(proposal: Self.screen).frame(for: "text")?.width == 6)
        #expect(graph.layout(proposal: ProposedViewSize(width: 50, height: 20)).frame(for: "text")?.width == 6)
    }
}
