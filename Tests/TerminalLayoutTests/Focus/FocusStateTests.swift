import Testing
@testable import TerminalLayout

/// Hands a view's focus binding to the test.
final class FocusSink<Value: Hashable> {
    var binding: FocusState<Value>.Binding?
    /// The values the view's body saw, one per run.
    var seen: [Value] = []
}

enum FormField: Hashable, Sendable { case name, age, notes }

/// Three focusable fields bound to one optional focus state.
private struct Form: View {
    @FocusState private var field: FormField?
    let sink: FocusSink<FormField?>
    var showsAge = true

    var body: some View {
        sink.binding = $field
        sink.seen.append(field)
        return VStack {
            Text("name").focusable().focused($field, equals: .name).id("name")
            if showsAge { Text("age").focusable().focused($field, equals: .age).id("age") }
            Text("notes").focusable().focused($field, equals: .notes).id("notes")
        }
        .onKeyPress("n") { field = .notes; return .handled }
        .onKeyPress("x") { field = nil; return .handled }
    }
}

/// A focusable view and a Bool focus state.
private struct Toggle: View {
    @FocusState private var isFocused: Bool
    let sink: FocusSink<Bool>
    var body: some View {
        sink.binding = $isFocused
        return HStack {
            Text(isFocused ? "[on]" : "off").id("toggle").focusable().focused($isFocused)
            Text("other").focusable().id("other")
        }
    }
}

/// `@FocusState` and `focused` (FOCUS1): values follow focus, set values move it.
@MainActor
struct FocusStateTests {
    static let screen = ProposedViewSize(width: 20, height: 5)

    @Test("Tab moves focus and the optional state follows it, nil once focus leaves every bound view",
          arguments: [(0, nil), (1, .name), (2, .age), (3, .notes), (4, .name)] as [(Int, FormField?)])
    func stateFollowsTab(_ tabs: Int, _ expected: FormField?) {
        let sink = FocusSink<FormField?>()
        let focus = FocusSystem(graph: ViewGraph(Form(sink: sink)))
        for _ in 0..<tabs { focus.moveFocus(forward: true) }
        #expect(sink.binding?.wrappedValue == expected)
        #expect(sink.seen.last == expected)
    }

    @Test("Setting the state in an action moves focus there; nil takes focus away")
    func settingMovesFocus() {
        let sink = FocusSink<FormField?>()
        let graph = ViewGraph(Form(sink: sink))
        let focus = FocusSystem(graph: graph)
        let result = graph.layout(proposal: Self.screen)
        #expect(focus.handle(press("n")) == .handled)
        #expect(sink.binding?.wrappedValue == .notes)
        #expect(focus.focusedFrame == result.frame(for: "notes"))
        // Tab from the notes wraps to the name.
        focus.moveFocus(forward: true)
        #expect(sink.binding?.wrappedValue == .name)
        focus.handle(press("x"))
        #expect(sink.binding?.wrappedValue == nil)
        #expect(!focus.hasFocus)
    }

    @Test("Setting the state from outside an action moves focus at the next settle", arguments: [FormField.name, .age, .notes])
    func settingFromOutside(_ field: FormField) {
        let sink = FocusSink<FormField?>()
        let graph = ViewGraph(Form(sink: sink))
        let focus = FocusSystem(graph: graph)
        let result = graph.layout(proposal: Self.screen)
        sink.binding?.wrappedValue = field
        focus.settle()
        #expect(focus.focusedFrame == result.frame(for: AnyHashable("\(field)")))
        #expect(sink.binding?.wrappedValue == field)
    }

    @Test("A value no view is bound to does not move focus and is set back to where focus is")
    func unboundValue() {
        let sink = FocusSink<FormField?>()
        let graph = ViewGraph(Form(sink: sink, showsAge: false))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        sink.binding?.wrappedValue = .age
        focus.settle()
        #expect(sink.binding?.wrappedValue == .name)
    }

    @Test("A focused view that goes away loses focus and the state becomes nil")
    func focusedViewRemoved() {
        let sink = FocusSink<FormField?>()
        let graph = ViewGraph(Form(sink: sink))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.moveFocus(forward: true)
        #expect(sink.binding?.wrappedValue == .age)
        graph.update(Form(sink: sink, showsAge: false))
        focus.settle()
        #expect(!focus.hasFocus)
        #expect(sink.binding?.wrappedValue == nil)
    }

