nonisolated extension View {
    /// Sets this view's value for `key`: what its ancestors read for it
    /// instead of the values of the views inside it (PREF1).
    public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier(key: K.self) { _, _ in value })
    }

    /// Changes the value for `key` of the views inside this one, as its
    /// ancestors read it (PREF1); with no value inside, `callback` changes
    /// the key's default value.
    public consuming func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceWritingModifier(key: K.self) { inner, _ in
            var value = inner ?? K.defaultValue
            callback(&value)
            return value
        })
    }

    /// Sets this view's value for `key` from an anchor of its geometry —
    /// its bounds, a rectangle or a point in it — taken once it is placed (PREF1).
    public consuming func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_PreferenceWritingModifier(key: K.self) { _, frame in transform(value.resolve(frame)) })
    }

    /// Changes the value for `key` of the views inside this one with an
    /// anchor of this view's geometry (PREF1).
    public consuming func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(_PreferenceWritingModifier(key: K.self) { inner, frame in
            var result = inner ?? K.defaultValue
            transform(&result, value.resolve(frame))
            return result
        })
    }
}

/// A modifier that writes a preference value for its view
/// (`preference(key:value:)`, `transformPreference`, `anchorPreference`,
/// `transformAnchorPreference`); it lays out as its content.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    /// The view's value from its content's (`nil`: none inside) and its
    /// frame in the root's coordinates.
    let write: (Key.Value?, CGRect) -> Key.Value

    init(key: Key.Type, write: @escaping (Key.Value?, CGRect) -> Key.Value) {
        self.write = write
    }

    /// Resolves the modifier around `content` (see `View._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let write = write
        wrapEach(content, context, into: &elements) { _ in
            PreferenceWriterBehavior(key: ObjectIdentifier(Key.self)) { inner, frame in write(inner as? Key.Value, frame) }
        }
        // Its value may be another one now, with nothing else changed: the
        // next layout runs a pass, after which observers read it again.
        context.builder.engine.arena.preferenceWritersResolved = true
    }
}

/// Internal: the node a preference modifier makes: layout passes through
/// it; it holds how the view's value for one key is made.
struct PreferenceWriterBehavior: PassThroughBehavior {
    /// The key's type.
    let key: ObjectIdentifier
    /// The value from the content's (an optional `Key.Value`) and the
    /// node's frame in the root's coordinates.
    let write: (Any?, CGRect) -> Any
    var kindName: String { "preference" }

    /// The value is not layout: a new one changes nothing measured.
    func isSame(as other: any NodeBehavior) -> Bool { other is PreferenceWriterBehavior }
}
