import Foundation

/// Internal: a row of a `ForEach` with `onDelete` or `onMove` (EDIT1). In a ``List`` it is
/// focusable (Tab), bold while focused, and takes the keys that edit it:
///
/// | key on the focused row | calls |
/// |---|---|
/// | Backspace, Delete | `onDelete` with `[offset]` |
/// | Option-↑ or Shift-↑ (plain ↑ while editing) | `onMove` with `([offset], offset − 1)` |
/// | Option-↓ or Shift-↓ (plain ↓ while editing) | `onMove` with `([offset], offset + 2)` |
///
/// After a delete the row that takes the deleted one's place (or the new last row) has focus.
///
/// While the environment's edit mode is editing, a deletable row shows a red `⊖` before it and
/// a movable row a dim `≡` at its trailing edge, as SwiftUI's rows show their delete button
/// and grabber. Outside a list the row is its content, as in SwiftUI.
nonisolated struct _EditableRow<Content: View>: View {
    let content: Content
    let offset: Int
    let count: Int
    let actions: ForEachEditActions
    @Environment(\.isInList) private var isInList
    @Environment(\.editMode) private var editMode
    @Environment(\.editDisabled) private var disabledAbove
    @Environment(\.isEnabled) private var isEnabled
    /// What the views of the row refuse (`deleteDisabled`, `moveDisabled` inside it).
    @State private var disabledInside = EditDisabled()
    @FocusState private var isFocused: Bool
    /// The list's row to focus after a delete (EDIT1).
    @Environment(\.rowFocusAfterDelete) private var focusAfterDelete

    private var canDelete: Bool { actions.delete != nil && !disabledAbove.delete && !disabledInside.delete }
    private var canMove: Bool { actions.move != nil && !disabledAbove.move && !disabledInside.move }
    private var isEditing: Bool { editMode?.wrappedValue.isEditing == true }

    var body: some View {
        if isInList {
            Group {
                if isEditing {
                    HStack(alignment: .firstTextBaseline, spacing: 1) {
                        if canDelete { Text("⊖").foregroundColor(.red) }
                        content
                        if canMove {
                            Spacer(minLength: 0)
                            Text("≡").foregroundColor(.secondary)
                        }
                    }
                } else {
                    content
                }
            }
            .onPreferenceChange(EditDisabledKey.self) { [$disabledInside] in $disabledInside.wrappedValue = $0 }
            .modifier(_EnvironmentModifier { [isFocused] environment in
                if isFocused { environment.isBold = true }
            })
            .focusable(isEnabled)
            .focused($isFocused)
            .onKeyPress(phases: .down) { press in handle(press) }
            .onChange(of: RowPosition(offset: offset, count: count)) { [$isFocused, focusAfterDelete] _, position in
                // The row now where the deleted one was (or the new last row) takes its focus.
                guard let focusAfterDelete, focusAfterDelete.offset == position.offset else { return }
                focusAfterDelete.offset = nil
                $isFocused.wrappedValue = true
            }
        } else {
            content
        }
    }

    /// Deletes or moves the row for `press` (EDIT1); `.ignored` for other keys.
    private func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .delete, .deleteForward:
            guard canDelete, let delete = actions.delete else { return .ignored }
            if isFocused, count > 1 { focusAfterDelete?.offset = min(offset, count - 2) }
            delete(IndexSet(integer: offset))
            return .handled
        case .upArrow, .downArrow:
            guard canMove, let move = actions.move,
                  isEditing || !press.modifiers.isDisjoint(with: [.option, .shift]) else { return .ignored }
            let up = press.key == .upArrow
            // At the first (last) row there is nowhere to go; the key is still the row's.
            guard up ? offset > 0 : offset < count - 1 else { return .handled }
            move(IndexSet(integer: offset), up ? offset - 1 : offset + 2)
            return .handled
        default:
            return .ignored
        }
    }
}

/// Internal: a row's offset and its `ForEach`'s count, watched for the focus after a delete.
struct RowPosition: Equatable {
    let offset: Int
    let count: Int
}

/// Internal: the offset of the row of a ``List`` that takes focus once the focused row is
/// deleted (EDIT1); a reference the list keeps in `@State`, so rows write it without an update.
final class RowFocusAfterDelete {
    var offset: Int?
}

/// Internal: gives a list's rows its `RowFocusAfterDelete`.
nonisolated struct RowFocusAfterDeleteProvider: ViewModifier {
    @State private var request = RowFocusAfterDelete()

    func body(content: Content) -> some View {
        content.environment(\.rowFocusAfterDelete, request)
    }
}

private struct RowFocusAfterDeleteKey: EnvironmentKey {
    static var defaultValue: RowFocusAfterDelete? { nil }
}

extension EnvironmentValues {
    /// The row of the list around to focus after a delete (internal, EDIT1).
    var rowFocusAfterDelete: RowFocusAfterDelete? {
        get { self[RowFocusAfterDeleteKey.self] }
        set { self[RowFocusAfterDeleteKey.self] = newValue }
    }
}
