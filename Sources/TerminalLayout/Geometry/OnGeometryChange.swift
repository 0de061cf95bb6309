nonisolated extension View {
    /// Performs `action` with `transform` of this view's geometry when it
    /// is first known and whenever it changes (PREF1: read after each
    /// layout pass; state the action sets is laid out before `layout`
    /// returns).
    ///
    /// ```swift
    /// content.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    /// ```
    public consuming func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                         action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Performs `action` with the last and the new value of `transform` of
    /// this view's geometry when it changes — and when it is first known,
    /// with the value as both (PREF1).
    public consuming func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                         action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        // A reader behind the view measures it; the observer around the
        // reader alone sees only its value.
        background(
            GeometryReader { proxy in Color.clear.preference(key: GeometryChangeKey<T>.self, value: transform(proxy)) }
                .modifier(_PreferenceReadingModifier<GeometryChangeKey<T>>(same: { $0 == $1 }) { old, new in
                    guard let new else { return }
                    action(old.flatMap { $0 } ?? new, new)
                })
        )
    }
}

/// Internal: the value `onGeometryChange` reads, one key per value type.
struct GeometryChangeKey<T: Equatable>: PreferenceKey {
    static var defaultValue: T? { nil }
    static func reduce(value: inout T?, nextValue: () -> T?) { value = value ?? nextValue() }
}
