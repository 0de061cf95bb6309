import Testing
@testable import TerminalLayout

/// Records which key handlers ran, in order.
final class KeyLog {
    var entries: [String] = []
}

/// A key press of a character key.
func press(_ character: Character, modifiers: EventModifiers = []) -> KeyPress {
    KeyPress(key: KeyEquivalent(character), modifiers: modifiers)
}

/// A focusable text that logs every key under `name`.
private struct Field: View {
    let name: String
    let log: KeyLog
    var handles: Set<Character> = []
    var body: some View {
        Text(name)
            .focusable()
            .onKeyPress { press in
                log.entries.append(name)
                return handles.contains(press.key.character) ? .handled : .ignored
            }
    }
}

/// Key routing (KEY1): the focused view's handlers first, innermost
/// first, then its ancestors'; with nothing focused, the root view's.
@MainActor
struct KeyRoutingTests {
    /// ```
    /// VStack {                       ← "root" (on the root view)
    ///     HStack { a  b }            ← "row"
    ///     c
    /// }
    /// ```
    static func tree(_ log: KeyLog, handledBy: String? = nil) -> some View {
        func handler(_ name: String) -> (KeyPress) -> KeyPress.Result {
            { _ in log.entries.append(name); return handledBy == name ? .handled : .ignored }
        }
        return VStack {
            HStack {
                Field(name: "a", log: log, handles: handledBy == "a" ? ["x"] : [])
                Field(name: "b", log: log)
            }
            .onKeyPress(phases: .down, action: handler("row"))
            Field(name: "c", log: log)
        }
        .onKeyPress(phases: .all, action: handler("root"))
    }

