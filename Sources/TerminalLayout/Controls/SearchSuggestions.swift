/// Search suggestions and scopes (iOS 16): accepted with SwiftUI's names and drawn as nothing
/// — a `searchable` field here is a text field above the view (SRC1) with no drop-down and
/// no scope bar, so the suggestions and scope views are not shown and the scope binding is
/// never changed (SRC3).
nonisolated extension View {
    /// Accepted; the suggestions are not shown (SRC3).
    public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Accepted; suggestions are not shown anywhere (SRC3).
    public consuming func searchSuggestions(_ visibility: Visibility,
                                            for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// Accepted: a suggestion is not shown, so it completes nothing (SRC3).
    public consuming func searchCompletion(_ completion: String) -> some View { self }

    /// Accepted; no scope bar is shown and `scope` is not changed (SRC3).
    public consuming func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>,
                                                             @ViewBuilder scopes: () -> S) -> some View { self }

    /// Accepted; no scope bar is shown and `scope` is not changed (SRC3).
    public consuming func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                             @ViewBuilder _ scopes: () -> S) -> some View { self }
}

/// Where search suggestions show (SwiftUI's `SearchSuggestionsPlacement`).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let rawValue: Int
    /// As the platform does.
    public static let automatic = SearchSuggestionsPlacement(rawValue: 0)
    /// In a menu below the field.
    public static let menu = SearchSuggestionsPlacement(rawValue: 1)
    /// In the view's content.
    public static let content = SearchSuggestionsPlacement(rawValue: 2)

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In a menu below the field.
        public static let menu = Set(rawValue: 1 << 0)
        /// In the view's content.
        public static let content = Set(rawValue: 1 << 1)
    }
}

/// When a search's scope bar shows (SwiftUI's `SearchScopeActivation`).
public struct SearchScopeActivation: Equatable, Sendable {
    let rawValue: Int
    /// As the platform does.
    public static let automatic = SearchScopeActivation(rawValue: 0)
    /// When text is typed.
    public static let onTextEntry = SearchScopeActivation(rawValue: 1)
    /// When the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(rawValue: 2)
}

nonisolated extension View {
    /// Adds a search field with suggestions (the form SwiftUI deprecated in iOS 16 for
    /// `searchSuggestions(_:)`): the field as `searchable(text:placement:prompt:)` adds it
    /// (SRC1); the suggestions are not shown (SRC3).
    public consuming func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Adds a search field prompting with the key's text, with suggestions not shown (SRC1,
    /// SRC3; deprecated in SwiftUI).
    public consuming func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Adds a search field prompting with `prompt`, with suggestions not shown (SRC1, SRC3;
    /// deprecated in SwiftUI).
    @_disfavoredOverload
    public consuming func searchable<V: View, S: StringProtocol>(text: Binding<String>,
                                                                 placement: SearchFieldPlacement = .automatic,
                                                                 prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
}
