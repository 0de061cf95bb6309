/// The tint of a list row's (or sidebar item's) icon (SwiftUI's
/// `ListItemTint`, `listItemTint(_:)`). A terminal list row has no tinted
/// icon of its own: accepted, and the row is drawn as it is (APR1).
public struct ListItemTint: Hashable, Sendable {
    /// The colour (`nil`: monochrome).
    let color: Color?
    /// Whether the system may override it.
    let isFixed: Bool

    /// A tint the system never overrides.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }

    /// A tint the system may override (for the user's accent colour).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }

    /// A monochrome tint, without colour.
    public static let monochrome = ListItemTint(color: nil, isFixed: true)
}

nonisolated extension View {
    /// Sets the tint of list items below this view: accepted, drawn as they are (APR1).
    public consuming func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// Sets a fixed tint of list items below this view: accepted, drawn as they are (APR1).
    public consuming func listItemTint(_ tint: Color?) -> some View { self }
}
