/// A box around related views, with an optional title, as in SwiftUI (GBX1).
///
/// ```swift
/// GroupBox("Network") {
///     LabeledContent("Address", value: "10.0.0.2")
/// }
/// ```
///
/// In a terminal the box is a rounded border in `.secondary` around its label (bold, on
/// the first row) and its content, leading-aligned and padded by a row above and below and
/// two columns on each side (as a `Button`'s label is). A `groupBoxStyle(_:)` of your own
/// draws it instead (GBX2).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content
    var isStyled = false
    @Environment(\.groupBoxStyle) private var style

    /// A box around the content `content` makes, titled by the view `label` makes.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: label.map { AnyView($0) }, content: AnyView(content))
        if let style, !isStyled { style.makeBody(configuration) } else { BoxedGroupBoxBody(configuration: configuration) }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a title around the content `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box titled `title` around the content `content` makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox {
    /// A box titled by `label` around the content (the form of iOS 14).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is given, drawn as the platform's box (for a
    /// style that adds to it: `GroupBox(configuration).padding()`).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label.content == nil ? nil : configuration.label
        self.content = configuration.content
        self.isStyled = true
    }
}
