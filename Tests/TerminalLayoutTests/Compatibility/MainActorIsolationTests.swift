import Foundation
import Observation
import Testing
import TerminalLayout

// Code written for SwiftUI in the Swift 6 language mode, where `View` and `ViewModifier` are
// `@MainActor` (ISO1): each declaration below compiles only because they are. The tests lay
// the views out and check what they show.

/// A model on the main actor, as a Swift 6 app's models are.
@MainActor @Observable
private final class Library {
    var titles = ["Dune", "Emma"]
    var filter = ""
    var visible: [String] { filter.isEmpty ? titles : titles.filter { $0.contains(filter) } }
    func add(_ title: String) { titles.append(title) }
}

/// A main-actor model as a `@State` default; a helper property and method that read it; a
/// button that changes it. (Each is main-actor code in a view that does not say so.)
private struct Shelf: View {
    @State private var library = Library()

    private var header: some View { Text("\(library.titles.count) books") }

    private func row(_ title: String) -> some View { Text(title).padding(.leading, 1) }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            ForEach(library.visible, id: \.self) { row($0) }
            Button("Add") { library.add("Ulysses") }
        }
    }
}

/// A view that says `@MainActor` itself, with a main-actor model passed in.
@MainActor
private struct Counter: View {
    let library: Library
    var body: some View { Text("count \(library.titles.count)") }
}

/// A modifier of your own that reads a main-actor model in `body(content:)`.
private struct Badge: ViewModifier {
    let library: Library
    func body(content: Content) -> some View {
        HStack(spacing: 1) {
            content
            Text("[\(library.titles.count)]")
        }
    }
}

/// A view whose `==` must say `nonisolated`, as in SwiftUI: the view is main-actor
/// isolated, `Equatable` is not.
private struct TitleOnly: View, Equatable {
    let title: String
    let log: BodyLog
    nonisolated static func == (a: TitleOnly, b: TitleOnly) -> Bool { a.title == b.title }
    var body: some View {
        log.runs += 1
        return Text(title)
    }
}

/// How many bodies ran.
@MainActor
private final class BodyLog {
    var runs = 0
}

/// Built-in views and modifiers made away from the main actor: they are not isolated (as
/// SwiftUI's `Text` and modifiers are `nonisolated`), so a plain function can return them.
private func caption(_ text: String) -> some View {
    Text(text).padding(.horizontal, 1).frame(width: 10, alignment: .leading).border(.gray)
}

private func texts(_ result: LayoutResult) -> [String] {
    result.placements.compactMap { if case .text(let t) = $0.kind { t.lines.joined() } else { nil } }
}

@MainActor
struct MainActorIsolationTests {
    @Test("A main-actor model in @State, read by a helper property, a helper method and the body")
    func stateDefault() {
        let graph = ViewGraph(Shelf())
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 6))
        #expect(texts(result) == ["2 books", "Dune", "Emma", "Add"])
    }

    @Test("The button's action changes the main-actor model, and the view shows it")
    func actionChangesModel() {
        let graph = ViewGraph(Shelf())
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 6))
        let focus = FocusSystem(graph: graph)
        #expect(focus.moveFocus(forward: true))
        #expect(focus.handle(KeyPress(key: .return)) == .handled)
        #expect(texts(graph.layout(proposal: ProposedViewSize(width: 20, height: 6)))
            == ["3 books", "Dune", "Emma", "Ulysses", "Add"])
    }

    @Test("A @MainActor view and a modifier of your own read a main-actor model",
          arguments: [(["A"], "count 1 [1]"), (["A", "B", "C"], "count 3 [3]")])
    func isolatedViewAndModifier(titles: [String], shown: String) {
        let library = Library()
        library.titles = titles
        let result = ViewGraph(Counter(library: library).modifier(Badge(library: library)))
            .layout(proposal: ProposedViewSize(width: 20, height: 1))
        #expect(texts(result).joined(separator: " ") == shown)
    }

    @Test("An equatable view with a nonisolated == is kept by value: a changed title alone runs its body again",
          arguments: [(["t0", "t1", "t2"], 0), (["t0", "new", "t2"], 1)])
    func equatableView(titles: [String], runs: Int) {
        let log = BodyLog()
        func list(_ titles: [String]) -> some View {
            VStack(spacing: 0) { ForEach(0..<3) { TitleOnly(title: titles[$0], log: log) } }
        }
        let graph = ViewGraph(list(["t0", "t1", "t2"]))
        _ = graph.layout(proposal: ProposedViewSize(width: 5, height: 3))
        // The first update records the values (UPD1); the next compares with them.
        graph.update(list(["t0", "t1", "t2"]))
        log.runs = 0
        graph.update(list(titles))
        #expect(texts(graph.layout(proposal: ProposedViewSize(width: 5, height: 3))) == titles)
        #expect(log.runs == runs)
    }
}

/// Not on the main actor: built-in views, made by a plain function, and a graph laid out
/// here (a headless test's thread) work as on the main actor.
struct NonisolatedBuiltInViewTests {
    @Test("Built-in views and modifiers, made and laid out off the main actor",
          arguments: [("ab", "ab"), ("hello", "hello")])
    func builtInsAnywhere(text: String, shown: String) async {
        let result = ViewGraph(caption(text)).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.size == CGSize(width: 10, height: 1))
        #expect(texts(result) == [shown])
    }
}
