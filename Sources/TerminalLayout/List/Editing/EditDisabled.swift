nonisolated extension View {
    /// Keeps this row of a ``List`` from being deleted with the delete key while `isDisabled`
    /// (EDIT1), as in SwiftUI. Put on a row (inside the `ForEach`) or on the `ForEach`.
    public consuming func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_EditDisabledModifier(delete: isDisabled, move: nil))
    }

    /// Keeps this row of a ``List`` from being moved with the move keys while `isDisabled`
    /// (EDIT1), as in SwiftUI. Put on a row (inside the `ForEach`) or on the `ForEach`.
    public consuming func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_EditDisabledModifier(delete: nil, move: isDisabled))
    }
}

/// Internal: which edits a row refuses.
struct EditDisabled: Equatable {
    var delete = false
    var move = false
}

/// The modifier `deleteDisabled` and `moveDisabled` apply: the refusal in the environment
/// (for rows below: the modifier on a `ForEach`) and as a preference (for the row around it:
/// the modifier inside a `ForEach`'s row), read by the row (EDIT1).
nonisolated public struct _EditDisabledModifier: ViewModifier {
    let delete: Bool?
    let move: Bool?

    public func body(content: Content) -> some View {
        content
            .transformEnvironment(\.editDisabled) { [delete, move] in
                if let delete { $0.delete = delete }
                if let move { $0.move = move }
            }
            .transformPreference(EditDisabledKey.self) { [delete, move] in
                if let delete { $0.delete = delete }
                if let move { $0.move = move }
            }
    }
}

/// Internal: the refusals of the views in a row, any of them refusing.
struct EditDisabledKey: PreferenceKey {
    static var defaultValue: EditDisabled { EditDisabled() }
    static func reduce(value: inout EditDisabled, nextValue: () -> EditDisabled) {
        let next = nextValue()
        value.delete = value.delete || next.delete
        value.move = value.move || next.move
    }
}

private struct EditDisabledEnvironmentKey: EnvironmentKey {
    static var defaultValue: EditDisabled { EditDisabled() }
}

extension EnvironmentValues {
    /// The edits the rows below refuse (internal; set by `deleteDisabled`, `moveDisabled`).
    var editDisabled: EditDisabled {
        get { self[EditDisabledEnvironmentKey.self] }
        set { self[EditDisabledEnvironmentKey.self] = newValue }
    }
}
