nonisolated extension View {
    /// Shows `count` at the trailing edge of this row of a ``List`` (LIST2);
    /// 0 shows nothing. Outside a list it changes nothing (SwiftUI also
    /// shows badges on tab items; here a tab's label is drawn without one).
    public consuming func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Shows `label` at the trailing edge of this row of a ``List`` (LIST2);
    /// `nil` shows nothing.
    public consuming func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label))
    }

    /// Shows the text of `key` at the trailing edge of this row of a ``List`` (LIST2).
    public consuming func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(label: key.map { Text($0) }))
    }

    /// Shows `label` at the trailing edge of this row of a ``List`` (LIST2).
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { Text(verbatim: String($0)) }))
    }
}

/// The modifier `badge` applies: in a list's row, the row across the
/// list's width with the badge, dim, at its trailing edge; elsewhere nothing.
nonisolated public struct _BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.isInList) private var isInList

    public func body(content: Content) -> some View {
        if isInList, let label {
            HStack(spacing: 1) {
                content
                Spacer(minLength: 0)
                label.foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}
