/// A button that starts renaming, as SwiftUI's `RenameButton` (RNM1): a `Button` labelled
/// "Rename" with a pencil whose action is the `renameAction(_:)` set above it — disabled when
/// there is none.
///
/// ```swift
/// TextField("Name", text: $name).focused($isEditing)
///     .toolbar { RenameButton() }
///     .renameAction($isEditing)
/// ```
nonisolated public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button { rename?() } label: { label }
            .disabled(rename == nil)
    }
}

extension RenameButton where Label == TerminalLayout.Label<Text, Image> {
    /// A rename button with the standard label.
    public init() {
        label = TerminalLayout.Label("Rename", systemImage: "pencil")
    }
}

/// The action a `RenameButton` below runs (SwiftUI's `RenameAction`, in
/// `EnvironmentValues.rename`).
public struct RenameAction: @unchecked Sendable {
    /// Runs where actions run: on the main thread, from a key (ISO1).
    let action: () -> Void

    /// Starts renaming.
    public func callAsFunction() { action() }
}

nonisolated extension View {
    /// Sets what a `RenameButton` below does (RNM1).
    public consuming func renameAction(_ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.rename) { $0 = RenameAction(action: action) }
    }

    /// Makes a `RenameButton` below focus the view `isFocused` is bound to (RNM1).
    public consuming func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        transformEnvironment(\.rename) { $0 = RenameAction { isFocused.wrappedValue = true } }
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// What a `RenameButton` runs, set by `renameAction(_:)`; `nil` when nothing renames.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}
