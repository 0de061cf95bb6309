/// What a ``Tab`` is for, as SwiftUI's `TabRole`: `.search` marks the search tab. Kept and
/// not drawn differently in a terminal (TAB1).
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The tab that searches the app's content.
    public static let search = TabRole(name: "search")
}
