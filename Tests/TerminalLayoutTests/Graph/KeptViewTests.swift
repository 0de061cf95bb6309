import Testing
@testable import TerminalLayout

/// What the views of these tests did: their bodies, by name, and the
/// bindings to their state.
private final class ViewLog {
    var bodies: [String: Int] = [:]
    var bindings: [String: Binding<Int>] = [:]
    func ran(_ name: String) { bodies[name, default: 0] += 1 }
}

/// A panel of your own with state: a title and a bar `count` cells long.
private struct Panel: View {
    let name: String
    let log: ViewLog
    @State private var count = 1
    var body: some View {
        log.ran(name)
        log.bindings[name] = $count
        return VStack(alignment: .leading, spacing: 0) {
            Text(name)
            Color.gray.frame(width: CGFloat(count), height: 1).id("bar \(name)")
        }
    }
}

/// A header of your own holding another view of your own in the same scope.
private struct Header: View {
    let title: String
    let log: ViewLog
    var body: some View {
        log.ran("header")
        return Badge(text: title, log: log).padding(.leading, 1)
    }
}

private struct Badge: View {
    let text: String
    let log: ViewLog
    var body: some View {
        log.ran("badge")
        return Text("[\(text)]").id("badge")
    }
}

/// A screen of views of your own (not in a `ForEach`).
private struct Screen: View {
    let title: String
    let log: ViewLog
    @State private var selection = 0
    var body: some View {
        log.ran("screen")
        log.bindings["screen"] = $selection
        return VStack(alignment: .leading, spacing: 0) {
            Header(title: title, log: log)
            Panel(name: "left", log: log)
            Panel(name: "right", log: log)
            Text("selected \(selection)").id("selection")
        }
    }
}

/// A row whose `==` looks at its title only (its tint is not part of what it shows).
private struct TitleRow: View, Equatable {
    let title: String
    let tint: Int
    let log: ViewLog
    nonisolated static func == (a: TitleRow, b: TitleRow) -> Bool { a.title == b.title }
    var body: some View {
        log.ran(title)
        return Text(title)
    }
}

/// A modifier of your own, with state: a border `inset` cells in, and a mark as wide as its count.
private struct Card: ViewModifier {
    let inset: CGFloat
    let log: ViewLog
    @State private var count = 1
    func body(content: Content) -> some View {
        log.ran("card")
        log.bindings["card"] = $count
        return HStack(spacing: 0) {
            content.padding(inset).border(.gray)
            Color.gray.frame(width: CGFloat(count), height: 1).id("mark")
        }
    }
}

/// Views of your own outside a `ForEach` are kept by value too (UPD1): an
/// update, or their owner evaluated again, does not evaluate the body of a
/// view whose value, inherited values and state are last time's.
@MainActor
struct KeptViewTests {
    static let proposal = ProposedViewSize(width: 30, height: nil)

    static func describe(_ result: LayoutResult) -> [String] {
        result.placements.map { "\($0.id.map { "\($0)" } ?? "-") \($0.kind): \($0.frame)" }
    }

