// iOS 13's context menu: a `ContextMenu` value given to `contextMenu(_:)`.

nonisolated extension View {
    /// Adds the menu `contextMenu` holds to this view, or none for `nil` — iOS 13's form,
    /// deprecated in SwiftUI and still compiled (MNU2).
    ///
    /// ```swift
    /// Image(name)
    ///     .contextMenu(image == nil ? nil : ContextMenu { Button("Delete") { image = nil } })
    /// ```
    public consuming func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(_ContextMenuModifier(menuItems: contextMenu?.menuItems))
    }
}

/// A context menu's items, as iOS 13's `contextMenu(_:)` takes them (MNU2); deprecated in
/// SwiftUI in favour of `contextMenu(menuItems:)`, which draws the same menu.
nonisolated public struct ContextMenu<MenuItems: View> {
    /// The items.
    let menuItems: MenuItems

    /// A menu of the items `menuItems` makes.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}
