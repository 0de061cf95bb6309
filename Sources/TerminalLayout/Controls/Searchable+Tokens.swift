nonisolated extension View {
    /// Adds a search field with tokens before it, as SwiftUI's iOS 16 modifier (SRC4): each
    /// token drawn by `token`, then the field; Backspace at the start of the field removes the
    /// last token.
    public consuming func searchable<C, T>(text: Binding<String>, tokens: Binding<C>,
                                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, tokens: SearchTokens(tokens, token: token)))
    }

    /// Adds a search field with tokens, prompting with the key's text (SRC4).
    public consuming func searchable<C, T>(text: Binding<String>, tokens: Binding<C>,
                                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.text, tokens: SearchTokens(tokens, token: token)))
    }

    /// Adds a search field with tokens, prompting with `prompt` (SRC4).
    @_disfavoredOverload
    public consuming func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S,
                                              @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), tokens: SearchTokens(tokens, token: token)))
    }

    /// Adds a search field with tokens each view edits through a binding, as SwiftUI's iOS 17
    /// modifier (SRC4).
    public consuming func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>,
                                                 placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                                 @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, tokens: SearchTokens(editable: editableTokens, token: token)))
    }

    /// Adds a search field with editable tokens, prompting with the key's text (SRC4).
    public consuming func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>,
                                                 placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                                 @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: prompt.text, tokens: SearchTokens(editable: editableTokens, token: token)))
    }

    /// Adds a search field with editable tokens, prompting with `prompt` (SRC4).
    @_disfavoredOverload
    public consuming func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, editableTokens: Binding<C>,
                                                                    placement: SearchFieldPlacement = .automatic, prompt: S,
                                                                    @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        modifier(_SearchableModifier(text: text, prompt: String(prompt), tokens: SearchTokens(editable: editableTokens, token: token)))
    }
}

/// Internal: a search's tokens, type-erased: their views, and removing the last (SRC4).
struct SearchTokens {
    /// The tokens' views, in order.
    let views: () -> [AnyView]
    /// Removes the last token, if any.
    let removeLast: () -> Void

    init<C, T: View>(_ tokens: Binding<C>, token: @escaping (C.Element) -> T)
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        views = { tokens.wrappedValue.map { AnyView(token($0).id($0.id)) } }
        removeLast = { if !tokens.wrappedValue.isEmpty { tokens.wrappedValue.removeLast() } }
    }

    init<C, T: View>(editable tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T)
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        views = {
            tokens.wrappedValue.indices.map { index in
                let element = Binding(get: { tokens.wrappedValue[index] },
                                      set: { tokens.wrappedValue.replaceSubrange(index...index, with: [$0]) })
                return AnyView(token(element).id(tokens.wrappedValue[index].id))
            }
        }
        removeLast = { if !tokens.wrappedValue.isEmpty { tokens.wrappedValue.removeLast() } }
    }
}
