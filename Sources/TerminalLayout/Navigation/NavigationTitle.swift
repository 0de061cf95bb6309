nonisolated extension View {
    /// Sets the title a ``NavigationStack`` shows above this view while it is the stack's top
    /// view (NAV1); outside a stack it changes nothing. The first title in view order wins.
    @_disfavoredOverload
    public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Sets the navigation title to a text's characters (its styling is not kept).
    public consuming func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title.content)
    }
}

/// Internal: the preference a ``NavigationStack`` reads its levels' titles from.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// Sets the navigation title to a binding's string (SwiftUI's editable title, iOS 16): the
    /// stack shows the binding's value as it is when the view is laid out; renaming it is the
    /// app's own, through the binding (a terminal's title bar cannot be edited in place).
    public consuming func navigationTitle(_ title: Binding<String>) -> some View {
        preference(key: NavigationTitleKey.self, value: title.wrappedValue)
    }
}
