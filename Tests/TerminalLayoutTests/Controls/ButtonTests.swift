import Testing
@testable import TerminalLayout

/// Counts a button's actions.
final class Taps {
    var count = 0
}

/// `Button` (BTN1): a box around its label, focusable, Return / Space when focused.
struct ButtonTests {
    static let screen = ProposedViewSize(width: 30, height: 6)

    @Test("The box is the label plus two columns and one row on each side", arguments: [
        ("OK", 6, 3), ("Save", 8, 3), ("日本", 8, 3), ("two\nlines", 9, 4),
    ])
    func size(_ title: String, _ width: CGFloat, _ height: CGFloat) {
        let result = lay(Button(title) {}.id("b"), nil, nil)
        #expect(result.frame(for: "b")?.size == CGSize(width: width, height: height))
        let box = result.placements.first { if case .shape = $0.kind { true } else { false } }
        #expect(box?.frame == CGRect(x: 0, y: 0, width: width, height: height))
        let label = result.placements.first { if case .text = $0.kind { true } else { false } }
        #expect(label?.frame.origin == CGPoint(x: 2, y: 1))
    }

    /// Which keys reach the button, and whether it has focus.
    @Test("Return and Space trigger the focused button; other keys and an unfocused button do nothing", arguments: [
        (true, KeyPress(key: .return), 1), (true, KeyPress(key: .space), 1), (true, press("x"), 0),
        (true, KeyPress(key: .escape), 0), (false, KeyPress(key: .return), 0), (false, KeyPress(key: .space), 0),
    ])
    func keys(_ focused: Bool, _ key: KeyPress, _ taps: Int) {
        let tapped = Taps()
        let focus = FocusSystem(graph: ViewGraph(Button("Go") { tapped.count += 1 }))
        if focused { focus.moveFocus(forward: true) }
        #expect(focus.handle(key) == (taps > 0 ? .handled : .ignored))
        #expect(tapped.count == taps)
    }

    @Test("Tab moves between buttons; each triggers only when focused")
    func severalButtons() {
        let tapped = [Taps(), Taps(), Taps()]
        let view = HStack {
            ForEach(0..<3) { i in Button("\(i)") { tapped[i].count += 1 } }
        }
        let focus = FocusSystem(graph: ViewGraph(view))
        for _ in 0..<2 { focus.handle(KeyPress(key: .tab)) }
        focus.handle(KeyPress(key: .return))
        focus.handle(KeyPress(key: .tab, modifiers: .shift))
        focus.handle(KeyPress(key: .space))
        focus.handle(KeyPress(key: .space))
        #expect(tapped.map(\.count) == [2, 1, 0])
    }

    /// The border's colour and the label's style, unfocused and focused.
    @Test("Unfocused: a dim (secondary) border; focused: the accent colour and a bold label", arguments: [false, true])
    func look(_ focused: Bool) {
        let graph = ViewGraph(Button("Go") {})
        let focus = FocusSystem(graph: graph)
        if focused { focus.moveFocus(forward: true) }
        let kinds = graph.layout(proposal: Self.screen).placements.map(\.kind)
        let border = ShapePlacement(shape: .roundedRectangle(cornerRadius: 1), fill: nil,
                                    stroke: focused ? .accentColor : .secondary)
        #expect(kinds.contains(.shape(border)))
        #expect(kinds.contains(.text(TextPlacement(lines: ["Go"], isBold: focused))))
    }

    @Test("A destructive button's label is red; a cancel button's is not", arguments: [
        (ButtonRole.destructive, Color.red), (.cancel, nil), (nil, nil),
    ] as [(ButtonRole?, Color?)])
    func roles(_ role: ButtonRole?, _ color: Color?) {
        let kinds = lay(Button("Delete", role: role) {}, nil, nil).placements.map(\.kind)
        #expect(kinds.contains(.text(TextPlacement(lines: ["Delete"], foreground: color))))
    }

    @Test("A button with a view label: the label is inside the box, the action runs")
    func viewLabel() {
        let tapped = Taps()
        let button = Button(action: { tapped.count += 1 }) {
            HStack(spacing: 1) { Image(systemName: "plus"); Text("Add") }
        }
        let graph = ViewGraph(button.id("b"))
        #expect(graph.layout(proposal: Self.screen).frame(for: "b")?.size == CGSize(width: 9, height: 3))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(tapped.count == 1)
    }

    @Test("An action that changes state: the next layout shows it")
    func actionChangesState() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\(count)").id("count")
                    Button("+") { count += 1 }
                }
            }
        }
        let graph = ViewGraph(Counter())
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        for _ in 0..<3 { focus.handle(KeyPress(key: .return)) }
        let kind = graph.layout(proposal: Self.screen).placement(for: "count")?.kind
        #expect(kind == .text(TextPlacement(lines: ["3"])))
    }
}

/// `disabled(_:)` and `EnvironmentValues.isEnabled` (BTN1): a disabled
/// button takes no focus, ignores its keys and draws its label secondary.
struct DisabledButtonTests {
    /// (disabled by the button's own modifier, by an ancestor's, re-enabled below a disabled
    /// ancestor, whether the button works).
    static let cases: [(String, Bool)] = [("none", true), ("self", false), ("ancestor", false),
                                          ("false below a disabled ancestor", false), ("false", true)]

    @ViewBuilder
    static func view(_ name: String, _ tapped: Taps) -> some View {
        let button = Button("Go") { tapped.count += 1 }
        switch name {
        case "self": button.disabled(true)
        case "ancestor": VStack { button }.disabled(true)
        case "false below a disabled ancestor": VStack { button.disabled(false) }.disabled(true)
        case "false": button.disabled(false)
        default: button
        }
    }

    @Test("Only an enabled button takes focus and runs its action", arguments: cases)
    func keys(name: String, works: Bool) {
        let tapped = Taps()
        let graph = ViewGraph(Self.view(name, tapped))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        #expect(tapped.count == (works ? 1 : 0), "\(name)")
        let kinds = graph.layout(proposal: ButtonTests.screen).placements.map(\.kind)
        let label = TextPlacement(lines: ["Go"], foreground: works ? nil : .secondary, isBold: works)
        #expect(kinds.contains(.text(label)), "\(name)")
    }

    @Test("isEnabled reads true by default and as set")
    func environmentValue() {
        var values = EnvironmentValues()
        #expect(values.isEnabled && values.layoutDirection == .leftToRight)
        values.isEnabled = false
        values.layoutDirection = .rightToLeft
        #expect(!values.isEnabled && values.layoutDirection == .rightToLeft)
    }
}

/// `tint(_:)`: a focused button's box in the tint.
struct TintTests {
    @Test("A focused button's box is the tint, or the accent colour without one", arguments: [Color.green, nil] as [Color?])
    func tint(_ tint: Color?) {
        let graph = ViewGraph(VStack { Button("Go") {} }.tint(tint).labelsHidden())
        FocusSystem(graph: graph).moveFocus(forward: true)
        let kinds = graph.layout(proposal: ButtonTests.screen).placements.map(\.kind)
        let border = ShapePlacement(shape: .roundedRectangle(cornerRadius: 1), fill: nil, stroke: tint ?? .accentColor)
        #expect(kinds.contains(.shape(border)))
    }
}

/// `focusable()` below `disabled(true)`: no focus.
struct DisabledFocusTests {
    @Test("Tab reaches a focusable view unless it is disabled", arguments: [false, true])
    func focusable(disabled: Bool) {
        let graph = ViewGraph(VStack { Text("x").focusable() }.disabled(disabled))
        #expect(FocusSystem(graph: graph).moveFocus(forward: true) == !disabled)
    }
}
