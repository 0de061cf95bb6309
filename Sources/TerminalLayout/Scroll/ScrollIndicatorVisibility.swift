/// Whether scroll views show their indicator (`scrollIndicators(_:axes:)`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    private let kind: Kind

    /// As the scroll view says (its `showsIndicators`).
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    /// Whether a scroll view that would show its indicator (`showsIndicators`) does.
    func shows(_ showsIndicators: Bool) -> Bool {
        switch kind {
        case .automatic: showsIndicators
        case .visible: true
        case .hidden, .never: false
        }
    }
}

/// Internal: a `scrollIndicators(_:axes:)` in force, and for which axes.
struct ScrollIndicatorSetting: Equatable {
    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set
}

nonisolated extension View {
    /// Shows or hides the indicator of the scroll views below this view
    /// that scroll along `axes`: `.hidden` and `.never` hide it, `.visible`
    /// shows it, `.automatic` leaves it to each scroll view's `showsIndicators`.
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                           axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_EnvironmentModifier { $0.scrollIndicators = ScrollIndicatorSetting(visibility: visibility, axes: axes) })
    }
}
