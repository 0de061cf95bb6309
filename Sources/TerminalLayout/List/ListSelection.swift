/// A list's selection, as its rows see it (LIST5): whether a value is
/// selected, and selecting one — one value (`Binding<V?>`), or toggling one
/// of a set (`Binding<Set<V>>`).
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void
    /// The values selected now.
    let selected: () -> [AnyHashable]

    /// The selection of one optional value: selecting sets it.
    init<V: Hashable>(_ binding: Binding<V?>) {
        isSelected = { binding.wrappedValue.map(AnyHashable.init) == $0 }
        select = { value in if let value = value.base as? V { binding.wrappedValue = value } }
        selected = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    }

    /// The selection of a set: selecting toggles the value's membership.
    init<V: Hashable>(_ binding: Binding<Set<V>>) {
        isSelected = { value in (value.base as? V).map { binding.wrappedValue.contains($0) } ?? false }
        selected = { binding.wrappedValue.map(AnyHashable.init) }
        select = { value in
            guard let value = value.base as? V else { return }
            if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
        }
    }
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list around (LIST5; internal).
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

/// A row of a list with a selection (LIST5): focusable (Tab), bold while
/// focused; Return or Space selects its value; drawn bold on the accent
/// colour while selected, its `backgroundProminence` then `.increased`. The
/// views inside it are not rows of the list. Under a
/// `contextMenu(forSelectionType:…)`, Ctrl-O opens the menu below it and
/// Return runs the primary action, if any (MNU5); `selectionDisabled` on it or
/// in it keeps it from being selected.
nonisolated struct _SelectableRow: ViewModifier {
    let value: AnyHashable
    @Environment(\.listSelection) private var selection
    @Environment(\.selectionContextMenu) private var contextMenu
    @Environment(\.isEnabled) private var isEnabled
    @FocusState private var isFocused: Bool
    /// Whether the selection's context menu is open below the row (MNU5).
    @State private var isMenuOpen = false
    /// `selectionDisabled` above the row, and the box one inside it writes (LIST5).
    @Environment(\.isSelectionDisabled) private var isSelectionDisabled
    @State private var disabledBox = SelectionDisabledBox()

    func body(content: Content) -> some View {
        if let selection {
            let selected = selection.isSelected(value)
            // The items a context menu or primary action is for: the selection when this row
            // is in it, else this row alone (MNU5).
            let items = { [value] in selection.isSelected(value) ? selection.selected() : [value] }
            if let contextMenu {
                let close = MenuDismissAction { [$isMenuOpen] in $isMenuOpen.wrappedValue = false }
                VStack(alignment: .leading, spacing: 0) {
                    row(content, selection: selection, selected: selected, items: items)
                    if isMenuOpen {
                        contextMenu.menu(Set(items()))
                            .padding(.leading, 2)
                            .buttonStyle(.plain)
                            .environment(\.menuDismiss, close)
                    }
                }
                .onKeyPress(_ContextMenuModifier<EmptyView>.key) { [$isMenuOpen, isEnabled] press in
                    guard isEnabled, press.modifiers.contains(.control) else { return .ignored }
                    $isMenuOpen.wrappedValue.toggle()
                    return .handled
                }
                .onKeyPress(.escape) { [$isMenuOpen] in
                    guard $isMenuOpen.wrappedValue else { return .ignored }
                    $isMenuOpen.wrappedValue = false
                    return .handled
                }
            } else {
                row(content, selection: selection, selected: selected, items: items)
            }
        } else {
            content
        }
    }

    /// The row itself: focusable, selected with Space (and Return, unless a primary action
    /// takes it, MNU5), bold on the accent colour while selected.
    private func row(_ content: Content, selection: ListSelection, selected: Bool,
                     items: @escaping () -> [AnyHashable]) -> some View {
        content
            .environment(\.listSelection, nil)
            .environment(\.selectionDisabledBox, disabledBox)
            .environment(\.isSelectionDisabled, false)
            .frame(maxWidth: .infinity, alignment: .leading)
            .modifier(_EnvironmentModifier { [isFocused] environment in
                if isFocused || selected { environment.isBold = true }
                // A selected row's background, the accent colour, is prominent (APR1).
                if selected {
                    var values = EnvironmentValues(environment)
                    values.backgroundProminence = .increased
                    environment = values.resolved
                }
            })
            .background(selected ? Color.accentColor : Color.clear)
            .focusable(isEnabled)
            .focused($isFocused)
            .onKeyPress(keys: [.return, .space], phases: .down) { [value, contextMenu, isSelectionDisabled, disabledBox] press in
                if press.key == .return, let primaryAction = contextMenu?.primaryAction {
                    primaryAction(Set(items()))
                } else if !isSelectionDisabled && !disabledBox.isDisabled {
                    selection.select(value)
                }
                return .handled
            }
    }
}

extension List {
    /// A list of the rows `content` makes, the rows tagged with `tag(_:)`
    /// selectable: Return or Space on a focused row sets `selection` to its
    /// tag (LIST5).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.init)
    }

    /// A list of the rows `content` makes, the rows tagged with `tag(_:)`
    /// selectable: Return or Space on a focused row adds its tag to
    /// `selection`, or removes it (LIST5).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.init)
    }

    /// A list of a row for each element of `data`, selectable by the element's id (LIST5).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map(ListSelection.init)
        self.selectableRows = Self.rows(data, id: \.id, rowContent)
    }

    /// A list of a row for each element of `data`, selectable by the element's id (LIST5).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map(ListSelection.init)
        self.selectableRows = Self.rows(data, id: \.id, rowContent)
    }

    /// A list of a row for each element of `data`, identified and selectable by `id` (LIST5).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map(ListSelection.init)
        self.selectableRows = Self.rows(data, id: id, rowContent)
    }

    /// A list of a row for each element of `data`, identified and selectable by `id` (LIST5).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map(ListSelection.init)
        self.selectableRows = Self.rows(data, id: id, rowContent)
    }

    /// The rows of `data`, each selectable by its id.
    private static func rows<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, _ rowContent: @escaping (Data.Element) -> RowContent
    ) -> () -> AnyView {
        { AnyView(ForEach(data, id: id) { element in rowContent(element).modifier(_SelectableRow(value: AnyHashable(element[keyPath: id]))) }) }
    }
}
