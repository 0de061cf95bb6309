/// Whether a part of a view is shown, as in SwiftUI (`listRowSeparator(_:edges:)` takes one).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the context decides.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
