/// `searchable(text:isPresented:placement:prompt:)` (iOS 17): the search field of SRC1 whose
/// presentation — in a terminal, the field having focus — follows a binding both ways
/// (SRC2).
nonisolated extension View {
    /// Adds a search field, focused while `isPresented` is true (SRC2).
    public consuming func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                     placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchablePresentedModifier(text: text, isPresented: isPresented, prompt: prompt?.content))
    }

    /// Adds a search field prompting with the key's text, focused while `isPresented` is true (SRC2).
    public consuming func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                     placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchablePresentedModifier(text: text, isPresented: isPresented, prompt: prompt.text))
    }

    /// Adds a search field prompting with `prompt`, focused while `isPresented` is true (SRC2).
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                                        placement: SearchFieldPlacement = .automatic,
                                                        prompt: S) -> some View {
        modifier(_SearchablePresentedModifier(text: text, isPresented: isPresented, prompt: String(prompt)))
    }
}

/// The modifier `searchable(text:isPresented:…)` applies: SRC1's field and view, the field's
/// focus kept equal to `isPresented`.
nonisolated public struct _SearchablePresentedModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>
    let prompt: String?
    @FocusState private var isFocused: Bool

    public func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField(text: text, prompt: prompt ?? "Search", title: nil, isSecure: false, isSearch: true, label: EmptyView())
                .focused($isFocused)
            content.searchState(text: text, isFocused: $isFocused)
        }
        .onChange(of: isPresented.wrappedValue, initial: true) { [$isFocused] _, presented in
            if $isFocused.wrappedValue != presented { $isFocused.wrappedValue = presented }
        }
        .onChange(of: isFocused) { [isPresented] _, focused in
            if isPresented.wrappedValue != focused { isPresented.wrappedValue = focused }
        }
    }
}
