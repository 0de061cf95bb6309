/// A title with an icon, as in SwiftUI: `Label("Inbox", systemImage: "tray")`.
///
/// Drawn by the label style in the environment (`labelStyle(_:)`); the
/// default, `.automatic`, is `.titleAndIcon`: the icon, one space (the
/// default spacing between two views: one cell), then the title, in a row
/// whose views share the first text baseline — so a title that wraps keeps
/// the icon on its first line:
///
/// ```
/// ✉ Inbox
/// ```
///
/// `LocalizedStringKey` titles are not modelled (the package has no
/// `LocalizedStringKey`); a string literal picks the `StringProtocol` form,
/// as `Text` does.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// The styles set with `labelStyle(_:)` above the label, innermost last.
    @Environment(\.labelStyles) private var styles

    /// A label whose title and icon are views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it. Inside the style's body, the label
    /// styles are the ones outside it, so `Label(configuration)` in a custom
    /// style draws the label as the style around it (or `.automatic`) would.
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: LabelStyleConfiguration.Title(title),
                                                    icon: LabelStyleConfiguration.Icon(icon))
        let style = styles.last ?? AnyLabelStyle(.automatic)
        let outer = Array(styles.dropLast())
        return style.makeBody(configuration)
            .modifier(_EnvironmentModifier { resolved in
                var values = EnvironmentValues(resolved)
                values.labelStyles = outer
                resolved = values.resolved
            })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose title is `title` and whose icon is the SF Symbol `name`
    /// (drawn as a glyph, see `Image(systemName:)`).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label whose title is `title` and whose icon is the image `name`
    /// (see `Image(_:)`: a terminal has no asset catalogue).
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label whose title is `title` and whose icon is the image resource
    /// `resource` (iOS 17; see `Image(_: ImageResource)`, IMG4).
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }

    /// A label whose title is the localized string `titleKey` and whose icon
    /// is the SF Symbol `name` (what a string literal makes, as in SwiftUI).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label whose title is the localized string `titleKey` and whose icon
    /// is the image `name`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label whose title is the localized string `titleKey` and whose icon
    /// is the image resource `resource` (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style was given, for a custom style's `makeBody`:
    /// `Label(configuration).bold()`.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
