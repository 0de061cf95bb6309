nonisolated extension View {
    /// Performs `action` when `key` is pressed while this view, or a view
    /// inside it, has focus (or, with nothing focused, when this modifier
    /// is on the root view) — rule KEY1.
    ///
    /// The press goes to the focused view's handlers first, innermost
    /// first, then to its ancestors'; returning `.ignored` passes it on.
    /// A terminal reports key-down only (see `KeyPress`).
    public consuming func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(match: .key(key), phases: [.down, .repeat]) { _ in action() }))
    }

    /// Performs `action` with the press when `key` is pressed in one of
    /// `phases` while this view has focus (KEY1). A terminal reports
    /// `.down` only.
    public consuming func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(match: .key(key), phases: phases, action: action)))
    }

    /// Performs `action` when any of `keys` is pressed in one of `phases`
    /// while this view has focus (KEY1).
    public consuming func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(match: .keys(keys), phases: phases, action: action)))
    }

    /// Performs `action` when a key whose characters are all in
    /// `characters` is pressed in one of `phases` while this view has
    /// focus (KEY1).
    public consuming func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(match: .characters(characters), phases: phases, action: action)))
    }

    /// Performs `action` for every key pressed in one of `phases` while
    /// this view has focus (KEY1).
    public consuming func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(match: .any, phases: phases, action: action)))
    }
}

/// The modifier `onKeyPress` applies.
nonisolated public struct _KeyPressModifier: ViewModifier, PrimitiveModifier {
    let handler: KeyPressHandler

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in KeyPressBehavior(handler: handler) }
    }
}

/// Internal: one `onKeyPress` registration: which presses it takes and
/// what it does with them.
struct KeyPressHandler {
    /// Which keys a handler takes.
    enum Match {
        case key(KeyEquivalent)
        case keys(Set<KeyEquivalent>)
        case characters(CharacterSet)
        case any
    }

    let match: Match
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    /// Whether the handler takes `press`: its phase is one of `phases` and
    /// its key matches (modifiers are not looked at, as in SwiftUI: an
    /// action reads `press.modifiers` itself).
    func accepts(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch match {
        case .key(let key): return press.key == key
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let set):
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { set.contains($0) }
        case .any: return true
        }
    }
}

/// Internal: the node `onKeyPress` makes. It changes nothing in layout
/// (size, guides, spacing and priority are its child's) and never counts
/// as changed — the action is not layout — but every update hands it the
/// newest action.
struct KeyPressBehavior: PassThroughBehavior {
    let handler: KeyPressHandler
    var kindName: String { "onKeyPress" }

    func isSame(as other: any NodeBehavior) -> Bool { other is KeyPressBehavior }
}
