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
/// two columns on each side (as a `Button`'s label is).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// A box around the content `content` makes, titled by the view `label` makes.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let label { label.bold() }
            content
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        .background(RoundedRectangle(cornerRadius: 1).stroke(Color.secondary))
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
