/// A key, with modifiers, that triggers a control wherever focus is, as in SwiftUI (KBD1).
///
/// ```swift
/// Button("Save") { save() }
///     .keyboardShortcut("s")              // Ctrl-S in a terminal
/// Button("Cancel", role: .cancel) { close() }
///     .keyboardShortcut(.cancelAction)    // Escape
/// ```
///
/// A terminal has no Command key: `.command` (a shortcut's default modifier) is matched by
/// Control — Ctrl-S for `keyboardShortcut("s")`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers held with it.
    public let modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (Command, matched by Control, by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The default action of a window: Return.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The cancel action of a window: Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut: the same key (a letter in either case) with the
    /// same modifiers, Command counting as Control.
    func matches(_ press: KeyPress) -> Bool {
        var wanted = modifiers
        if wanted.contains(.command) {
            wanted.remove(.command)
            wanted.insert(.control)
        }
        let sameKey = press.key == key
            || String(press.key.character).lowercased() == String(key.character).lowercased()
        return sameKey && press.modifiers == wanted
    }
}

nonisolated extension View {
    /// Gives the controls in this view (`Button`, `Toggle`) the shortcut `key` with
    /// `modifiers` (KBD1).
    public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives the controls in this view the shortcut `shortcut` (`nil`: none) (KBD1).
    public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.keyboardShortcut = shortcut
            resolved = values.resolved
        })
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The keyboard shortcut the controls here take (set by `keyboardShortcut(_:)`).
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Internal: registers `action` for the shortcut set above, if any (what `Button` and
    /// `Toggle` do with `EnvironmentValues.keyboardShortcut`).
    func triggered(by shortcut: KeyboardShortcut?, isEnabled: Bool, action: @escaping () -> Void) -> some View {
        modifier(_ShortcutModifier(shortcut: shortcut, isEnabled: isEnabled, action: action))
    }
}

/// The modifier that registers a control's shortcut: a pass-through node the focus system
/// looks through when no view in the focused chain took a key (KBD1).
nonisolated public struct _ShortcutModifier: ViewModifier, PrimitiveModifier {
    let shortcut: KeyboardShortcut?
    let isEnabled: Bool
    let action: () -> Void

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let action = self.action
        let shortcut = isEnabled ? self.shortcut : nil
        wrapEach(content, context, into: &elements) { _ in ShortcutBehavior(shortcut: shortcut, action: action) }
    }
}

/// Internal: a control's keyboard shortcut, in the graph.
struct ShortcutBehavior: PassThroughBehavior {
    /// The shortcut; `nil` while the control is disabled or has none (the node stays, so
    /// the control's identity does not change with it).
    let shortcut: KeyboardShortcut?
    let action: () -> Void
    var kindName: String { "keyboardShortcut" }

    func isSame(as other: any NodeBehavior) -> Bool {
        (other as? ShortcutBehavior)?.shortcut == shortcut
    }
}
