import Observation
import Testing
@testable import TerminalLayout

/// What the rows of these tests did: how many bodies they evaluated, and
/// the bindings to their state (as a button in a row would set it).
fileprivate final class RowLog {
    var bodies = 0
    var bindings: [Int: Binding<Int>] = [:]
}

private struct AccentKey: EnvironmentKey { static let defaultValue = "plain" }
/// An action as `DismissAction` is one: a struct holding a closure.
private struct RowAction { let run: () -> Void }
private struct ActionKey: EnvironmentKey { static var defaultValue: RowAction { RowAction {} } }

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
    fileprivate var action: RowAction {
        get { self[ActionKey.self] }
        set { self[ActionKey.self] = newValue }
    }
}

/// A row of your own with state: its label and a bar `count` cells long.
private struct StateRow: View {
    let index: Int
    let log: RowLog
    @State private var count = 1
    var body: some View {
        log.bodies += 1
        log.bindings[index] = $count
        return HStack(spacing: 1) {
            Text("r\(index)")
            Color.gray.frame(width: CGFloat(count), height: 1).id("bar \(index)")
        }
    }
}

/// A row that shows an environment value of its own.
private struct AccentRow: View {
    let index: Int
    let log: RowLog
    @Environment(\.accent) private var accent
    var body: some View {
        log.bodies += 1
        return Text("\(accent) \(index)").id("row \(index)")
    }
}

/// A row that is `Equatable`, without state.
private struct EquatableRow: View, Equatable {
    let width: CGFloat
    var body: some View { Color.gray.frame(width: width, height: 1) }
}

/// A row whose body is another view of your own, with state of its own.
private struct OuterRow: View {
    let index: Int
    let log: RowLog
    var body: some View { StateRow(index: index, log: log).padding(.leading, 1) }
}

@Observable
fileprivate final class Headline {
    var text = "news"
}

/// A row that reads an observable property.
private struct ObservingRow: View {
    let index: Int
    let headline: Headline
    let log: RowLog
    var body: some View {
        log.bodies += 1
        return Text("\(headline.text) \(index)").id("row \(index)")
    }
}

/// A row that reads the state of another row (a binding taken out of the view tree).
private struct ReadingRow: View {
    let index: Int
    let log: RowLog
    var body: some View {
        log.bodies += 1
        return Text("\(log.bindings[0]?.wrappedValue ?? 0) \(index)")
    }
}

/// A row given a binding (a closure: never the same value).
private struct BoundRow: View {
    @Binding var value: Int
    var body: some View { Text("\(value)") }
}

/// A row with a `GeometryReader` (its content is made while laid out).
private struct MeasuringRow: View {
    let index: Int
    let log: RowLog
    var body: some View {
        log.bodies += 1
        return GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(height: 1)
    }
}

/// A row with a lazy stack in a scroll view (its rows are made while laid out).
private struct ScrollingRow: View {
    let index: Int
    let log: RowLog
    var body: some View {
        log.bodies += 1
        return ScrollView { LazyVStack(spacing: 0) { ForEach(0..<2) { Text("\(index).\($0)") } } }.frame(height: 2)
    }
}

/// A row whose state changes the nodes it makes under one overlay: with
/// `count` 2 it shows a mark (STATE2 then changes its run of nodes, and
/// hands its parent the same overlay node).
private struct ReshapingRow: View {
    let index: Int
    let log: RowLog
    @State private var count = 1
    var body: some View {
        log.bodies += 1
        log.bindings[index] = $count
        return Text("r\(index)").frame(width: 6, height: 1).overlay(alignment: .leading) { if count == 2 { Text("*") } }
    }
}

/// `ForEach` elements with bodies are kept by value too (UPD1): a row of
/// your own whose value, inherited values and state are last time's is not
/// evaluated again, as SwiftUI skips a view whose inputs compare equal —
/// unless its body read what the graph cannot see change.
@MainActor
struct ElementMemoBodyTests {
    static let proposal = ProposedViewSize(width: 40, height: nil)

    fileprivate static func rows(_ count: Int, log: RowLog) -> some View {
        VStack(alignment: .leading, spacing: 0) { ForEach(0..<count, id: \.self) { StateRow(index: $0, log: log) } }
    }

    /// A graph of `view`, laid out, and updated once with it (the update
    /// that records its elements), laid out again; the bodies counted from then.
    fileprivate static func recorded<V: View>(_ view: @autoclosure () -> V, log: RowLog) -> ViewGraph {
        let graph = ViewGraph(view())
        _ = graph.layout(proposal: proposal)
        graph.update(view())
        _ = graph.layout(proposal: proposal)
        log.bodies = 0
        return graph
    }

    static func describe(_ result: LayoutResult) -> [String] {
        result.placements.map { "\($0.id.map { "\($0)" } ?? "-") \($0.kind): \($0.frame)" }
    }

