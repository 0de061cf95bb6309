nonisolated extension View {
    /// Keeps this list row from being selected, as SwiftUI's iOS 17 modifier (LIST5): Return
    /// and Space on it do nothing (a primary action still runs, MNU5); it is drawn as ever.
    ///
    /// ```swift
    /// List(files, selection: $selection) { file in
    ///     Text(file.name).selectionDisabled(file.isLocked)
    /// }
    /// ```
    public consuming func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_SelectionDisabledModifier(isDisabled: isDisabled))
    }
}

/// The modifier `selectionDisabled(_:)` applies: tells the row around it — through the box its
/// row keeps in the environment — and the rows below it — through the environment — that they
/// are not to be selected (LIST5).
nonisolated public struct _SelectionDisabledModifier: ViewModifier {
    let isDisabled: Bool
    @Environment(\.selectionDisabledBox) private var box

    public func body(content: Content) -> some View {
        // The row this view is the content of reads the box when a key comes.
        box?.isDisabled = isDisabled
        return content.environment(\.isSelectionDisabled, isDisabled)
    }
}

/// Internal: where a selectable row's content says whether the row may be selected (LIST5):
/// the row keeps one in its state and hands it down; `selectionDisabled` inside the row writes
/// it when evaluated.
final class SelectionDisabledBox {
    var isDisabled = false
}

private struct SelectionDisabledBoxKey: EnvironmentKey {
    static var defaultValue: SelectionDisabledBox? { nil }
}

private struct IsSelectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The box of the selectable row around (internal; LIST5).
    var selectionDisabledBox: SelectionDisabledBox? {
        get { self[SelectionDisabledBoxKey.self] }
        set { self[SelectionDisabledBoxKey.self] = newValue }
    }

    /// Whether `selectionDisabled(true)` is set above (internal; LIST5).
    var isSelectionDisabled: Bool {
        get { self[IsSelectionDisabledKey.self] }
        set { self[IsSelectionDisabledKey.self] = newValue }
    }
}
