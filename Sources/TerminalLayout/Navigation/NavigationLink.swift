/// A view that pushes a destination on the ``NavigationStack`` around it, as in SwiftUI
/// (NAV1).
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }
/// NavigationLink(destination: Detail(item: item)) { Label(item.name, systemImage: "doc") }
/// ```
///
/// In a terminal it is its label followed by `›`; it takes focus (Tab), is bold while
/// focused, and Return or Space pushes the destination. Outside a navigation stack, or
/// disabled, it takes no focus and its label is drawn `.secondary`.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// What the link pushes: a view, or a value for the stack's path (NAV2).
    let target: Target
    @Environment(\.navigationPush) private var push
    @Environment(\.isEnabled) private var isEnabled
    @FocusState private var isFocused: Bool

    /// A link to `destination` whose label `label` makes.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination)
        self.label = label()
    }

    /// What a link pushes.
    enum Target {
        /// A view.
        case view(Destination)
        /// A value the stack shows with its registered destination (`nil`: nothing, the
        /// link is inactive).
        case value(AnyHashable?)
        /// A view shown while the binding is true (the older forms, NAV6).
        case bound(Destination, isActive: Binding<Bool>)
    }

    /// A link to the view `destination` makes, whose label `label` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: some View {
        let hasTarget = if case .value(nil) = target { false } else { true }
        let isActive = isEnabled && push != nil && hasTarget
        let link = HStack(alignment: .firstTextBaseline, spacing: 1) {
            label
            Text("›")
        }
        .modifier(_EnvironmentModifier { [isFocused] environment in
            if isFocused { environment.isBold = true }
            if !isActive { environment.foregroundColor = .secondary }
        })
        .activatedByKeys(isEnabled: isActive, focus: $isFocused) { [push, target] in
            switch target {
            case .view(let destination): push?(AnyView(destination))
            case .value(let value): if let value { push?.pushValue(value) }
            case .bound(_, let binding): binding.wrappedValue = true
            }
        }
        return link.modifier(NavigationLinkBinding(target: target))
    }
}

/// Internal: what a link of the older forms adds (NAV6): its destination, shown on the stack
/// while its binding is true (`navigationDestination(isPresented:)`, NAV2), which going back
/// sets to false. A link whose label is `EmptyView` is not drawn and takes no focus: it is
/// only the binding's.
nonisolated private struct NavigationLinkBinding<Label: View, Destination: View>: ViewModifier {
    let target: NavigationLink<Label, Destination>.Target

    func body(content: Content) -> some View {
        if case .bound(let destination, let isActive) = target {
            if Label.self == EmptyView.self {
                // A node of no size, for the modifier to sit on.
                Color.clear.frame(width: 0, height: 0).navigationDestination(isPresented: isActive) { destination }
            } else {
                content.navigationDestination(isPresented: isActive) { destination }
            }
        } else {
            content
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` to the view `destination` makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the path of the stack around it, whose
    /// `navigationDestination(for:)` shows it (NAV2); a `nil` value makes an inactive link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.target = .value(value.map(AnyHashable.init))
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` that appends `value` to the stack's path (NAV2).
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that appends `value` to the stack's path (NAV2).
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
