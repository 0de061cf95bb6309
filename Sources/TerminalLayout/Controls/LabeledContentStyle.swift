/// How a ``LabeledContent`` draws, as in SwiftUI: the built-in row, or a
/// style of your own that makes its body from its configuration (LBC2).
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             configuration.content
///         }
///     }
/// }
/// LabeledContent("Size", value: "12 MB").labeledContentStyle(Stacked())
/// ```
public protocol LabeledContentStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The labeled content as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` draws: the label and the content.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content.
    public let content: LabeledContentStyleConfiguration.Content

    init(label: AnyView, content: AnyView) {
        self.label = Label(content: label)
        self.content = Content(content: content)
    }
}

/// The row LBC1 draws: the label leading, the content in `.secondary`
/// trailing, at least a column apart.
nonisolated struct RowLabeledContentBody: View {
    let configuration: LabeledContentStyleConfiguration

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            configuration.label
            Spacer(minLength: 1)
            configuration.content.foregroundColor(.secondary)
        }
    }
}

/// The platform's labeled content: the row (LBC1).
public struct AutomaticLabeledContentStyle: LabeledContentStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The label and the content in a row.
    public func makeBody(configuration: Configuration) -> some View { RowLabeledContentBody(configuration: configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's labeled content.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension View {
    /// Sets the style of the labeled content in this view (LBC2).
    public consuming func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.labeledContentStyle = AnyLabeledContentStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a labeled content style, type-erased (`nil` in the
/// environment: the row).
struct AnyLabeledContentStyle {
    let makeBody: (LabeledContentStyleConfiguration) -> AnyView

    init<S: LabeledContentStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabeledContentStyle? { nil }
}

extension EnvironmentValues {
    /// The style labeled content here draws with (internal; set by
    /// `labeledContentStyle(_:)`).
    var labeledContentStyle: AnyLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}
