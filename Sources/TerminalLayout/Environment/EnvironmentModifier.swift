extension View {
    /// Sets an environment value for this view and the views inside it, as
    /// in SwiftUI: `.environment(\.horizontalSizeClass, .compact)`,
    /// `.environment(\.myKey, 3)`.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values[keyPath: keyPath] = value
            resolved = values.resolved
        })
    }
}
