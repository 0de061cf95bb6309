nonisolated extension View {
    /// Keeps Return in a text field inside this view from running an `onSubmit` action set
    /// above it (TXF1): only the `onSubmit`s inside take it. `isBlocking: false` changes
    /// nothing, as in SwiftUI.
    public consuming func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_EnvironmentModifier { resolved in
            guard isBlocking else { return }
            var values = EnvironmentValues(resolved)
            values.submitAction = nil
            values.searchSubmitAction = nil
            resolved = values.resolved
        })
    }
}
