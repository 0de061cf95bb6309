/// The older `NavigationLink` forms (deprecated in iOS 16, common in `NavigationView` code):
/// a link whose destination is shown while a binding is true, or while a selection equals
/// its tag (NAV6).
///
/// ```swift
/// NavigationLink(destination: Detail(), isActive: $showsDetail) { Text("Detail") }
/// NavigationLink(destination: Profile(name: name), tag: name, selection: $selected) { Text(name) }
/// ```
///
/// Return or Space on the link sets the binding (`isActive` true, `selection` the tag); the
/// binding set anywhere shows the destination; going back sets it back (`false`, `nil`).
extension NavigationLink {
    /// A link to `destination`, shown while `isActive` is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.target = .bound(destination, isActive: isActive)
        self.label = label()
    }

    /// A link to the view `destination` makes, shown while `isActive` is true.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link to `destination`, shown while `selection` is `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: Self.isActive(tag: tag, selection: selection), label: label)
    }

    /// A link to the view `destination` makes, shown while `selection` is `tag`.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// Internal: whether `selection` is `tag`; set true it becomes `tag`, set false (going
    /// back) `nil` — unless another link's tag was chosen since.
    static func isActive<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
        Binding(get: { selection.wrappedValue == tag },
                set: { active in
                    if active {
                        selection.wrappedValue = tag
                    } else if selection.wrappedValue == tag {
                        selection.wrappedValue = nil
                    }
                })
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by the key's text to `destination`, shown while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled `title` to `destination`, shown while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled by the key's text to the view `destination` makes, shown while
    /// `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// A link titled `title` to the view `destination` makes, shown while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A link titled by the key's text to `destination`, shown while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled `title` to `destination`, shown while `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    /// A link titled by the key's text to the view `destination` makes, shown while
    /// `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled `title` to the view `destination` makes, shown while `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}
