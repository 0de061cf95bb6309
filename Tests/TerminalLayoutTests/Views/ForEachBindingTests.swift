import Testing
@testable import TerminalLayout

private struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

/// A row written as for SwiftUI: `@Binding` to its element, a button that toggles it.
private struct TodoRow: View {
    @Binding var todo: Todo
    var body: some View {
        Button(action: { todo.done.toggle() }) {
            Text((todo.done ? "[x] " : "[ ] ") + todo.title)
        }
    }
}

/// `ForEach($todos) { $todo in … }` over `@State`; `log` gets every state value the body sees.
private struct TodoList: View {
    @State var todos: [Todo]
    let log: (([Todo]) -> Void)
    var body: some View {
        let _ = log(todos)
        VStack(alignment: .leading, spacing: 0) {
            ForEach($todos) { $todo in
                TodoRow(todo: $todo).id(todo.id)
            }
        }
    }
}

/// Names without an `Identifiable` element: `ForEach($names, id: \.self)`; each row edits its name.
private struct NameList: View {
    @State var names: [String]
    let bindings: (Binding<String>) -> Void
    var body: some View {
        VStack(spacing: 0) {
            ForEach($names, id: \.self) { $name in
                let _ = bindings($name)
                Text(name)
            }
        }
    }
}

/// `ForEach(_:content:)` and `ForEach(_:id:content:)` over a `Binding` (issue 14).
@MainActor
struct ForEachBindingTests {
    fileprivate static let todos = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "bread"), Todo(id: 3, title: "eggs")]

    @Test("Pressing a row's button writes through its binding into the list's @State; the row shows it",
          arguments: [(1, [false, false, false] + [true, false, false]),
                      (2, [false, false, false] + [false, true, false]),
                      (3, [false, false, false] + [false, false, true])])
    func bindingWritesBack(_ tabs: Int, _ states: [Bool]) {
        var seen: [[Todo]] = []
        let graph = ViewGraph(TodoList(todos: Self.todos) { seen.append($0) })
        let focus = FocusSystem(graph: graph)
        for _ in 0..<tabs { focus.handle(KeyPress(key: .tab)) }
        focus.handle(KeyPress(key: .return))
        #expect(seen.first?.map(\.done) == Array(states.prefix(3)))
        #expect(seen.last?.map(\.done) == Array(states.suffix(3)))
        let rows = textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 9)), width: 20, height: 9)
        let marks = stride(from: 1, to: 9, by: 3).map { rows[$0].contains("[x]") }
        #expect(marks == Array(states.suffix(3)))
    }

    @Test("Each element's views are identified by its id")
    func identity() {
        let result = lay(TodoList(todos: Self.todos) { _ in }, 20, 9)
        #expect(result.frame(for: 1)?.minY == 0)
        #expect(result.frame(for: 2)?.minY == 3)
        #expect(result.frame(for: 3)?.minY == 6)
    }

    @Test("With id: a key path, each view's binding edits its own element", arguments: [0, 1, 2])
    func keyPathIDs(_ index: Int) {
        var bindings: [Binding<String>] = []
        let graph = ViewGraph(NameList(names: ["ann", "bob", "cy"]) { bindings.append($0) })
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 3))
        // The bindings of the last resolution (the first layout resolves again: the size classes became known).
        let last = Array(bindings.suffix(3))
        #expect(last.map(\.wrappedValue) == ["ann", "bob", "cy"])
        last[index].wrappedValue = "zed"
        #expect(graph.needsUpdate)
        var names = ["ann", "bob", "cy"]
        names[index] = "zed"
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 3)), width: 10, height: 3) == names)
    }

    @Test("In a LazyVStack over 100,000 elements only the rows shown are made, each with a binding to its element")
    func lazy() {
        var made: [Int] = []
        struct Numbers: View {
            @State var numbers = (0..<100_000).map { Todo(id: $0, title: "\($0)") }
            let made: (Int) -> Void
            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach($numbers) { $number in
                            let _ = made(number.id)
                            Text(number.title)
                        }
                    }
                }
            }
        }
        let graph = ViewGraph(Numbers { made.append($0) })
        let rows = textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 4)), width: 10, height: 4)
        #expect(rows == ["0", "1", "2", "3"])
        #expect(made.count < 20)
    }
}
