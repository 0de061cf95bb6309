/// How a ``ControlGroup`` draws, as in SwiftUI: the built-in styles, or a
/// style of your own that makes the group's body from its configuration
/// (CTG1).
///
/// ```swift
/// struct Boxed: ControlGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.content }.border(.secondary)
///     }
/// }
/// ```
public protocol ControlGroupStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The control group as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a ``ControlGroupStyle`` draws: the group's controls and its label.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's label, as a view (nothing for an unlabelled group).
    nonisolated public struct Label: View {
        let content: AnyView?
        public var body: some View {
            if let content { content }
        }
    }

    /// The group's controls.
    public let content: ControlGroupStyleConfiguration.Content
    /// The group's label.
    public let label: ControlGroupStyleConfiguration.Label

    init(content: AnyView, label: AnyView?) {
        self.content = Content(content: content)
        self.label = Label(content: label)
    }
}

/// The controls side by side, as an `HStack` draws them (CTG1).
nonisolated struct InlineControlGroupBody: View {
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        HStack { configuration.content }
    }
}

/// The group as a menu of its controls under its label (CTG1).
nonisolated struct MenuControlGroupBody: View {
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// The platform's control group: the controls side by side.
public struct AutomaticControlGroupStyle: ControlGroupStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View { InlineControlGroupBody(configuration: configuration) }
}

/// Navigation controls (back and forward): the controls side by side.
public struct NavigationControlGroupStyle: ControlGroupStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View { InlineControlGroupBody(configuration: configuration) }
}

/// A palette of controls: the controls side by side.
public struct PaletteControlGroupStyle: ControlGroupStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View { InlineControlGroupBody(configuration: configuration) }
}

/// A menu of the controls, opened from the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// A menu of the controls under the label.
    public func makeBody(configuration: Configuration) -> some View { MenuControlGroupBody(configuration: configuration) }
}

/// A compact menu of the controls: a menu under the label here.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// A menu of the controls under the label.
    public func makeBody(configuration: Configuration) -> some View { MenuControlGroupBody(configuration: configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's control group.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Navigation controls.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette of controls.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu of the controls.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu of the controls.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

nonisolated extension View {
    /// Sets the style of the control groups in this view (CTG1).
    public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.controlGroupStyle = AnyControlGroupStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a control group style, type-erased (`nil` in the environment:
/// the controls side by side).
struct AnyControlGroupStyle {
    let makeBody: (ControlGroupStyleConfiguration) -> AnyView

    init<S: ControlGroupStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyControlGroupStyle? { nil }
}

extension EnvironmentValues {
    /// The style control groups here draw with (internal; set by `controlGroupStyle(_:)`).
    var controlGroupStyle: AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}
