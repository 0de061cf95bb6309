/// How a view appears to assistive technology — hidden or not, its
/// identifier, traits, heading level, order, and how it groups its
/// children — with SwiftUI's names and defaults. A terminal app has no
/// accessibility tree: each returns the view as it is, laid out and drawn
/// the same; `accessibilityHidden(true)` hides the view from assistive
/// technology only, so it is still drawn (A11Y1).
nonisolated extension View {
    /// Hides the view from assistive technology (it is still drawn).
    public consuming func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// An identifier UI tests find the view by.
    public consuming func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Makes the view one accessibility element, treating its children as `children` says.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds traits to the view's accessibility element.
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits from the view's accessibility element.
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Marks the view as a heading of `level`.
    public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// The order assistive technology visits the view in among its
    /// siblings: higher first.
    public consuming func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Whether assistive technology treats the view as interactive.
    public consuming func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Shows the view enlarged in the large content viewer when it is pressed long.
    public consuming func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Shows `largeContentView` in the large content viewer when the view is
    /// pressed long; it is not built here.
    public consuming func accessibilityShowsLargeContentViewer<V: View>(
        @ViewBuilder _ largeContentView: () -> V
    ) -> some View { self }

    /// What kind of text the view holds, for how assistive technology reads it.
    public consuming func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Pairs the view with another, one the label and the other the
    /// content, by `id` in `namespace`.
    public consuming func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View { self }

    /// Replaces the view for assistive technology by `representation`.
    /// SwiftUI still draws the original view, and so does a terminal: the
    /// representation is not built (A11Y1).
    public consuming func accessibilityRepresentation<V: View>(
        @ViewBuilder representation: () -> V
    ) -> some View { self }

    /// Gives the view the accessibility children of `children`, which is
    /// not drawn; in a terminal it is not built (A11Y1).
    public consuming func accessibilityChildren<V: View>(
        @ViewBuilder children: () -> V
    ) -> some View { self }
}
