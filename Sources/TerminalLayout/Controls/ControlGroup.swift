/// Controls shown as one group, as in SwiftUI (CTG1).
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") { size -= 1 }
///     Button("Increase") { size += 1 }
/// }
/// ```
///
/// In a terminal the built-in style draws the controls side by side, as an
/// `HStack` draws them; `.menu` and `.compactMenu` draw a ``Menu`` of them
/// under the group's label. A ``ControlGroupStyle`` of your own draws the
/// group instead.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    /// Made by `ControlGroup(_:)` from a style's configuration: drawn as
    /// the platform's group, not by the style again.
    var isStyled = false
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }

    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(content: AnyView(content), label: label)
        if let style, !isStyled {
            style.makeBody(configuration)
        } else {
            InlineControlGroupBody(configuration: configuration)
        }
    }
}

/// The content of a labelled ``ControlGroup``: its controls (the label is
/// the group's, given to its style).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

extension ControlGroup {
    /// A group of the controls `content` makes, labelled by the view `label` makes.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }

    /// A group of the controls `content` makes, titled by the key's text.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group of the controls `content` makes, titled `title`.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group of the controls `content` makes, labelled by the key's text and the system image.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A group of the controls `content` makes, labelled `title` and the system image.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The group a style is given, drawn as the platform's group (its
    /// controls side by side), for a style that adds to it.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.label = configuration.label.content
        self.isStyled = true
    }
}
