/// The order of a menu's items (SwiftUI's `MenuOrder`, `menuOrder(_:)`).
/// A terminal menu (MNU1) lists its items as written, top to bottom, in
/// every order: `.priority` would reverse them only when a menu opens
/// upwards from the bottom of a screen, which a terminal menu never does
/// (APR1).
public struct MenuOrder: Hashable, Sendable {
    let name: String

    /// The order the system chooses.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first items nearest where the menu opens.
    public static let priority = MenuOrder(name: "priority")
    /// The items as written, top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
}

nonisolated extension View {
    /// Sets the order of menus' items below this view: as written, in every order (APR1).
    public consuming func menuOrder(_ order: MenuOrder) -> some View { self }
}