    @Test("An owner evaluated again for its state: its children whose inputs are last time's are not")
    func ownerEvaluatedAgain() {
        let log = ViewLog()
        let graph = ViewGraph(Screen(title: "t", log: log))
        _ = graph.layout(proposal: Self.proposal)
        log.bodies = [:]
        log.bindings["screen"]?.wrappedValue = 2
        let result = graph.layout(proposal: Self.proposal)
        #expect(log.bodies == ["screen": 1])
        #expect(result.frame(for: "selection") == CGRect(x: 0, y: 5, width: 10, height: 1))
        #expect(Self.describe(result) == Self.describe(ViewGraph(Screen(title: "t", log: ViewLog())).layout(proposal: Self.proposal)).map {
            $0.replacingOccurrences(of: "selected 0", with: "selected 2")
        })
    }

    @Test("Updates keep the views whose value is last time's, with their state; a changed one is evaluated",
          arguments: [("t", [:] as [String: Int]), ("new", ["header": 1, "badge": 1])])
    func updates(title: String, evaluated: [String: Int]) {
        let log = ViewLog()
        func root(_ title: String) -> some View { VStack(spacing: 0) { Screen(title: "t", log: log); Header(title: title, log: log) } }
        let graph = ViewGraph(root("t"))
        _ = graph.layout(proposal: Self.proposal)
        log.bindings["right"]?.wrappedValue = 4
        _ = graph.layout(proposal: Self.proposal)
        log.bodies = [:]
        graph.update(root(title))
        #expect(log.bodies == evaluated)
        let result = graph.layout(proposal: Self.proposal)
        // The right panel's bar is still 4 cells: its state was kept with it.
        #expect(result.frame(for: "bar right")?.width == 4)
        #expect(graph.stateEntryCount == 3)
        let texts = result.placements.compactMap { placement -> String? in
            if case .text(let text) = placement.kind { return text.lines.joined() }
            return nil
        }
        #expect(texts == ["[t]", "left", "right", "selected 0", "[\(title)]"])
    }

    @Test("A trait given from outside to a kept view reaches it when it changes", arguments: [(0.0, 1.0), (1.0, 0.0)])
    func outerTraitOnAKeptView(before: Double, after: Double) {
        let log = ViewLog()
        func row(_ priority: Double) -> some View {
            HStack(spacing: 0) {
                Badge(text: "a longer badge", log: log).layoutPriority(priority)
                Text("other text here")
            }
        }
        let proposal = ProposedViewSize(width: 20, height: nil)
        let graph = ViewGraph(row(before))
        _ = graph.layout(proposal: proposal)
        // A container resolved again records its views' values (one made only now has none).
        graph.update(row(before))
        log.bodies = [:]
        graph.update(row(after))
        #expect(log.bodies == [:])
        #expect(graph.layout(proposal: proposal) == ViewGraph(row(after)).layout(proposal: proposal))
        // And its own id, given inside it, stays its id (an outer id would not replace it).
        #expect(graph.layout(proposal: proposal).frame(for: "badge") != nil)
    }

    @Test("A view kept inside a kept view is evaluated with it when its parent changes, as a fresh graph shows")
    func nestedKeptViews() {
        let log = ViewLog()
        func root(_ title: String, _ other: String) -> some View {
            VStack(spacing: 0) { Header(title: title, log: log); Text(other) }
        }
        let graph = ViewGraph(root("a", "x"))
        _ = graph.layout(proposal: Self.proposal)
        graph.update(root("a", "x"))
        for (title, other, evaluated) in [("a", "y", [:]), ("b", "y", ["header": 1, "badge": 1]), ("b", "z", [:]),
                                          ("a", "z", ["header": 1, "badge": 1])] as [(String, String, [String: Int])] {
            log.bodies = [:]
            graph.update(root(title, other))
            #expect(log.bodies == evaluated, "\(title) \(other)")
            #expect(Self.describe(graph.layout(proposal: Self.proposal))
                    == Self.describe(ViewGraph(root(title, other)).layout(proposal: Self.proposal)))
        }
    }

    @Test("equatable() and EquatableView: compared by the view's ==, kept when it says equal",
          arguments: [("tint only", 2, [:] as [String: Int]), ("title", 1, ["b2": 1])])
    func equatableViews(change: String, tint: Int, evaluated: [String: Int]) {
        let log = ViewLog()
        func list(_ second: String, tint: Int) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(["a", second], id: \.self) { TitleRow(title: $0, tint: tint, log: log).equatable() }
                EquatableView(content: TitleRow(title: "c", tint: tint, log: log))
            }
        }
        let graph = ViewGraph(list("b", tint: 1))
        _ = graph.layout(proposal: Self.proposal)
        graph.update(list("b", tint: 1))
        log.bodies = [:]
        let second = change == "title" ? "b2" : "b"
        graph.update(list(second, tint: tint))
        #expect(log.bodies == evaluated)
        #expect(Self.describe(graph.layout(proposal: Self.proposal))
                == Self.describe(ViewGraph(list(second, tint: tint)).layout(proposal: Self.proposal)))
    }

    @Test("A modifier of your own applied to equal content is kept with its state; a changed modifier or content is evaluated",
          arguments: [("same", 1, "x", [:] as [String: Int]), ("inset", 2, "x", ["card": 1]), ("content", 1, "y", ["card": 1])])
    func keptModifier(change: String, inset: CGFloat, text: String, evaluated: [String: Int]) {
        let log = ViewLog()
        func root(_ inset: CGFloat, _ text: String, log: ViewLog) -> some View {
            VStack(alignment: .leading, spacing: 0) { Text(text).modifier(Card(inset: inset, log: log)); Text("below") }
        }
        func root(_ inset: CGFloat, _ text: String) -> some View { root(inset, text, log: log) }
        let graph = ViewGraph(root(1, "x"))
        _ = graph.layout(proposal: Self.proposal)
        graph.update(root(1, "x"))
        log.bindings["card"]?.wrappedValue = 3
        _ = graph.layout(proposal: Self.proposal)
        log.bodies = [:]
        graph.update(root(inset, text))
        #expect(log.bodies == evaluated, "\(change)")
        let result = graph.layout(proposal: Self.proposal)
        // Its state is kept either way: the mark is 3 cells wide.
        #expect(result.frame(for: "mark")?.width == 3)
        #expect(graph.stateEntryCount == 1)
        // As a fresh graph of the new view with its card's count set to 3.
        let freshLog = ViewLog()
        let fresh = ViewGraph(root(inset, text, log: freshLog))
        _ = fresh.layout(proposal: Self.proposal)
        freshLog.bindings["card"]?.wrappedValue = 3
        #expect(Self.describe(result) == Self.describe(fresh.layout(proposal: Self.proposal)))
    }
}
