nonisolated extension View {
    /// Adds a search field above this view that edits `text`, as in SwiftUI (SRC1): a
    /// ``TextField`` showing `prompt` (or "Search") while empty. Return in it runs the
    /// innermost `onSubmit(of: .search)` action above it. Every placement puts it above the
    /// view.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                     prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content))
    }

    /// Adds a search field prompting with the key's text (SRC1).
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                     prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt.text))
    }

    /// Adds a search field prompting with `prompt` (SRC1).
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                        prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, prompt: String(prompt)))
    }
}

/// The modifier `searchable` applies: the search field, then the view.
nonisolated public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let prompt: String?
    @FocusState private var isFocused: Bool

    public func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField(text: text, prompt: prompt ?? "Search", title: nil, isSecure: false, isSearch: true, label: EmptyView())
                .focused($isFocused)
            content.searchState(text: text, isFocused: $isFocused)
        }
    }
}

/// Where a search field goes, as in SwiftUI; every placement puts it above the view here (SRC1).
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String
    /// As the platform decides.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}
