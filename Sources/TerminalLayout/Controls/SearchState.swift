/// `EnvironmentValues.isSearching` and `dismissSearch`, as in SwiftUI (SRC3): what the
/// views under a `searchable` read of its search.
///
/// ```swift
/// struct Results: View {
///     @Environment(\.isSearching) private var isSearching
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View {
///         if isSearching { Button("Done") { dismissSearch() } }
///     }
/// }
/// List { … }.searchable(text: $query)   // Results() somewhere in the list
/// ```
///
/// In a terminal the search field is a row above the content: the user is searching while
/// the field has focus or holds text. `dismissSearch()` clears the text and takes focus
/// from the field; outside a searchable it does nothing.
public struct DismissSearchAction {
    let action: (() -> Void)?

    /// Ends the search of the innermost `searchable` around the view.
    public func callAsFunction() {
        action?()
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: nil) }
}

extension EnvironmentValues {
    /// Whether the user is searching with the innermost `searchable` around the view: its
    /// field has focus or holds text (SRC3). Set by `searchable`.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the innermost `searchable` around the view: its text cleared, its
    /// field no longer focused (SRC3). Set by `searchable`.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The content of a `searchable` whose field edits `text` and has focus when `isFocused`:
    /// `isSearching` and `dismissSearch` set for it (SRC3).
    func searchState(text: Binding<String>, isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.isSearching, isFocused.wrappedValue || !text.wrappedValue.isEmpty)
            .environment(\.dismissSearch, DismissSearchAction {
                text.wrappedValue = ""
                isFocused.wrappedValue = false
            })
    }
}
