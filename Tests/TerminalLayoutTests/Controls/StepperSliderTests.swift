import Testing
@testable import TerminalLayout

/// Holds a value outside the graph, and what `onEditingChanged` was told.
private final class ValueBox<V> {
    var value: V
    var editing: [Bool] = []
    init(_ value: V) { self.value = value }
    var binding: Binding<V> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// `Stepper` (STP1), `Slider` (SLD1).
@MainActor
struct StepperSliderTests {
    static func press(_ keys: [KeyEquivalent], on view: some View) {
        let focus = FocusSystem(graph: ViewGraph(view))
        focus.moveFocus(forward: true)
        for key in keys { focus.handle(KeyPress(key: key, characters: key == .rightArrow || key == .leftArrow ? "" : String(key.character))) }
    }

    @Test("A stepper steps within its bounds: + = → up, - ← down", arguments: [
        ([KeyEquivalent.rightArrow], 6), (["+", "="], 7), ([.leftArrow, "-"], 3), (["+", "+", "+", "+", "+", "+"], 10),
        (["-", "-", "-", "-", "-", "-"], 1), (["x"], 5),
    ] as [([KeyEquivalent], Int)])
    func stepper(_ keys: [KeyEquivalent], _ expected: Int) {
        let box = ValueBox(5)
        // Each key lays the view out again (the bounds are read from the value as drawn).
        let graph = ViewGraph(StepperHost(box: box))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in keys {
            _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 1))
            focus.handle(KeyPress(key: key, characters: key == .rightArrow || key == .leftArrow ? "" : String(key.character)))
        }
        #expect(box.value == expected)
    }

    @Test("Drawn: the label, − and +; a sign whose step would leave the range is secondary", arguments: [
        (1, [Color.secondary, nil]), (5, [nil, nil]), (10, [nil, Color.secondary]),
    ] as [(Int, [Color?])])
    func stepperLook(_ value: Int, _ signColours: [Color?]) {
        let result = lay(Stepper("Copies \(value)", value: .constant(value), in: 1...10), 20, 1)
        #expect(textFrame(result, width: 20, height: 1) == ["Copies \(value) − +"])
        let texts: [TextPlacement] = result.placements.compactMap { if case .text(let t) = $0.kind { t } else { nil } }
        #expect(texts.suffix(2).map(\.foreground) == signColours)
    }

    @Test("onIncrement / onDecrement run; onEditingChanged is told true, then false, around each step")
    func stepperActions() {
        let box = ValueBox(0)
        let view = Stepper("n", onIncrement: { box.value += 1 }, onDecrement: { box.value -= 10 },
                           onEditingChanged: { box.editing.append($0) })
        Self.press(["+", "+", "-"], on: view)
        #expect(box.value == -8)
        #expect(box.editing == [true, false, true, false, true, false])
    }

    @Test("The iOS 13 forms, label last, step the value and report editing the same", arguments: [0, 1, 2])
    func stepperLabelLast(_ form: Int) {
        let box = ValueBox(5)
        let view: AnyView = switch form {
        case 0: AnyView(Stepper(value: box.binding, step: 2, onEditingChanged: { box.editing.append($0) }) { Text("n") })
        case 1: AnyView(Stepper(value: box.binding, in: 0...6, step: 2, onEditingChanged: { box.editing.append($0) }) { Text("n") })
        default: AnyView(Stepper(onIncrement: { box.value += 2 }, onDecrement: { box.value -= 2 },
                                 onEditingChanged: { box.editing.append($0) }) { Text("n") })
        }
        Self.press(["+", "+", "-"], on: view)
        #expect(box.value == (form == 1 ? 4 : 7))     // 5 → 7 → 9 (6: clamped, 7 → 6 … ) → 7
        #expect(box.editing.count == 6)
        #expect(textFrame(lay(view, 10, 1), width: 10, height: 1) == ["n − +"])
    }

    @Test("A slider's bar shows the value's place in the range; keys move it by the step, Home and End to the bounds", arguments: [
        ([KeyEquivalent](), 4.0, "████░░░░░░"), ([.rightArrow], 5.0, "█████░░░░░"), ([.leftArrow, .leftArrow], 2.0, "██░░░░░░░░"),
        ([.home], 0.0, "░░░░░░░░░░"), ([.end, .rightArrow], 10.0, "██████████"),
    ] as [([KeyEquivalent], Double, String)])
    func slider(_ keys: [KeyEquivalent], _ expected: Double, _ bar: String) {
        let box = ValueBox(4.0)
        let graph = ViewGraph(SliderHost(box: box))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in keys {
            _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 1))
            focus.handle(KeyPress(key: key, characters: ""))
        }
        #expect(box.value == expected)
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 1)), width: 10, height: 1) == [bar])
        #expect(box.editing == keys.flatMap { _ in [true, false] })
    }

    @Test("Without a step a slider moves a twentieth of its range; its label comes first; unspecified width: 10 cells")
    func sliderDefaults() {
        let box = ValueBox(Float(0.5))
        Self.press([.rightArrow], on: Slider(value: box.binding))
        #expect(box.value == 0.55)
        #expect(textFrame(Slider(value: .constant(0.5)) { Text("Vol") }, width: 14, height: 1) == ["Vol █████░░░░░"])
        // The bounds' labels at the bar's ends (`minimumValueLabel:`, `maximumValueLabel:`).
        let labelled = Slider(value: .constant(0.5), in: 0...1) { Text("Vol") } minimumValueLabel: { Text("0") }
            maximumValueLabel: { Text("1") }
        #expect(textFrame(labelled, width: 16, height: 1) == ["Vol 0 ████░░░░ 1"])
        let stepped = Slider(value: .constant(2.0), in: 0...8, step: 2) { Text("V") } minimumValueLabel: { Text("lo") }
            maximumValueLabel: { Text("hi") }
        #expect(textFrame(stepped, width: 16, height: 1) == ["V lo ██░░░░░░ hi"])
        #expect(lay(Slider(value: .constant(0.5)), nil, nil).size == CGSize(width: 10, height: 1))
    }

    @Test("The iOS 13 slider forms, label last and value labels as views, draw as the current ones")
    func sliderOldForms() {
        let labelled = Slider(value: .constant(0.5), in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
            Text("Vol")
        }
        #expect(textFrame(labelled, width: 16, height: 1) == ["Vol 0 ████░░░░ 1"])
        let stepped = Slider(value: .constant(2.0), in: 0...8, step: 2, onEditingChanged: { _ in },
                             minimumValueLabel: Text("lo"), maximumValueLabel: Text("hi")) { Text("V") }
        #expect(textFrame(stepped, width: 16, height: 1) == ["V lo ██░░░░░░ hi"])
        let box = ValueBox(0.0)
        Self.press([.rightArrow], on: Slider(value: box.binding, in: 0...10, step: 5, onEditingChanged: { _ in }) { Text("V") })
        #expect(box.value == 5)
        #expect(textFrame(Slider(value: .constant(0.5), in: 0...1, onEditingChanged: { _ in }) { Text("Vol") },
                          width: 14, height: 1) == ["Vol █████░░░░░"])
    }

    @Test("Disabled, a stepper and a slider take no focus")
    func disabled() {
        let focus = FocusSystem(graph: ViewGraph(VStack {
            Stepper("n", value: .constant(1), in: 0...3)
            Slider(value: .constant(0.5))
        }.disabled(true)))
        #expect(!focus.moveFocus(forward: true))
    }
}

private struct StepperHost: View {
    let box: ValueBox<Int>
    var body: some View { Stepper("Copies", value: box.binding, in: 1...10) }
}

/// The value in `@State` (so a change draws again), copied to the box each time the body runs.
private struct SliderHost: View {
    let box: ValueBox<Double>
    @State private var value = 4.0
    var body: some View {
        box.value = value
        return Slider(value: $value, in: 0...10, step: 1, onEditingChanged: { box.editing.append($0) })
    }
}
