/// A label and a value beside it, as in SwiftUI's forms (LBC1).
///
/// ```swift
/// LabeledContent("Size", value: "12 MB")
/// LabeledContent("Volume") { Text("\(volume)") }
/// ```
///
/// In a terminal the label is at the leading edge and the content at the trailing edge of
/// the width offered, at least a column apart, the content in `.secondary` (as SwiftUI draws
/// a value in a form). A `labeledContentStyle(_:)` of your own draws it instead (LBC2).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    var isStyled = false
    @Environment(\.labeledContentStyle) private var style

    /// A label that `label` makes beside the content that `content` makes.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: AnyView(label), content: AnyView(content))
        if let style, !isStyled { style.makeBody(configuration) } else { RowLabeledContentBody(configuration: configuration) }
    }
}

extension LabeledContent where Label == Text {
    /// The title `title` beside the content that `content` makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// The title `title` beside the text `value`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) where Content == Text {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style is given, drawn as the platform's row
    /// (for a style that adds to it).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isStyled = true
    }
}
