/// Extra labelled content assistive technology reads on demand (an age, a
/// rating), with SwiftUI's forms. A terminal app has no accessibility
/// tree: each returns the view as it is (A11Y1).
nonisolated extension View {
    /// Adds content under `key`.
    public consuming func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// Adds content under `key`, with a string key.
    public consuming func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// Adds content under `key`, with a string.
    @_disfavoredOverload
    public consuming func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// Adds content with a label.
    public consuming func accessibilityCustomContent(
        _ label: Text, _ value: Text,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// Adds content with a label from a string key.
    public consuming func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// Adds content with a label and a value from string keys.
    public consuming func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// Adds content with a label from a string key and a string value.
    @_disfavoredOverload
    public consuming func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }
}
