import Testing
@testable import TerminalLayout

/// A view with state over a list: its body is evaluated again alone when
/// its state is set (STATE2), and its list's elements may be kept (UPD1).
private struct Counter: View {
    let names: [String]
    let bindings: BindingBox
    @State private var count: Int
    init(names: [String], start: Int = 0, bindings: BindingBox) {
        self.names = names
        self.bindings = bindings
        _count = State(initialValue: start)
    }
    var body: some View {
        bindings.count = $count
        return VStack(spacing: 0) {
            Text(String(repeating: "#", count: count)).id("bar")
            HStack(spacing: 1) { ForEach(names, id: \.self) { Text($0).frame(width: CGFloat(count + $0.count)) } }
            // Elements that do not depend on the state: kept when the body is evaluated again.
            HStack(spacing: 1) { ForEach(names, id: \.self) { Text($0).padding(.leading, 1) } }
        }
    }
}

private final class BindingBox {
    var count: Binding<Int>?
}

/// A view with state that hands its parent one label or two (STATE2 then
/// splices its nodes into the parent's scope, moving the nodes after it).
private struct Labels: View {
    let bindings: BindingBox
    @State private var count = 1
    var body: some View {
        bindings.count = $count
        return ForEach(0..<count) { Text("label \($0)").id("label \($0)") }
    }
}

/// An update keeps a `ForEach` element whose view value is last time's
/// (UPD1): its nodes, memos and traits stay, and the frames are a fresh
/// graph's.
@MainActor
struct ElementMemoTests {
    static let proposal = ProposedViewSize(width: 40, height: nil)

