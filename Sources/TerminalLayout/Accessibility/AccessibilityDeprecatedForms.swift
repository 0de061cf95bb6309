/// SwiftUI's first accessibility modifiers (iOS 13–14, deprecated since), one
/// `accessibility(_:)` name with a label per attribute — `.accessibility(label: Text("Close"))`
/// — still common in published packages and older apps. As their successors (A11Y1), each
/// returns the view as it is: a terminal app has no accessibility tree.
nonisolated extension View {
    /// Labels the view for assistive technology (now `accessibilityLabel(_:)`).
    public consuming func accessibility(label: Text) -> some View { self }

    /// Gives the view a value for assistive technology (now `accessibilityValue(_:)`).
    public consuming func accessibility(value: Text) -> some View { self }

    /// Tells assistive technology what using the view does (now `accessibilityHint(_:)`).
    public consuming func accessibility(hint: Text) -> some View { self }

    /// Hides the view from assistive technology (now `accessibilityHidden(_:)`).
    public consuming func accessibility(hidden: Bool) -> some View { self }

    /// Names the view for UI tests (now `accessibilityIdentifier(_:)`).
    public consuming func accessibility(identifier: String) -> some View { self }

    /// Identifies the view within a selection (now `accessibilitySelectionIdentifier`).
    public consuming func accessibility(selectionIdentifier: AnyHashable) -> some View { self }

    /// Adds traits, such as being a button or a header (now `accessibilityAddTraits(_:)`).
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }

    /// Removes traits (now `accessibilityRemoveTraits(_:)`).
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }

    /// The labels voice input matches (now `accessibilityInputLabels(_:)`).
    public consuming func accessibility(inputLabels: [Text]) -> some View { self }

    /// The order assistive technology visits the view in (now `accessibilitySortPriority(_:)`).
    public consuming func accessibility(sortPriority: Double) -> some View { self }

    /// Where activating the view presses, as a unit point (now `accessibilityActivationPoint(_:)`).
    public consuming func accessibility(activationPoint: UnitPoint) -> some View { self }

    /// Where activating the view presses, as a point (now `accessibilityActivationPoint(_:)`).
    public consuming func accessibility(activationPoint: CGPoint) -> some View { self }
}
