nonisolated extension View {
    /// Adds a menu of the items `menuItems` makes to this view, as in SwiftUI (MNU2).
    ///
    /// ```swift
    /// Text(file.name)
    ///     .contextMenu {
    ///         Button("Rename") { rename(file) }
    ///         Button("Delete", role: .destructive) { delete(file) }
    ///     }
    /// ```
    ///
    /// In a terminal the view becomes focusable (Tab), and Ctrl-O on it — or on a view in it
    /// that has focus — opens the menu below it as a ``Menu`` opens (MNU1): its buttons drawn
    /// plain, reached with Tab, closing it after their action; Escape or Ctrl-O again close it.
    public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds a menu of the items `menuItems` makes to this view; a terminal shows no preview, so
    /// `preview` is not drawn (MNU2).
    public consuming func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M,
                                                        @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }
}

/// The modifier `contextMenu` applies (MNU2): the view, focusable, and below it, while open,
/// the menu's items.
nonisolated public struct _ContextMenuModifier<MenuItems: View>: ViewModifier {
    /// The items; `nil` for no menu (`contextMenu(nil)`): the view as it is, keeping its
    /// identity when a menu comes or goes.
    let menuItems: MenuItems?
    @State private var isOpen = false
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled

    /// The key that opens and closes a context menu: Ctrl-O.
    static var key: KeyEquivalent { "o" }

    public func body(content: Content) -> some View {
        let close = MenuDismissAction { [$isOpen] in $isOpen.wrappedValue = false }
        return VStack(alignment: .leading, spacing: 0) {
            content
                .modifier(_EnvironmentModifier { [isFocused] environment in
                    if isFocused { environment.isBold = true }
                })
                .focusable(isEnabled && menuItems != nil)
                .focused($isFocused)
            if isOpen, let menuItems {
                VStack(alignment: .leading, spacing: 0) { menuItems }
                    .padding(.leading, 2)
                    .buttonStyle(.plain)
                    .environment(\.menuDismiss, close)
            }
        }
        .onKeyPress(Self.key) { [$isOpen, isEnabled, hasMenu = menuItems != nil] press in
            guard isEnabled, hasMenu, press.modifiers.contains(.control) else { return .ignored }
            $isOpen.wrappedValue.toggle()
            return .handled
        }
        .onKeyPress(.escape) { [$isOpen] in
            guard $isOpen.wrappedValue else { return .ignored }
            $isOpen.wrappedValue = false
            return .handled
        }
    }
}
