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
    /// The search's tokens, drawn before the field (SRC4).
    var tokens: SearchTokens? = nil
    @FocusState private var isFocused: Bool

    public func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if let tokens {
                let views = tokens.views()
                HStack(spacing: 1) {
                    ForEach(views.indices, id: \.self) { views[$0] }
                    field(removingLast: tokens.removeLast)
                }
            } else {
                field(removingLast: nil)
            }
            content.searchState(text: text, isFocused: $isFocused)
        }
    }

    /// The search field; with tokens, Backspace at its start removes the last one (SRC4).
    private func field(removingLast: (() -> Void)?) -> some View {
        TextField(text: text, prompt: prompt ?? "Search", title: nil, isSecure: false, isSearch: true, label: EmptyView())
            .focused($isFocused)
            .environment(\.backspaceAtStart, removingLast.map(BackspaceAtStartAction.init))
    }
}

/// Internal: what Backspace with the cursor at the start of a text field does instead of
/// nothing — a tokenised search's field removes its last token (SRC4).
struct BackspaceAtStartAction {
    let action: () -> Void
}

private struct BackspaceAtStartKey: EnvironmentKey {
    static var defaultValue: BackspaceAtStartAction? { nil }
}

extension EnvironmentValues {
    /// What Backspace at the start of the text fields here does (internal; SRC4).
    var backspaceAtStart: BackspaceAtStartAction? {
        get { self[BackspaceAtStartKey.self] }
        set { self[BackspaceAtStartKey.self] = newValue }
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