    @Test("A press goes from the focused view out to the root; with nothing focused, to the root view only",
          arguments: [
              (0, ["root"]),
              (1, ["a", "row", "root"]),
              (2, ["b", "row", "root"]),
              (3, ["c", "root"]),
              (4, ["a", "row", "root"]),   // Tab wraps around
          ])
    func routeFollowsFocus(_ tabs: Int, _ expected: [String]) {
        let log = KeyLog()
        let graph = ViewGraph(Self.tree(log))
        let focus = FocusSystem(graph: graph)
        for _ in 0..<tabs { #expect(focus.moveFocus(forward: true)) }
        log.entries = []
        #expect(focus.handle(press("x")) == .ignored)
        #expect(log.entries == expected)
    }

    @Test("The first .handled ends the delivery", arguments: [("a", ["a"]), ("row", ["a", "row"]), ("root", ["a", "row", "root"])])
    func handledStops(_ handler: String, _ expected: [String]) {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Self.tree(log, handledBy: handler)))
        focus.moveFocus(forward: true)
        #expect(focus.handle(press("x")) == .handled)
        #expect(log.entries == expected)
    }

    @Test("Tab and Shift-Tab no handler takes move focus in view order; a handled Tab does not",
          arguments: [
              (["tab"], "a"), (["tab", "tab"], "b"), (["shift-tab"], "c"), (["tab", "shift-tab"], "c"),
              (["tab", "tab", "tab", "tab"], "a"), (["shift-tab", "shift-tab", "shift-tab", "shift-tab"], "c"),
          ])
    func tabMovesFocus(_ keys: [String], _ focused: String) {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Self.tree(log)))
        for key in keys {
            #expect(focus.handle(KeyPress(key: .tab, modifiers: key == "shift-tab" ? .shift : [])) == .handled)
        }
        log.entries = []
        focus.handle(press("x"))
        #expect(log.entries.first == focused)
    }

    @Test("A handler that takes Tab keeps focus where it is")
    func handledTabKeepsFocus() {
        let log = KeyLog()
        let view = VStack {
            Field(name: "a", log: log, handles: ["\t"])
            Field(name: "b", log: log)
        }
        let focus = FocusSystem(graph: ViewGraph(view))
        focus.moveFocus(forward: true)
        #expect(focus.handle(KeyPress(key: .tab)) == .handled)
        log.entries = []
        focus.handle(press("x"))
        #expect(log.entries == ["a"])
    }

    @Test("Without focusable views Tab is ignored and nothing has focus")
    func tabWithoutFocusables() {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Text("plain").onKeyPress(phases: .down) { _ in log.entries.append("root"); return .ignored }))
        #expect(focus.handle(KeyPress(key: .tab)) == .ignored)
        #expect(!focus.hasFocus)
        #expect(log.entries == ["root"])
    }

    @Test("Modifiers on the focused view itself run innermost first, inside or outside focusable()")
    func ownModifiersInnermostFirst() {
        let log = KeyLog()
        func logging(_ name: String) -> (KeyPress) -> KeyPress.Result { { _ in log.entries.append(name); return .ignored } }
        let view = HStack {
            Text("x")
                .onKeyPress(phases: .down, action: logging("inner"))
                .focusable()
                .onKeyPress(phases: .down, action: logging("middle"))
                .padding(1)
                .onKeyPress(phases: .down, action: logging("outer"))
        }
        .onKeyPress(phases: .down, action: logging("container"))
        let focus = FocusSystem(graph: ViewGraph(view))
        focus.handle(press("q"))
        #expect(log.entries == ["container"])
        log.entries = []
        focus.moveFocus(forward: true)
        focus.handle(press("q"))
        #expect(log.entries == ["inner", "middle", "outer", "container"])
    }

    @Test("With nothing focused, the root view's own modifiers get the press, not those inside its container")
    func rootChainOnly() {
        let log = KeyLog()
        let view = VStack {
            Text("inside").onKeyPress("q") { log.entries.append("inside"); return .handled }
        }
        .padding()
        .onKeyPress("q") { log.entries.append("root"); return .handled }
        let focus = FocusSystem(graph: ViewGraph(view))
        #expect(focus.handle(press("q")) == .handled)
        #expect(log.entries == ["root"])
    }

    @Test("A root view that is itself focusable gets presses only once it has focus")
    func focusableRoot() {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Field(name: "only", log: log).padding(1)))
        #expect(focus.handle(press("x")) == .ignored)
        #expect(log.entries.isEmpty)
        focus.moveFocus(forward: true)
        focus.handle(press("x"))
        #expect(log.entries == ["only"])
    }

    @Test("A terminal press is .down: handlers for .repeat or .up alone never run", arguments: [
        (.down, true), ([.down, .repeat], true), (.all, true), (.repeat, false), (.up, false), ([.repeat, .up], false),
    ] as [(KeyPress.Phases, Bool)])
    func pressPhases(_ phases: KeyPress.Phases, _ runs: Bool) {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Text("t").onKeyPress("k", phases: phases) { press in
            log.entries.append("\(press.phase.rawValue)")
            return .handled
        }))
        #expect(focus.handle(press("k")) == (runs ? .handled : .ignored))
        #expect(log.entries == (runs ? ["1"] : []))
    }

    /// Which of the five `onKeyPress` forms takes a press.
    enum Form: String, CaseIterable { case key, keyWithPress, keys, digits, any }

    static func view(_ form: Form, _ log: KeyLog) -> some View {
        Group {
            switch form {
            case .key: Text("t").onKeyPress(.upArrow) { log.entries.append("key"); return .handled }
            case .keyWithPress: Text("t").onKeyPress(.upArrow) { press in log.entries.append("\(press.key == .upArrow)"); return .handled }
            case .keys: Text("t").onKeyPress(keys: [.upArrow, "u"]) { _ in log.entries.append("keys"); return .handled }
            case .digits: Text("t").onKeyPress(characters: .decimalDigits) { press in log.entries.append(press.characters); return .handled }
            case .any: Text("t").onKeyPress { _ in log.entries.append("any"); return .handled }
            }
        }
    }

    @Test("Each form of onKeyPress takes its keys", arguments: [
        (Form.key, KeyPress(key: .upArrow), true), (.key, KeyPress(key: .downArrow), false),
        (.keyWithPress, KeyPress(key: .upArrow), true), (.keyWithPress, press("u"), false),
        (.keys, KeyPress(key: .upArrow), true), (.keys, press("u"), true), (.keys, press("v"), false),
        (.digits, press("7"), true), (.digits, press("x"), false), (.digits, KeyPress(key: .upArrow, characters: ""), false),
        (.any, press("x"), true), (.any, KeyPress(key: .escape), true),
        // Modifiers are the action's to look at: Ctrl-U is still the key "u".
        (.keys, press("u", modifiers: .control), true),
    ])
    func forms(_ form: Form, _ press: KeyPress, _ taken: Bool) {
        let log = KeyLog()
        let focus = FocusSystem(graph: ViewGraph(Self.view(form, log)))
        #expect(focus.handle(press) == (taken ? .handled : .ignored))
        #expect(log.entries.count == (taken ? 1 : 0))
        if form == .keyWithPress, taken { #expect(log.entries == ["true"]) }
        if form == .digits, taken { #expect(log.entries == ["7"]) }
    }

    @Test("An action sees the state its earlier presses set: the graph is updated between presses")
    func stateBetweenPresses() {
        let log = KeyLog()
        struct Counter: View {
            @State private var count = 0
            let log: KeyLog
            var body: some View {
                Text("\(count)").id("count").onKeyPress("+") {
                    count += 1
                    log.entries.append("\(count)")
                    return .handled
                }
            }
        }
        let graph = ViewGraph(Counter(log: log))
        let focus = FocusSystem(graph: graph)
        for _ in 0..<3 { focus.handle(press("+")) }
        #expect(log.entries == ["1", "2", "3"])
        #expect(!graph.needsUpdate)
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(result.placement(for: "count")?.kind == .text(TextPlacement(lines: ["3"])))
    }

    @Test("onKeyPress, focusable and focused change nothing in layout")
    func layoutUnchanged() {
        @FocusState var isFocused: Bool
        let plain = HStack { Text("ab").padding(1); Color.red.frame(width: 2) }
        let decorated = HStack {
            Text("ab").padding(1).focusable().focused($isFocused).onKeyPress("a") { .handled }
            Color.red.frame(width: 2).onKeyPress(keys: ["b"]) { _ in .handled }
        }
        for proposal in [ProposedViewSize(width: 20, height: 5), ProposedViewSize(width: 3, height: 1), .unspecified] {
            let frames = lay(plain, proposal.width, proposal.height).placements.filter { !isInputModifier($0) }.map(\.frame)
            let decoratedFrames = lay(decorated, proposal.width, proposal.height).placements.filter { !isInputModifier($0) }.map(\.frame)
            #expect(frames == decoratedFrames)
        }
    }

    private func isInputModifier(_ placement: ViewPlacement) -> Bool {
        ["onKeyPress", "focusable", "focused"].map(ViewPlacement.Kind.modifier).contains(placement.kind)
    }
}
