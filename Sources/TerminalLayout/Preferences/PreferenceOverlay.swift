nonisolated extension View {
    /// Puts over this view the view `transform` makes from this view's
    /// value for `key` (PREF1): the value after the last layout pass, so
    /// anchors in it are placed ones; a new value lays the view out again
    /// before `layout` returns.
    ///
    /// ```swift
    /// tabs.overlayPreferenceValue(SelectedTabKey.self) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor { Color.accentColor.frame(width: proxy[anchor].width, height: 1)
    ///             .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY) }
    ///     }
    /// }
    /// ```
    public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceDecoration<K, Self, V>(base: self, alignment: alignment, isBackground: false, transform: transform)
    }

    /// Puts behind this view the view `transform` makes from this view's
    /// value for `key` (see `overlayPreferenceValue(_:alignment:_:)`).
    public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceDecoration<K, Self, V>(base: self, alignment: alignment, isBackground: true, transform: transform)
    }
}

/// A view with an overlay or a background made from its own preference
/// value (`overlayPreferenceValue`, `backgroundPreferenceValue`).
///
/// The value is read by an observer around the base after each pass and
/// kept in a box in `@State`; a different value (compared with `==` when
/// the value is `Equatable`, else by its bytes) bumps a counter in
/// `@State`, so the view is evaluated again — within the same `layout`
/// (PREF1) — with the decoration made from the new value.
nonisolated public struct _PreferenceDecoration<Key: PreferenceKey, Base: View, Decoration: View>: View {
    let base: Base
    let alignment: Alignment
    let isBackground: Bool
    let transform: (Key.Value) -> Decoration
    @State private var seen = SeenValue()
    @State private var changes = 0

    /// The last value read (a box: reading it after a pass changes nothing by itself).
    final class SeenValue {
        var value: Key.Value?
    }

    public var body: some View {
        let value = seen.value ?? Key.defaultValue
        _ = changes
        // The base's value alone is read: the decoration's own views are not in it.
        let read = base.modifier(_PreferenceReadingModifier<Key>(same: PreferenceValues.same) { [seen, $changes] _, new in
            seen.value = new
            $changes.wrappedValue += 1
        })
        return Group {
            if isBackground {
                read.background(alignment: alignment) { transform(value) }
            } else {
                read.overlay(alignment: alignment) { transform(value) }
            }
        }
    }
}

/// Internal: reads a preference value after each pass, as
/// `onPreferenceChange` does, compared with `same`, for values that need
/// not be `Equatable`; the action gets the last value too.
nonisolated struct _PreferenceReadingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let same: (Key.Value, Key.Value) -> Bool
    let action: (Key.Value?, Key.Value) -> Void

    static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        observePreference(Key.self, of: content, context, into: &elements, same: same, action: action)
    }
}

/// Internal: comparing preference values of any type.
enum PreferenceValues {
    /// Whether `a` and `b` are the same value: `==` when their type is
    /// `Equatable`, else the same bytes (a value holding references —
    /// arrays, strings, closures with context — then counts as changed
    /// whenever it is made again, and settles when the layout's passes run out).
    static func same<T>(_ a: T, _ b: T) -> Bool {
        if let a = a as? any Equatable { return isEqual(a, b) }
        return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }
}
