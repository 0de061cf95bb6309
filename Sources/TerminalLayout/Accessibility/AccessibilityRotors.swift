/// Accessibility rotors — lists of places assistive technology jumps
/// between — with SwiftUI's forms. A terminal app has no rotor: each
/// returns the view as it is, and the entries are never built (A11Y2).
nonisolated extension View {
    /// A rotor named `label` listing `entries`.
    public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// A rotor named with a string key listing `entries`.
    public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// A rotor named with a string listing `entries`.
    @_disfavoredOverload
    public consuming func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// Replaces a system rotor's entries by `entries`.
    public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// A rotor named `rotorLabel` with an entry for each identifiable model.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named with a string key with an entry for each identifiable model.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named with a string with an entry for each identifiable model.
    @_disfavoredOverload
    public consuming func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named `rotorLabel` with an entry for each model, by `entryID`.
    public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named with a string key with an entry for each model, by `entryID`.
    public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named with a string with an entry for each model, by `entryID`.
    @_disfavoredOverload
    public consuming func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A system rotor with an entry for each identifiable model.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named `label` whose entries are ranges of the view's text.
    public consuming func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }

    /// A rotor named with a string key whose entries are ranges of the view's text.
    public consuming func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }

    /// A rotor named with a string whose entries are ranges of the view's text.
    @_disfavoredOverload
    public consuming func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { self }

    /// Marks the view as the one rotor entries with `id` in `namespace` go to.
    public consuming func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