    @Test("A state whose only bound view goes while focused becomes false")
    func onlyBoundViewRemoved() {
        struct Optional: View {
            @FocusState private var isFocused: Bool
            let shows: Bool
            let sink: FocusSink<Bool>
            var body: some View {
                sink.binding = $isFocused
                return VStack {
                    if shows { Text("bound").focusable().focused($isFocused) }
                    Text("other").focusable()
                }
            }
        }
        let sink = FocusSink<Bool>()
        let graph = ViewGraph(Optional(shows: true, sink: sink))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        #expect(sink.binding?.wrappedValue == true)
        graph.update(Optional(shows: false, sink: sink))
        focus.settle()
        #expect(sink.binding?.wrappedValue == false)
        #expect(!focus.hasFocus)
    }

    @Test("Focus stays on a view that keeps its identity across updates")
    func focusSurvivesUpdate() {
        let sink = FocusSink<FormField?>()
        let graph = ViewGraph(Form(sink: sink))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: false)
        #expect(sink.binding?.wrappedValue == .notes)
        graph.update(Form(sink: sink, showsAge: false))
        focus.settle()
        #expect(sink.binding?.wrappedValue == .notes)
        let result = graph.layout(proposal: Self.screen)
        #expect(focus.focusedFrame == result.frame(for: "notes"))
    }

    @Test("A Bool state is true while its view has focus and redraws the view")
    func boolState() {
        let sink = FocusSink<Bool>()
        let graph = ViewGraph(Toggle(sink: sink))
        let focus = FocusSystem(graph: graph)
        func label() -> ViewPlacement.Kind? { graph.layout(proposal: Self.screen).placement(for: "toggle")?.kind }
        #expect(label() == .text(TextPlacement(lines: ["off"])))
        focus.moveFocus(forward: true)
        #expect(sink.binding?.wrappedValue == true)
        #expect(label() == .text(TextPlacement(lines: ["[on]"])))
        focus.moveFocus(forward: true)
        #expect(sink.binding?.wrappedValue == false)
        #expect(label() == .text(TextPlacement(lines: ["off"])))
        sink.binding?.wrappedValue = true
        focus.settle()
        #expect(label() == .text(TextPlacement(lines: ["[on]"])))
        sink.binding?.wrappedValue = false
        focus.settle()
        #expect(!focus.hasFocus)
    }

    @Test("focused on a container: true while focus is inside it; setting it focuses its first focusable view")
    func containerBinding() {
        struct Panel: View {
            @FocusState var inPanel: Bool
            let sink: FocusSink<Bool>
            var body: some View {
                sink.binding = $inPanel
                return VStack {
                    Text("outside").focusable().id("outside")
                    VStack {
                        Text("p1").focusable().id("p1")
                        Text("p2").focusable().id("p2")
                    }
                    .focused($inPanel)
                }
            }
        }
        let sink = FocusSink<Bool>()
        let graph = ViewGraph(Panel(sink: sink))
        let focus = FocusSystem(graph: graph)
        let result = graph.layout(proposal: Self.screen)
        let expectations: [(Bool, String)] = [(false, "outside"), (true, "p1"), (true, "p2"), (false, "outside")]
        for (inPanel, id) in expectations {
            focus.moveFocus(forward: true)
            #expect(sink.binding?.wrappedValue == inPanel)
            #expect(focus.focusedFrame == result.frame(for: id))
        }
        sink.binding?.wrappedValue = true
        focus.settle()
        #expect(focus.focusedFrame == result.frame(for: "p1"))
    }

    @Test("focusable(false) views are skipped; focus order is view order through nested containers")
    func order() {
        let log = KeyLog()
        func field(_ name: String, _ focusable: Bool = true) -> some View {
            Text(name).focusable(focusable).onKeyPress { _ in log.entries.append(name); return .handled }
        }
        let view = HStack {
            VStack { field("a"); field("skip", false); HStack { field("b"); field("c") } }
            field("d")
        }
        let focus = FocusSystem(graph: ViewGraph(view))
        var order: [String] = []
        for _ in 0..<5 {
            focus.moveFocus(forward: true)
            log.entries = []
            focus.handle(press("k"))
            order += log.entries
        }
        #expect(order == ["a", "b", "c", "d", "a"])
    }

    @Test("Outside a graph a focus state is false / nil and setting it does nothing")
    func outsideAGraph() {
        let state = FocusState<Bool>()
        state.wrappedValue = true
        #expect(state.wrappedValue == false)
        let optional = FocusState<FormField?>()
        optional.projectedValue.wrappedValue = .age
        #expect(optional.wrappedValue == nil)
    }
}
