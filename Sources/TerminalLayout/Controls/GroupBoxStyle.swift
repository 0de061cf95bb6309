/// How a ``GroupBox`` draws, as in SwiftUI: the built-in box, or a style of
/// your own that makes the group box's body from its configuration (GBX2).
///
/// ```swift
/// struct Plain: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             configuration.content
///         }
///     }
/// }
/// GroupBox("Net") { Text("up") }.groupBoxStyle(Plain())
/// ```
public protocol GroupBoxStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The group box as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` draws: the group box's label and content.
public struct GroupBoxStyleConfiguration {
    /// A group box's label, as a view (nothing for an untitled box).
    nonisolated public struct Label: View {
        let content: AnyView?
        public var body: some View {
            if let content { content }
        }
    }

    /// A group box's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group box's label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The group box's content.
    public let content: GroupBoxStyleConfiguration.Content

    init(label: AnyView?, content: AnyView) {
        self.label = Label(content: label)
        self.content = Content(content: content)
    }
}

/// The box GBX1 draws: the bold label above the content, padded, inside a
/// rounded border in `.secondary`.
nonisolated struct BoxedGroupBoxBody: View {
    let configuration: GroupBoxStyleConfiguration

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if configuration.label.content != nil { configuration.label.bold() }
            configuration.content
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        .background(RoundedRectangle(cornerRadius: 1).stroke(Color.secondary))
    }
}

/// The platform's group box: the rounded box (GBX1).
public struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The box around the label and the content.
    public func makeBody(configuration: Configuration) -> some View { BoxedGroupBoxBody(configuration: configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Sets the style of the group boxes in this view (GBX2).
    public consuming func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.groupBoxStyle = AnyGroupBoxStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a group box style, type-erased (`nil` in the environment: the box).
struct AnyGroupBoxStyle {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle? { nil }
}

extension EnvironmentValues {
    /// The style group boxes here draw with (internal; set by `groupBoxStyle(_:)`).
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}
