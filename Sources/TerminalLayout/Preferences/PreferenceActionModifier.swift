nonisolated extension View {
    /// Performs `action` with the value for `key` of the views inside this
    /// one when it first is known and whenever it changes (PREF1): after a
    /// layout, so that values read from geometry are the placed ones.
    public consuming func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                               perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

/// A modifier that runs an action when its content's value for a
/// preference key changes (`onPreferenceChange(_:perform:)`); it lays out
/// as its content.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    /// Resolves the modifier around `content` (see `View._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let action = action
        observePreference(Key.self, of: content, context, into: &elements, same: ==) { _, new in action(new) }
    }
}

extension PrimitiveModifier {
    /// Wraps each element of `content` in a node that reads its value for
    /// `key` after each pass and queues `action` with the last value (`nil`
    /// the first time) and the new one when it is the first or not `same`
    /// as the last one (PREF1).
    func observePreference<Key: PreferenceKey, C: View>(_ key: Key.Type, of content: C, _ context: ResolveContext,
                                                        into elements: inout [Node],
                                                        same: @escaping (Key.Value, Key.Value) -> Bool,
                                                        action: @escaping (Key.Value?, Key.Value) -> Void) {
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in
            PreferenceObserverBehavior { node, engine in
                // The content's value, compared with the one seen last (none
                // yet: the first one counts as a change).
                guard let content = node.children.first else { return }
                let value = engine.preferenceValue(Key.self, of: content) ?? Key.defaultValue
                // Kept boxed in an `Any`, so that a value that is an optional's `nil` (a key
                // whose `Value` is optional) is a value seen, not "none yet".
                let seen: Key.Value?? = node.observedValue.map { $0 as? Key.Value }
                if case .some(.some(let last)) = seen, same(last, value) { return }
                node.observedValue = value as Any
                engine.arena.lifecycleActions.append { action(seen ?? nil, value) }
            }
        }
        let arena = context.builder.engine.arena
        for node in elements[start...] where node.isNew { arena.preferenceObservers.append(node) }
    }
}

/// Internal: the node `onPreferenceChange` makes: layout passes through
/// it; after each pass the graph has it read its content's value
/// (`ViewGraph.checkPreferenceObservers`).
struct PreferenceObserverBehavior: PassThroughBehavior {
    /// Reads the value of the node's content and queues the action if it changed.
    let check: (Node, LayoutEngine) -> Void
    var kindName: String { "onPreferenceChange" }

    /// The action is not layout.
    func isSame(as other: any NodeBehavior) -> Bool { other is PreferenceObserverBehavior }
}

extension LayoutEngine {
    /// The value for `key` of `node` and the views under it, from the last
    /// pass (PREF1): a writer's own (made from its content's and its frame),
    /// else its children's combined in view order with `Key.reduce` — the
    /// first child with a value starts, views with none add nothing —, or
    /// `nil` when no view in it has one.
    func preferenceValue<Key: PreferenceKey>(_ key: Key.Type, of node: Node) -> Key.Value? {
        if let writer = node.behavior(as: PreferenceWriterBehavior.self), writer.key == ObjectIdentifier(Key.self) {
            let inner = node.children.first.flatMap { preferenceValue(Key.self, of: $0) }
            return writer.write(inner, lastFrame(of: node) ?? .zero) as? Key.Value
        }
        var result: Key.Value?
        // A lazy stack's views are the rows it made and keeps.
        let children = node.lazyState.map { NodeList($0.rowElementsInViewOrder) } ?? node.children
        for child in children {
            guard let value = preferenceValue(Key.self, of: child) else { continue }
            if result == nil {
                result = value
            } else {
                Key.reduce(value: &result!, nextValue: { value })
            }
        }
        return result
    }
}