    /// A column of boxes, `widths[i]` wide, identified by their index.
    static func boxes(_ widths: [Int]) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<widths.count) { i in
                Color.gray.frame(width: CGFloat(widths[i]), height: 1).id(i)
            }
        }
    }

    /// The frames of a fresh graph of `view`, as text ("id: x y w h").
    static func frames<V: View>(_ view: V) -> [String] {
        describe(ViewGraph(view).layout(proposal: proposal))
    }

    /// A graph of `view`, laid out, and updated once with it: a `ForEach`
    /// records its elements once its container is resolved again (not in
    /// the pass that makes the container), so the next update can keep them.
    static func recorded<V: View>(_ view: V) -> ViewGraph {
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: proposal)
        graph.update(view)
        return graph
    }

    nonisolated static func describe(_ result: LayoutResult) -> [String] {
        result.placements.map { "\($0.id.map { "\($0)" } ?? "-") \($0.kind): \($0.frame)" }
    }

    @Test("An identical update keeps every element: nothing is resolved or laid out again")
    func identicalUpdateKeepsEverything() {
        let widths = [3, 5, 2, 7, 4]
        let graph = ViewGraph(Self.boxes(widths))
        let first = graph.layout(proposal: Self.proposal)
        let nodes = graph.nodeCount
        // The first update records the values (a graph resolved once stores none); the next keeps them.
        #expect(graph.root.map { $0.elementMemos.count } == 0)
        graph.update(Self.boxes(widths))
        #expect(graph.keptElementCount == 0)
        graph.update(Self.boxes(widths))
        #expect(graph.keptElementCount == 5)
        #expect(graph.nodeCount == nodes)
        let second = graph.layout(proposal: Self.proposal)
        #expect(graph.stats.reusedPreviousResult)
        #expect(second == first)
        #expect(second.frame(for: 3) == CGRect(x: 0, y: 3, width: 7, height: 1))
    }

    @Test("Changed elements are resolved again, the others kept; frames are a fresh graph's",
          arguments: [
              // (before, after, kept)
              ([3, 5, 2, 7, 4], [3, 5, 9, 7, 4], 4),
              ([3, 5, 2, 7, 4], [1, 5, 2, 7, 1], 3),
              ([3, 5, 2, 7, 4], [3, 5, 2], 3),
              ([3, 5, 2], [3, 5, 2, 7, 4], 3),
              ([3, 5, 2, 7, 4], [], 0),
              ([], [3, 5], 0),
          ])
    func changedElements(before: [Int], after: [Int], kept: Int) {
        let graph = Self.recorded(Self.boxes(before))
        graph.update(Self.boxes(after))
        #expect(graph.keptElementCount == kept)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.frames(Self.boxes(after)))
        // Nodes of elements that went away are freed; kept ones are not.
        #expect(graph.nodeCount == ViewGraph(Self.boxes(after)).nodeCount)
        #expect(graph.engine.arena.liveCount == ViewGraph(Self.boxes(after)).engine.arena.liveCount)
        // Kept again on the next identical update, all of them.
        graph.update(Self.boxes(after))
        #expect(graph.keptElementCount == after.count)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.frames(Self.boxes(after)))
    }

    @Test("A moved element is matched by its id and resolved again; the frames follow the ids")
    func movedElementsAreResolved() {
        let names = ["a", "b", "c", "d"]
        func list(_ names: [String]) -> some View {
            VStack(spacing: 0) {
                ForEach(names, id: \.self) { Text($0) }
            }
        }
        let graph = Self.recorded(list(names))
        graph.update(list(["a", "c", "b", "d"]))
        // "a" and "d" are at their positions; "c" and "b" moved.
        #expect(graph.keptElementCount == 2)
        let result = graph.layout(proposal: Self.proposal)
        #expect(result.frame(for: "c") == CGRect(x: 0, y: 1, width: 1, height: 1))
        #expect(result.frame(for: "b") == CGRect(x: 0, y: 2, width: 1, height: 1))
    }

    @Test("A changed environment above the ForEach resolves every element again")
    func environmentChangeResolvesAgain() {
        func list(_ color: Color) -> some View {
            VStack(spacing: 0) { ForEach(0..<3) { Text("row \($0)") } }.foregroundColor(color)
        }
        let graph = Self.recorded(list(.red))
        graph.update(list(.blue))
        #expect(graph.keptElementCount == 0)
        let colors = graph.layout(proposal: Self.proposal).placements.compactMap { placement -> Color? in
            if case .text(let text) = placement.kind { return text.foreground }
            return nil
        }
        #expect(colors == [.blue, .blue, .blue])
        graph.update(list(.blue))
        #expect(graph.keptElementCount == 3)
    }

    /// A graph of `make(before)`, laid out, updated with it (which records
    /// its elements), laid out again, then updated with `make(after)`.
    static func recordedThenUpdated<V: View>(_ make: (Double) -> V, from before: Double, to after: Double,
                                             proposal: ProposedViewSize) -> ViewGraph {
        let graph = ViewGraph(make(before))
        _ = graph.layout(proposal: proposal)
        graph.update(make(before))
        _ = graph.layout(proposal: proposal)
        graph.update(make(after))
        return graph
    }

    @Test("A trait set on the ForEach from outside reaches its kept elements when it changes",
          arguments: [(0.0, 1.0), (1.0, 0.0), (1.0, 1.0), (0.0, -1.0)])
    func outerTraitOnKeptElements(before: Double, after: Double) {
        // Two texts that share the row with a third: the one with the higher priority is not wrapped.
        func row(_ priority: Double) -> some View {
            HStack(spacing: 0) {
                ForEach(0..<2) { Text("long text \($0)") }.layoutPriority(priority)
                Text("other text here")
            }
        }
        let proposal = ProposedViewSize(width: 30, height: nil)
        let graph = Self.recordedThenUpdated(row, from: before, to: after, proposal: proposal)
        #expect(graph.keptElementCount == 2)
        #expect(graph.layout(proposal: proposal) == ViewGraph(row(after)).layout(proposal: proposal))
        graph.update(row(after))
        #expect(graph.layout(proposal: proposal) == ViewGraph(row(after)).layout(proposal: proposal))
    }

    @Test("A trait set from outside on one of two ForEach whose elements are all kept reaches them",
          arguments: [(0.0, 1.0), (1.0, 0.0)])
    func outerTraitWhenEveryChildIsKept(before: Double, after: Double) {
        // Every child of the row is a kept element: the row's children are not all as they were.
        func row(_ priority: Double) -> some View {
            HStack(spacing: 0) {
                ForEach(0..<1) { Text("long text \($0)") }.layoutPriority(priority)
                ForEach(1..<2) { Text("long text \($0)") }
            }
        }
        let proposal = ProposedViewSize(width: 14, height: nil)
        let graph = Self.recordedThenUpdated(row, from: before, to: after, proposal: proposal)
        #expect(graph.keptElementCount == 2)
        #expect(graph.layout(proposal: proposal) == ViewGraph(row(after)).layout(proposal: proposal))
    }

    /// Element views that are never kept, and why (UPD1).
    enum Unkept: String, CaseIterable, CustomTestStringConvertible {
        case notEquatable, twoViews
        var testDescription: String { rawValue }

        @ViewBuilder func list() -> some View {
            switch self {
            case .notEquatable:
                // `alignmentGuide` computes its value with a closure: nothing to compare.
                VStack(spacing: 0) { ForEach(0..<3) { _ in Color.gray.frame(width: 2, height: 1).alignmentGuide(.leading) { _ in 0 } } }
            case .twoViews:
                VStack(spacing: 0) { ForEach(0..<3) { i in Group { Text("a"); Text("b") } } }
            }
        }
    }

    // (Elements with bodies, and type-erased ones: `ElementMemoBodyTests`.)
    @Test("Elements that cannot be compared, or that make two views, are resolved on every update",
          arguments: Unkept.allCases)
    func unkeptElements(kind: Unkept) {
        let graph = Self.recorded(kind.list())
        let first = Self.describe(graph.layout(proposal: Self.proposal))
        graph.update(kind.list())
        #expect(graph.keptElementCount == 0)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == first)
    }

    /// A row of text styled by every inherited-value modifier; `accent` colours the row at `highlighted`.
    static func styledRows(highlighted: Int, accent: Color = .red) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<4) { i in
                Text("row \(i) of four")
                    .foregroundColor(i == highlighted ? accent : .secondary)
                    .font(.headline).bold(i % 2 == 0).lineLimit(1)
                    .multilineTextAlignment(.trailing)
                    .frame(width: 6)
            }
        }
    }

    @Test("Rows styled by inherited values (colour, font, weight, line limit, alignment) are kept when equal",
          arguments: [(1, 1, 4), (1, 2, 2), (1, 4, 3)])
    func styledRowsAreKept(before: Int, after: Int, expectedKept: Int) {
        let graph = Self.recorded(Self.styledRows(highlighted: before))
        graph.update(Self.styledRows(highlighted: after))
        #expect(graph.keptElementCount == expectedKept)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.frames(Self.styledRows(highlighted: after)))
    }

    /// Rows decorated or ranked by value modifiers: `marked` changes row 2's.
    enum Decorated: String, CaseIterable, CustomTestStringConvertible {
        case background, overlay, border, layoutPriority, zIndex
        var testDescription: String { rawValue }

        /// Four rows, each `decorate`d (with `marked` true for row 2 when the rows are marked).
        static func rows<V: View>(_ marked: Bool, _ decorate: @escaping (Int, Bool) -> V) -> some View {
            HStack(spacing: 0) { ForEach(0..<4) { i in decorate(i, i == 2 && marked) } }
        }

        static func row(_ i: Int) -> some View { Text("row \(i) of four").frame(minWidth: 2, maxWidth: 9) }

        /// The frames of the rows after an update from unmarked to `marked` rows, the
        /// elements kept by the identical update before it and by that one, and a fresh
        /// graph's frames of the marked rows.
        func run() -> (keptIdentical: Int, keptChanged: Int, frames: [String], fresh: [String]) {
            switch self {
            case .background: Self.check { i, on in Self.row(i).background(on ? Color.red : .gray) }
            case .overlay: Self.check { i, on in Self.row(i).overlay(alignment: .trailing) { Text(on ? "!" : "·") } }
            case .border: Self.check { i, on in Self.row(i).border(on ? Color.red : .gray) }
            case .layoutPriority: Self.check { i, on in Self.row(i).layoutPriority(on ? 1 : 0) }
            case .zIndex: Self.check { i, on in Self.row(i).zIndex(on ? 1 : 0) }
            }
        }

        static func check<V: View>(_ decorate: @escaping (Int, Bool) -> V)
            -> (keptIdentical: Int, keptChanged: Int, frames: [String], fresh: [String]) {
            let proposal = ProposedViewSize(width: 24, height: nil)
            let graph = ViewGraph(rows(false, decorate))
            _ = graph.layout(proposal: proposal)
            graph.update(rows(false, decorate))
            graph.update(rows(false, decorate))
            let keptIdentical = graph.keptElementCount
            graph.update(rows(true, decorate))
            let keptChanged = graph.keptElementCount
            return (keptIdentical, keptChanged, describe(graph.layout(proposal: proposal)),
                    describe(ViewGraph(rows(true, decorate)).layout(proposal: proposal)))
        }
    }

    @Test("Rows with a background, an overlay, a border, a priority or a z-index are kept when equal, resolved when changed",
          arguments: Decorated.allCases)
    func decoratedRowsAreKept(kind: Decorated) {
        let run = kind.run()
        #expect(run.keptIdentical == 4)
        #expect(run.keptChanged == 3)
        #expect(run.frames == run.fresh)
    }

    @Test("Rows built with if/else are kept when the same branch has the same value; a row that switches branch is resolved")
    func conditionalRows() {
        func rows(done: Set<Int>) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<4) { i in
                    if done.contains(i) { Text("✓ task \(i)").foregroundColor(.secondary) } else { Text("· task \(i)").bold() }
                }
            }
        }
        let graph = Self.recorded(rows(done: [1]))
        graph.update(rows(done: [1]))
        #expect(graph.keptElementCount == 4)
        graph.update(rows(done: [1, 3]))
        #expect(graph.keptElementCount == 3)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.frames(rows(done: [1, 3])))
        #expect(graph.engine.arena.liveCount == ViewGraph(rows(done: [1, 3])).engine.arena.liveCount)
    }

    @Test("A colour made anew each update compares equal by value: its row is kept")
    func colourMadeAnewIsKept() {
        let graph = Self.recorded(Self.styledRows(highlighted: 0, accent: Color(red: 0.2, green: 0.4, blue: 0.6)))
        graph.update(Self.styledRows(highlighted: 0, accent: Color(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(graph.keptElementCount == 4)
        graph.update(Self.styledRows(highlighted: 0, accent: Color(red: 0.2, green: 0.4, blue: 0.7)))
        #expect(graph.keptElementCount == 3)
        #expect(Self.describe(graph.layout(proposal: Self.proposal))
                == Self.frames(Self.styledRows(highlighted: 0, accent: Color(red: 0.2, green: 0.4, blue: 0.7))))
    }

    @Test("A ForEach that goes away drops its memo; one that comes back starts again")
    func memoFollowsItsForEach() {
        func list(_ shown: Bool) -> some View {
            VStack(spacing: 0) {
                Text("title")
                if shown { ForEach(0..<4) { Text("\($0)") } }
            }
        }
        let graph = Self.recorded(list(true))
        graph.update(list(true))
        #expect(graph.keptElementCount == 4)
        graph.update(list(false))
        #expect(graph.keptElementCount == 0)
        #expect(graph.root.map { $0.elementMemos.count } == 0)
        // Back, in a container resolved before: a new memo records at once; the next update keeps.
        graph.update(list(true))
        #expect(graph.keptElementCount == 0)
        #expect(graph.root.map { $0.elementMemos.count } == 1)
        graph.update(list(true))
        #expect(graph.keptElementCount == 4)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.frames(list(true)))
    }

    @Test("Equal elements whose nodes moved among the members (a view with state before them made one more) are resolved again, then kept again")
    func equalElementsWhoseNodesMoved() {
        let box = BindingBox()
        func column() -> some View {
            VStack(spacing: 0) {
                Labels(bindings: box)
                ForEach(0..<3) { i in Color.gray.frame(width: CGFloat(2 + i), height: 1).id(i) }
            }
        }
        let graph = Self.recorded(column())
        graph.update(column())
        // The three boxes, and the labels' view: its value is last time's (UPD1).
        #expect(graph.keptElementCount == 4)
        // The labels' view hands its parent two elements now: evaluated alone, its nodes are
        // spliced into the column's scope, then the column is resolved again — its boxes
        // compare equal, but their nodes are no longer where the memo saw them.
        box.count?.wrappedValue = 2
        let result = graph.layout(proposal: Self.proposal)
        #expect(graph.keptElementCount < 3)
        let fresh = ViewGraph(VStack(spacing: 0) {
            ForEach(0..<2) { Text("label \($0)").id("label \($0)") }
            ForEach(0..<3) { i in Color.gray.frame(width: CGFloat(2 + i), height: 1).id(i) }
        })
        #expect(Self.describe(result) == Self.describe(fresh.layout(proposal: Self.proposal)))
        #expect(graph.engine.arena.liveCount == fresh.engine.arena.liveCount)
        // Recorded where they are now: the next identical update keeps all three.
        graph.update(column())
        #expect(graph.keptElementCount == 3)
        #expect(Self.describe(graph.layout(proposal: Self.proposal)) == Self.describe(fresh.layout(proposal: Self.proposal)))
    }

    @Test("A view with state evaluated again alone (STATE2) over a recorded list: frames as fresh, as many nodes",
          arguments: [1, 3])
    func stateChangeOverKeptElements(count: Int) {
        let names = ["ab", "c", "def"]
        let box = BindingBox()
        let graph = Self.recorded(Counter(names: names, bindings: box))
        graph.update(Counter(names: names, bindings: box))
        #expect(graph.keptElementCount == 6)
        box.count?.wrappedValue = count
        let result = graph.layout(proposal: Self.proposal)
        let fresh = ViewGraph(Counter(names: names, start: count, bindings: BindingBox()))
        #expect(Self.describe(result) == Self.describe(fresh.layout(proposal: Self.proposal)))
        #expect(result.frame(for: "bar")?.width == CGFloat(count))
        #expect(graph.engine.arena.liveCount == fresh.engine.arena.liveCount)
        // Set back, then a full update with the same view: as fresh again.
        box.count?.wrappedValue = 0
        graph.update(Counter(names: names, bindings: box))
        #expect(Self.describe(graph.layout(proposal: Self.proposal))
                == Self.describe(ViewGraph(Counter(names: names, bindings: BindingBox())).layout(proposal: Self.proposal)))
    }
}

