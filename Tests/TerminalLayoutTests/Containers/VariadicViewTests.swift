import Testing
import TerminalTestSupport
@testable import TerminalLayout

/// A trait a child sets with `_trait`: drawn with a star in `Starred`.
private struct StarTrait: _ViewTraitKey {
    static let defaultValue = false
}

/// Its children one per row with a divider between two (never after the
/// last): the `_VariadicView` pattern published SwiftUI packages use.
private struct DividedRoot: _VariadicView.MultiViewRoot {
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        let last = children.last?.id
        ForEach(children) { child in
            child
            if child.id != last { Divider() }
        }
    }
}

/// A `VStack` of `content`'s subviews divided by `DividedRoot`.
private struct Divided<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            _VariadicView.Tree(DividedRoot()) { content }
        }
    }
}

/// Its children in a row, reversed, each starred ones with "*" before it,
/// then the count (a unary root: one `HStack`).
private struct StarredRoot: _VariadicView.UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        HStack(spacing: 1) {
            ForEach(children.reversed()) { child in
                if child[StarTrait.self] { Text("*") }
                child
            }
            Text("\(children.count)")
        }
    }
}

/// The identities a root saw.
private final class IDRecorder {
    var strings: [String?] = []
    var ints: [Int?] = []
}

/// `n` x's, `n` in `@State` (its binding to `sink`).
private struct Counter: View {
    @State private var n = 1
    let sink: BindingSink<Int>
    var body: some View {
        sink.binding = $n
        return Text(String(repeating: "x", count: n))
    }
}

/// SwiftUI's underscored custom containers (CC2): `_VariadicView.Tree`,
/// its roots, `_VariadicView.Children` and `_trait`.
@MainActor
struct VariadicViewTests {
    @Test("A multi-view root's views are the stack's: children divided, none after the last",
          arguments: [(1, ["a"]), (2, ["a", "", "b"]), (3, ["a", "", "b", "", "c"])])
    func dividedChildren(_ count: Int, _ expected: [String]) {
        let names = Array(["a", "b", "c"].prefix(count))
        let view = Divided { ForEach(names, id: \.self) { Text($0) } }
        // Dividers draw no text: an empty row between two names.
        #expect(textFrame(view, width: 5, height: 2 * count - 1) == expected)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 5, height: CGFloat(2 * count - 1)))
        #expect(result.placements.filter { if case .divider = $0.kind { true } else { false } }.count == count - 1)
    }

    @Test("A unary root: children reversed, a trait read per child (set and unset), the count")
    func traitsAndOrder() {
        let view = _VariadicView.Tree(StarredRoot()) {
            Text("a")
            Text("b")._trait(StarTrait.self, true)
            Group { Text("c"); Text("d")._trait(StarTrait.self, false) }
        }
        #expect(textFrame(view, width: 20, height: 1) == ["d c * b a 4"])
    }

    @Test("id(as:) gives the ForEach or id(_:) identity of the right type, nil for another type or none")
    func explicitIdentity() {
        struct Spy: _VariadicView.MultiViewRoot {
            let sink: IDRecorder
            func body(children: _VariadicView.Children) -> some View {
                let _ = sink.strings = children.map { $0.id(as: String.self) }
                let _ = sink.ints = children.map { $0.id(as: Int.self) }
                children
            }
        }
        let sink = IDRecorder()
        let view = _VariadicView.Tree(Spy(sink: sink)) {
            ForEach(["p", "q"], id: \.self) { Text($0) }
            Text("r").id(7)
            Text("s")
        }
        _ = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 4))
        #expect(sink.strings == ["p", "q", nil, nil])
        #expect(sink.ints == [nil, nil, 7, nil])
    }

    @Test("A child keeps its @State when the root reorders it; ids are stable across updates")
    func stateAndIdentity() {
        struct Ordered: _VariadicView.MultiViewRoot {
            let reversed: Bool
            func body(children: _VariadicView.Children) -> some View {
                HStack(spacing: 1) {
                    if reversed { ForEach(children.reversed()) { $0 } } else { children }
                }
            }
        }
        let first = BindingSink<Int>(), second = BindingSink<Int>()
        func view(_ reversed: Bool) -> some View {
            _VariadicView.Tree(Ordered(reversed: reversed)) { Counter(sink: first); Counter(sink: second) }
        }
        let graph = ViewGraph(view(false))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 1))
        first.binding?.wrappedValue = 3
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 1)), width: 20, height: 1) == ["xxx x"])
        graph.update(view(true))
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 1)), width: 20, height: 1) == ["x xxx"])
        #expect(first.binding?.wrappedValue == 3)
    }

    @Test("SwiftUI code as packages write it: a root with a generic helper, Identifiable children in ForEach")
    func publishedPackageStyle() {
        let view = VStack(alignment: .leading, spacing: 0) {
            _VariadicView.Tree(Interleaver(separator: "·")) {
                Text("one")
                Text("two")
                Text("three")
            }
        }
        #expect(textFrame(view, width: 10, height: 5) == ["one", "·", "two", "·", "three"])
    }
}

/// As published packages write a root: a generic free function building the
/// content over any collection of identifiable views.
private struct Interleaver: _VariadicView.MultiViewRoot {
    var separator: String
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        interleave(children, separator: separator)
    }
}

@ViewBuilder
private func interleave<Elements: RandomAccessCollection>(_ elements: Elements, separator: String) -> some View
where Elements.Element: View & Identifiable {
    let last = elements.count - 1
    ForEach(Array(elements.enumerated()), id: \.element.id) { item in
        item.element
        if item.offset < last { Text(separator) }
    }
}