    @Test("An identical update keeps rows with state: no body evaluated, their state and frames kept")
    func identicalUpdateKeepsRows() {
        let log = RowLog()
        let graph = Self.recorded(Self.rows(5, log: log), log: log)
        log.bindings[2]?.wrappedValue = 4
        _ = graph.layout(proposal: Self.proposal)
        #expect(log.bodies == 1)  // the row whose state changed, alone (STATE2)
        let nodes = graph.nodeCount
        for _ in 0..<3 {
            log.bodies = 0
            graph.update(Self.rows(5, log: log))
            #expect(graph.keptElementCount == 5)
            #expect(log.bodies == 0)
            #expect(graph.stateEntryCount == 5)
            #expect(graph.nodeCount == nodes)
            let result = graph.layout(proposal: Self.proposal)
            #expect(result.frame(for: "bar 2") == CGRect(x: 3, y: 2, width: 4, height: 1))
            #expect(result.frame(for: "bar 3") == CGRect(x: 3, y: 3, width: 1, height: 1))
        }
        // The kept rows' state is still theirs: set again, the row is evaluated with it.
        log.bindings[2]?.wrappedValue = 6
        #expect(graph.layout(proposal: Self.proposal).frame(for: "bar 2") == CGRect(x: 3, y: 2, width: 6, height: 1))
    }

    @Test("State set before an update is evaluated first, alone: that row's body once, the others kept")
    func stateSetBeforeAnUpdate() {
        let log = RowLog()
        let graph = Self.recorded(Self.rows(6, log: log), log: log)
        log.bindings[3]?.wrappedValue = 5
        graph.update(Self.rows(6, log: log))
        #expect(log.bodies == 1)
        #expect(graph.keptElementCount == 6)
        let result = graph.layout(proposal: Self.proposal)
        #expect(result.frame(for: "bar 3") == CGRect(x: 3, y: 3, width: 5, height: 1))
        #expect(log.bodies == 1)
    }

