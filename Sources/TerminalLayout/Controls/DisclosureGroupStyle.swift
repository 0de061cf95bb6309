/// How a ``DisclosureGroup`` draws, as in SwiftUI: the built-in triangle,
/// or a style of your own that makes the group's body from its
/// configuration (DSC2).
///
/// ```swift
/// struct Chevron: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Button {
///                 configuration.isExpanded.toggle()
///             } label: {
///                 HStack {
///                     Text(configuration.isExpanded ? "v" : ">")
///                     configuration.label
///                 }
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
///
/// A style of your own makes the whole group, controls included: as in
/// SwiftUI, what it draws to expand the group (a `Button`, an
/// `onTapGesture`) is what takes focus and keys.
public protocol DisclosureGroupStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The disclosure group as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` draws: the label, the content and
/// whether it is shown.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The group's content (the style shows it or not).
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded; setting it sets the group's state or
    /// binding.
    @Binding public var isExpanded: Bool

    init(label: AnyView, content: AnyView, isExpanded: Binding<Bool>) {
        self.label = Label(content: label)
        self.content = Content(content: content)
        self._isExpanded = isExpanded
    }
}

/// The group DSC1 draws: `▸`/`▾` and the label on a focusable line that
/// Return, Space, → and ← work; expanded, the content below, indented two
/// columns.
nonisolated struct TriangleDisclosureBody: View {
    let configuration: DisclosureGroupStyleConfiguration
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let expanded = configuration.isExpanded
        let binding = configuration.$isExpanded
        return VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                Text(expanded ? "▾" : "▸")
                configuration.label
            }
            .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
                if isFocused { environment.isBold = true }
                if !isEnabled { environment.foregroundColor = .secondary }
            })
            .focusable(isEnabled)
            .focused($isFocused)
            .onKeyPress(phases: .down) { [isEnabled] press in
                guard isEnabled else { return .ignored }
                switch press.key {
                case .return, .space: binding.wrappedValue = !expanded
                case .rightArrow: binding.wrappedValue = true
                case .leftArrow: binding.wrappedValue = false
                default: return .ignored
                }
                return .handled
            }
            if expanded {
                VStack(alignment: .leading, spacing: 0) { configuration.content }
                    .padding(.leading, 2)
            }
        }
    }
}

/// The platform's disclosure group: the triangle (DSC1).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The triangle and the label; expanded, the content below.
    public func makeBody(configuration: Configuration) -> some View { TriangleDisclosureBody(configuration: configuration) }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's disclosure group.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension View {
    /// Sets the style of the disclosure groups in this view (DSC2).
    public consuming func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.disclosureGroupStyle = AnyDisclosureGroupStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a disclosure group style, type-erased (`nil` in the
/// environment: the triangle).
struct AnyDisclosureGroupStyle {
    let makeBody: (DisclosureGroupStyleConfiguration) -> AnyView

    init<S: DisclosureGroupStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyDisclosureGroupStyle? { nil }
}

extension EnvironmentValues {
    /// The style disclosure groups here draw with (internal; set by
    /// `disclosureGroupStyle(_:)`).
    var disclosureGroupStyle: AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}
