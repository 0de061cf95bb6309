import Foundation
import Observation
import Testing
@testable import TerminalLayout

@Observable
private final class Counter {
    var value = 0
    var label = "count"
    init(_ value: Int = 0) { self.value = value }
}

/// Reads the counter from the environment.
private struct CounterText: View {
    @Environment(Counter.self) private var counter
    var body: some View { Text("\(counter.label) \(counter.value)") }
}

/// Reads the counter if there is one.
private struct OptionalCounterText: View {
    @Environment(Counter.self) private var counter: Counter?
    var body: some View { Text(counter.map { "\($0.value)" } ?? "none") }
}

/// Is given the counter as a plain property (SwiftUI's `let model` pattern) and shows its value or, when `showLabel`, its label.
private struct PlainCounterText: View {
    let counter: Counter
    var showLabel = false
    var body: some View { Text(showLabel ? counter.label : "\(counter.value)") }
}

/// `@Environment(Type.self)`, `environment(_ object:)` and Observation (issue 14).
@MainActor
struct ObservableEnvironmentTests {
    static func text(_ graph: ViewGraph) -> [String] {
        textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 1)), width: 20, height: 1)
    }

    @Test("A view reads the object set above it; a change of a property its body read draws the new value",
          arguments: [1, 7, -3])
    func readsAndObserves(_ newValue: Int) {
        let counter = Counter()
        let graph = ViewGraph(CounterText().environment(counter))
        #expect(Self.text(graph) == ["count 0"])
        #expect(!graph.needsUpdate)
        counter.value = newValue
        #expect(graph.needsUpdate)
        #expect(Self.text(graph) == ["count \(newValue)"])
        #expect(!graph.needsUpdate)
        counter.label = "n"
        #expect(Self.text(graph) == ["n \(newValue)"])
    }

    @Test("The innermost object of a type wins; nil removes it; the optional form reads nil without one",
          arguments: [("inner", "2"), ("removed", "none"), ("absent", "none"), ("outer", "1")])
    func nesting(_ name: String, _ expected: String) {
        let outer = Counter(1), inner = Counter(2)
        let view: AnyView = switch name {
        case "inner": AnyView(OptionalCounterText().environment(inner).environment(outer))
        case "removed": AnyView(OptionalCounterText().environment(nil as Counter?).environment(outer))
        case "absent": AnyView(OptionalCounterText())
        default: AnyView(OptionalCounterText().environment(outer))
        }
        #expect(Self.text(ViewGraph(view)) == [expected])
    }

    @Test("An object given as a plain property is observed too; a property no body read changes nothing")
    func plainProperty() {
        let counter = Counter()
        let graph = ViewGraph(PlainCounterText(counter: counter))
        #expect(Self.text(graph) == ["0"])
        counter.label = "unread"
        #expect(!graph.needsUpdate)
        counter.value = 4
        #expect(graph.needsUpdate)
        #expect(Self.text(graph) == ["4"])
    }

    @Test("Bodies under a stack or grid at the root (resolved without the body machinery) are observed",
          arguments: ["HStack", "VStack", "ZStack", "Grid"])
    func underARootStack(_ stack: String) {
        let counter = Counter()
        let rows = ForEach(0..<3, id: \.self) { _ in PlainCounterText(counter: counter) }
        let graph = switch stack {
        case "HStack": ViewGraph(HStack(spacing: 0) { rows })
        case "VStack": ViewGraph(VStack(spacing: 0) { rows })
        case "ZStack": ViewGraph(ZStack { rows })
        default: ViewGraph(Grid { GridRow { rows } })
        }
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 3))
        #expect(!graph.needsUpdate)
        counter.value = 5
        #expect(graph.needsUpdate)
        let texts = graph.layout(proposal: ProposedViewSize(width: 20, height: 3)).placements.compactMap { placement -> String? in
            if case .text(let text) = placement.kind { text.lines.joined() } else { nil }
        }
        #expect(texts == ["5", "5", "5"])
    }

    @Test("An object that outlives its graph changes safely: the graph and its observation are gone",
          arguments: [false, true])
    func objectOutlivesGraph(_ laidOutAgain: Bool) {
        let counter = Counter()
        weak var released: ViewGraph?
        do {
            let graph = ViewGraph(VStack { PlainCounterText(counter: counter) })
            #expect(Self.text(graph) == ["0"])
            if laidOutAgain {
                counter.value = 1
                #expect(Self.text(graph) == ["1"])
            }
            released = graph
        }
        #expect(released == nil)
        // The tracking registered with the object calls back into nothing.
        counter.value = 7
        counter.label = "after"
        #expect(counter.value == 7)
    }

    @Test("After an update, what only an earlier body read is no longer observed")
    func earlierGenerationsEnd() {
        let counter = Counter()
        let graph = ViewGraph(PlainCounterText(counter: counter))
        #expect(Self.text(graph) == ["0"])
        // Read `label` instead of `value` from now on.
        graph.update(PlainCounterText(counter: counter, showLabel: true))
        #expect(Self.text(graph) == ["count"])
        counter.value = 9
        #expect(!graph.needsUpdate)
        counter.label = "seen"
        #expect(graph.needsUpdate)
        #expect(Self.text(graph) == ["seen"])
    }

    @Test("A row of a lazy stack that reads the object is observed, also after an update")
    func lazyRows() {
        let counter = Counter()
        let graph = ViewGraph(ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<1000) { _ in CounterText() } } }.environment(counter))
        let proposal = ProposedViewSize(width: 20, height: 2)
        #expect(textFrame(graph.layout(proposal: proposal), width: 20, height: 2) == ["count 0", ""])
        for value in 1...3 {
            counter.value = value
            #expect(graph.needsUpdate)
            #expect(textFrame(graph.layout(proposal: proposal), width: 20, height: 2) == ["count \(value)", ""])
        }
    }

    @Test("Without the object, @Environment(Type.self) stops with SwiftUI's message naming the type")
    func missingObject() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ViewGraph(CounterText()).layout(proposal: ProposedViewSize(width: 20, height: 1))
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("No Observable object of type Counter found. "
                                     + "A View.environment(_:) for Counter may be missing as an ancestor of this view."))
        }
    }
}