    @Test("A row whose value changed is evaluated again, the others kept")
    func changedRowIsEvaluated() {
        let log = RowLog()
        func list(_ labels: [Int]) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<labels.count, id: \.self) { i in StateRow(index: labels[i], log: log).id(i) }
            }
        }
        let graph = Self.recorded(list([0, 1, 2, 3]), log: log)
        graph.update(list([0, 1, 7, 3]))
        #expect(graph.keptElementCount == 3)
        #expect(log.bodies == 1)
        let texts = graph.layout(proposal: Self.proposal).placements.compactMap { placement -> String? in
            if case .text(let text) = placement.kind { return text.lines.joined() }
            return nil
        }
        #expect(texts == ["r0", "r1", "r7", "r3"])
    }

    /// Rows with bodies that are kept when equal, and how a list of three is made.
    enum Kept: String, CaseIterable, CustomTestStringConvertible {
        case withState, equatable, typeErased, nested, environmentValue
        var testDescription: String { rawValue }

        @MainActor @ViewBuilder fileprivate func list(_ log: RowLog) -> some View {
            switch self {
            case .withState:
                VStack(spacing: 0) { ForEach(0..<3) { StateRow(index: $0, log: log) } }
            case .equatable:
                VStack(spacing: 0) { ForEach(0..<3) { EquatableRow(width: CGFloat($0 + 1)) } }
            case .typeErased:
                VStack(spacing: 0) { ForEach(0..<3) { AnyView(Text("\($0)")) } }
            case .nested:
                VStack(spacing: 0) { ForEach(0..<3) { OuterRow(index: $0, log: log) } }
            case .environmentValue:
                // The value is set anew by every update: equal, so the rows are kept.
                VStack(spacing: 0) { ForEach(0..<3) { AccentRow(index: $0, log: log) } }.environment(\.accent, "bold")
            }
        }
    }

    @Test("Rows with bodies are kept when their value, inherited values and state are last time's",
          arguments: Kept.allCases)
    func keptRows(kind: Kept) {
        let log = RowLog()
        let graph = Self.recorded(kind.list(log), log: log)
        let before = Self.describe(graph.layout(proposal: Self.proposal))
        graph.update(kind.list(log))
        #expect(graph.keptElementCount == 3)
        #expect(log.bodies == 0)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == before)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.describe(ViewGraph(kind.list(RowLog())).layout(proposal: Self.proposal)))
    }

    /// Rows with bodies that are never kept, and why.
    enum Unkept: String, CaseIterable, CustomTestStringConvertible {
        case readsObservable, readsOtherState, holdsBinding, geometryReader, lazyStack
        var testDescription: String { rawValue }

        /// How many views are kept all the same: the row whose state the others read (its own
        /// value and state are last time's).
        var keptOthers: Int { self == .readsOtherState ? 1 : 0 }

        @MainActor @ViewBuilder fileprivate func list(_ log: RowLog, headline: Headline) -> some View {
            switch self {
            case .readsObservable:
                VStack(spacing: 0) { ForEach(0..<3) { ObservingRow(index: $0, headline: headline, log: log) } }
            case .readsOtherState:
                VStack(spacing: 0) {
                    StateRow(index: 0, log: log)
                    VStack(spacing: 0) { ForEach(1..<4) { ReadingRow(index: $0, log: log) } }
                }
            case .holdsBinding:
                VStack(spacing: 0) { ForEach(0..<3) { _ in BoundRow(value: .constant(1)) } }
            case .geometryReader:
                VStack(spacing: 0) { ForEach(0..<3) { MeasuringRow(index: $0, log: log) } }
            case .lazyStack:
                VStack(spacing: 0) { ForEach(0..<3) { ScrollingRow(index: $0, log: log) } }
            }
        }
    }

    @Test("Rows that read what the graph cannot see change, or hold a closure, are evaluated on every update",
          arguments: Unkept.allCases)
    func unkeptRows(kind: Unkept) {
        let log = RowLog(), headline = Headline()
        let graph = Self.recorded(kind.list(log, headline: headline), log: log)
        let before = Self.describe(graph.layout(proposal: Self.proposal))
        for _ in 0..<2 {
            graph.update(kind.list(log, headline: headline))
            #expect(graph.keptElementCount == kind.keptOthers)
            #expect(Self.describe(graph.layout(proposal: Self.proposal)) == before)
        }
    }

    @Test("A row that read an observable property shows its change; its type is not probed again")
    func observingRowsFollowChanges() {
        let log = RowLog(), headline = Headline()
        func list() -> some View {
            VStack(spacing: 0) { ForEach(0..<3) { ObservingRow(index: $0, headline: headline, log: log) } }
        }
        let graph = Self.recorded(list(), log: log)
        #expect(graph.engine.stateHost.observation.observingElementTypes == [ObjectIdentifier(ObservingRow.self)])
        graph.update(list())
        headline.text = "later"
        let result = graph.layout(proposal: Self.proposal)
        #expect(result.placements.compactMap { placement -> String? in
            if case .text(let text) = placement.kind { return text.lines.joined() }
            return nil
        } == ["later 0", "later 1", "later 2"])
    }

    @Test("A changed environment value evaluates every row again, with the new value",
          arguments: [("bold", 3, "bold 1"), ("dim", 0, "dim 1")])
    func environmentChange(accent: String, kept: Int, second: String) {
        let log = RowLog()
        func list(_ accent: String) -> some View {
            VStack(spacing: 0) { ForEach(0..<3) { AccentRow(index: $0, log: log) } }.environment(\.accent, accent)
        }
        let graph = Self.recorded(list("bold"), log: log)
        graph.update(list(accent))
        #expect(graph.keptElementCount == kept)
        #expect(log.bodies == 3 - kept)
        let result = graph.layout(proposal: Self.proposal)
        #expect(result.placements.compactMap { placement -> String? in
            if case .text(let text) = placement.kind, placement.id == AnyHashable("row 1") { return text.lines.joined() }
            return nil
        } == [second])
    }

    @Test("After a row evaluated alone changed its nodes, an update evaluates the rows again; the next keeps them")
    func reshapedRowIsNotKeptStale() {
        let log = RowLog()
        func list() -> some View {
            VStack(alignment: .leading, spacing: 0) { ForEach(0..<3, id: \.self) { ReshapingRow(index: $0, log: log) } }
        }
        let graph = Self.recorded(list(), log: log)
        let nodes = graph.nodeCount
        log.bindings[1]?.wrappedValue = 2
        _ = graph.layout(proposal: Self.proposal)
        // Evaluated alone (the others not): the same overlay, one more node under it.
        #expect(log.bodies == 1)
        #expect(graph.nodeCount == nodes + 1)
        graph.update(list())
        #expect(graph.keptElementCount == 0)
        let result = graph.layout(proposal: Self.proposal)
        #expect(graph.nodeCount == nodes + 1)
        let labels = result.placements.compactMap { placement -> CGRect? in
            if case .text = placement.kind { return placement.frame }
            return nil
        }
        // Each label centred in its 6-wide frame; row 1's mark at its leading edge.
        #expect(labels == [CGRect(x: 2, y: 0, width: 2, height: 1), CGRect(x: 2, y: 1, width: 2, height: 1),
                           CGRect(x: 0, y: 1, width: 1, height: 1), CGRect(x: 2, y: 2, width: 2, height: 1)])
        log.bodies = 0
        graph.update(list())
        #expect(graph.keptElementCount == 3)
        #expect(log.bodies == 0)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.describe(result))
    }

    @Test("An action set in the environment again, the same closure, keeps the rows; another closure does not",
          arguments: [(true, 3), (false, 0)])
    func sameActionInTheEnvironment(same: Bool, kept: Int) {
        let log = RowLog()
        let counter = RowLog()   // captured: each closure made below has a context of its own
        let action = RowAction { counter.bodies += 1 }
        func list(_ action: RowAction) -> some View {
            VStack(spacing: 0) { ForEach(0..<3) { StateRow(index: $0, log: log) } }.environment(\.action, action)
        }
        let graph = Self.recorded(list(action), log: log)
        graph.update(list(same ? action : RowAction { counter.bodies += 1 }))
        #expect(graph.keptElementCount == kept)
        #expect(log.bodies == 3 - kept)
    }
}
