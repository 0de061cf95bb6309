nonisolated extension View {
    /// Adds a context menu for the selected items of the list it is on, and an action for them,
    /// as SwiftUI's iOS 16 and macOS 13 modifier (MNU5).
    ///
    /// ```swift
    /// List(files, selection: $selection) { file in Text(file.name) }
    ///     .contextMenu(forSelectionType: File.ID.self) { ids in
    ///         Button("Delete \(ids.count)") { delete(ids) }
    ///     } primaryAction: { ids in
    ///         open(ids)
    ///     }
    /// ```
    ///
    /// In a terminal Ctrl-O on a focused row of the list opens `menu` below the row, given the
    /// selection when the row is selected, else the row's value alone — as a `contextMenu`
    /// opens (MNU2); Return on a row runs `primaryAction` with the same items (Space still
    /// selects). Rows whose value is not an `I` are left out of the set.
    public consuming func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                           @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                           primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        environment(\.selectionContextMenu, SelectionContextMenu(itemType, menu: menu, primaryAction: primaryAction))
    }
}

/// Internal: a list's context menu for its selection and its primary action, over type-erased
/// values (MNU5).
struct SelectionContextMenu {
    /// The menu for a set of items.
    let menu: (Set<AnyHashable>) -> AnyView
    /// What Return on a row does with its items, if anything.
    let primaryAction: ((Set<AnyHashable>) -> Void)?

    init<I: Hashable, M: View>(_ type: I.Type, menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)?) {
        self.menu = { items in AnyView(menu(Self.typed(items, as: I.self))) }
        self.primaryAction = primaryAction.map { action in { items in action(Self.typed(items, as: I.self)) } }
    }

    /// The items that are `I`s.
    private static func typed<I: Hashable>(_ items: Set<AnyHashable>, as type: I.Type) -> Set<I> {
        Set(items.compactMap { $0.base as? I })
    }
}

private struct SelectionContextMenuKey: EnvironmentKey {
    static var defaultValue: SelectionContextMenu? { nil }
}

extension EnvironmentValues {
    /// The context menu and primary action for a list's selection (internal; MNU5).
    var selectionContextMenu: SelectionContextMenu? {
        get { self[SelectionContextMenuKey.self] }
        set { self[SelectionContextMenuKey.self] = newValue }
    }
}
