/// A view whose accessibility action (`accessibilityAction(_:_:)`,
/// `accessibilityAdjustableAction(_:)`) is performed by `keys` while it
/// has focus and is enabled (A11Y2). It does not make the view focusable:
/// the view is reached with Tab only if it is focusable already
/// (`focusable()`, a control). It lays out and draws as its content (A11Y1).
nonisolated public struct _AccessibilityActionView<Content: View>: View {
    let content: Content
    /// The keys that perform the action; none for an action no key stands for.
    let keys: Set<KeyEquivalent>
    /// The action, given the key that performed it.
    let perform: (KeyEquivalent) -> Void
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled

    init(content: Content, keys: Set<KeyEquivalent>, perform: @escaping (KeyEquivalent) -> Void) {
        self.content = content
        self.keys = keys
        self.perform = perform
    }

    /// The keys that perform an action of `kind` (A11Y2).
    static func keys(for kind: AccessibilityActionKind) -> Set<KeyEquivalent> {
        switch kind.kind {
        case .default: [.return, .space]
        case .escape: [.escape]
        case .magicTap, .delete, .showMenu, .named: []
        }
    }

    public var body: some View {
        let active = isFocused && isEnabled, perform = self.perform
        return content
            .focused($isFocused)
            .onKeyPress(keys: keys, phases: .down) { press in
                guard active else { return .ignored }
                perform(press.key)
                return .handled
            }
    }
}
