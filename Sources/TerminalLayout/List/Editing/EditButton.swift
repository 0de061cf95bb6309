/// A button that switches the environment's edit mode, as in SwiftUI (EDIT1).
///
/// ```swift
/// NavigationStack {
///     List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
///         .toolbar { EditButton() }
/// }
/// ```
///
/// Its label is "Edit", or "Done" while the mode is editing; Return or Space switch
/// `EnvironmentValues.editMode` between `.inactive` and `.active`. Without an edit mode in
/// the environment (outside a ``NavigationStack`` or ``List``) it does nothing.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    public var body: some View {
        let editMode = self.editMode
        return Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
