/// Whether the user can edit the content of a view, as in SwiftUI: an ``EditButton`` switches
/// it, a ``List``'s rows show their delete and move marks while it is editing (EDIT1).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a while (SwiftUI: a swipe shows a row's actions); here as `.active`.
    case transient
    /// Editing.
    case active

    /// Whether the view is being edited: `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views, as in SwiftUI: `nil` unless something provides one. Here a
    /// ``NavigationStack`` and a ``List`` provide their own when none is set above them
    /// (EDIT1), so an ``EditButton`` in a stack's toolbar edits the list in it; set your own
    /// with `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Internal: gives the content an edit mode of its own when none is set above (EDIT1): what a
/// ``NavigationStack`` and a ``List`` do.
struct EditModeProvider: ViewModifier {
    @State private var mode: EditMode = .inactive
    @Environment(\.editMode) private var inherited

    func body(content: Content) -> some View {
        content.environment(\.editMode, inherited ?? $mode)
    }
}
