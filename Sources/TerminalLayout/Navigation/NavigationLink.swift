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
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination
    @Environment(\.navigationPush) private var push
    @Environment(\.isEnabled) private var isEnabled
    @FocusState private var isFocused: Bool

    /// A link to `destination` whose label `label` makes.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link to the view `destination` makes, whose label `label` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: some View {
        let isActive = isEnabled && push != nil
        return HStack(alignment: .firstTextBaseline, spacing: 1) {
            label
            Text("›")
        }
        .modifier(_EnvironmentModifier { [isFocused] environment in
            if isFocused { environment.isBold = true }
            if !isActive { environment.foregroundColor = .secondary }
        })
        .activatedByKeys(isEnabled: isActive, focus: $isFocused) { [push, destination] in
            push?(AnyView(destination))
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
