nonisolated extension View {
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

    /// Changes an environment value in place for this view and the views
    /// inside it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            transform(&values[keyPath: keyPath])
            resolved = values.resolved
        })
    }
}
