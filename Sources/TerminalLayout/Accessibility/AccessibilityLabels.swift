/// The text assistive technology reads for a view — its label, value,
/// hint and input labels — with SwiftUI's names and forms. A terminal app
/// has no accessibility tree: each returns the view as it is, laid out
/// and drawn the same (A11Y1).
nonisolated extension View {
    /// Labels the view for assistive technology.
    public consuming func accessibilityLabel(_ label: Text) -> some View { self }

    /// Labels the view for assistive technology, with a string key.
    public consuming func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// Labels the view for assistive technology, with a string.
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Labels the view with a view built from its own label (iOS 17):
    /// `content` is given a placeholder for the label the view already has.
    /// It is not built here: nothing reads a label in a terminal.
    public consuming func accessibilityLabel<V: View>(
        @ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V
    ) -> some View { self }

    /// Gives the view a value for assistive technology (what a slider or a
    /// rating is at).
    public consuming func accessibilityValue(_ valueDescription: Text) -> some View { self }

    /// Gives the view a value for assistive technology, with a string key.
    public consuming func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// Gives the view a value for assistive technology, with a string.
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Tells assistive technology what using the view does.
    public consuming func accessibilityHint(_ hint: Text) -> some View { self }

    /// Tells assistive technology what using the view does, with a string key.
    public consuming func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// Tells assistive technology what using the view does, with a string.
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Other names the view answers to in voice control.
    public consuming func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Other names the view answers to in voice control, with string keys.
    public consuming func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// Other names the view answers to in voice control, with strings.
    @_disfavoredOverload
    public consuming func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}
