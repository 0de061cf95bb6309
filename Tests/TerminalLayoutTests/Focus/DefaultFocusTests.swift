import Testing
@testable import TerminalLayout

/// `defaultFocus`, `focusable(_:interactions:)`, `focusSection()`, `focusEffectDisabled()`
/// (FOCUS3).
@MainActor
struct DefaultFocusTests {
    private struct Screen: View {
        @FocusState private var field: FormField?
        let sink: FocusSink<FormField?>
        let initial: FormField?
        var priority = DefaultFocusEvaluationPriority.automatic

        var body: some View {
            sink.binding = $field
            return VStack {
                Text("name").focusable().focused($field, equals: .name).id("name")
                Text("age").focusable(interactions: .edit).focused($field, equals: .age).id("age")
                Text("notes").focusable().focused($field, equals: .notes).id("notes")
            }
            .focusSection()
            .modifier(DefaultFocusIf(field: $field, value: initial, priority: priority))
        }
    }

    /// `defaultFocus` when `value` is not nil.
    private struct DefaultFocusIf: ViewModifier {
        let field: FocusState<FormField?>.Binding
        let value: FormField?
        let priority: DefaultFocusEvaluationPriority
        func body(content: Content) -> some View {
            if let value { content.defaultFocus(field, value, priority: priority) } else { content }
        }
    }

    @Test("The default field has focus after the first layout; Tab goes on from it", arguments: [
        (FormField.name, FormField.age), (.age, .notes), (.notes, .name),
    ])
    func firstFocus(_ initial: FormField, _ afterTab: FormField) {
        let sink = FocusSink<FormField?>()
        let graph = ViewGraph(Screen(sink: sink, initial: initial))
        let focus = FocusSystem(graph: graph)
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        focus.settle()
        #expect(sink.binding?.wrappedValue == initial)
        #expect(focus.focusedFrame == result.frame(for: AnyHashable("\(initial)")))
        focus.moveFocus(forward: true)
        #expect(sink.binding?.wrappedValue == afterTab)
    }

    @Test("Without defaultFocus, or with .userInitiated, nothing is focused at first")
    func noDefault() {
        for (initial, priority) in [(nil, DefaultFocusEvaluationPriority.automatic), (.age, .userInitiated)] as [(FormField?, DefaultFocusEvaluationPriority)] {
            let sink = FocusSink<FormField?>()
            let graph = ViewGraph(Screen(sink: sink, initial: initial, priority: priority))
            let focus = FocusSystem(graph: graph)
            _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
            focus.settle()
            #expect(sink.binding?.wrappedValue == nil)
            #expect(!focus.hasFocus)
        }
    }

    @Test("A field focused before the view appears keeps focus")
    func focusAlreadySet() {
        let sink = FocusSink<FormField?>()
        let graph = ViewGraph(Screen(sink: sink, initial: .notes))
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        focus.settle()
        focus.moveFocus(forward: true)          // notes → name
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        focus.settle()
        #expect(sink.binding?.wrappedValue == .name)
    }

    private struct EffectReader: View {
        @Environment(\.isFocusEffectEnabled) private var enabled
        var body: some View { Text(enabled ? "ring" : "none") }
    }

    @Test("focusEffectDisabled sets isFocusEffectEnabled below it", arguments: [
        (nil, "ring"), (true, "none"), (false, "ring"),
    ] as [(Bool?, String)])
    func focusEffect(_ disabled: Bool?, _ expected: String) {
        let view: AnyView = switch disabled {
        case nil: AnyView(EffectReader())
        case let flag?: AnyView(EffectReader().focusEffectDisabled(flag))
        }
        #expect(textFrame(view, width: 4, height: 1) == [expected])
    }
}
