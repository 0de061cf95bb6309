/// How a ``Menu`` draws, as in SwiftUI: the built-in styles, or a style of
/// your own that makes the menu's body from its configuration (MNU3).
///
/// ```swift
/// struct RedMenu: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).foregroundColor(.red)
///     }
/// }
/// Menu("Sort") { Button("By name") {} }.menuStyle(RedMenu())
/// ```
///
/// As in SwiftUI the configuration exposes nothing: a style draws the menu
/// with `Menu(configuration)`, which is the platform's menu (label, `▾`,
/// focus and keys, MNU1) however the style wraps it.
public protocol MenuStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The menu as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` draws: a menu, shown with `Menu(configuration)`.
public struct MenuStyleConfiguration {
    /// A menu's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A menu's content, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    let label: MenuStyleConfiguration.Label
    let content: MenuStyleConfiguration.Content

    init(label: AnyView, content: AnyView) {
        self.label = Label(content: label)
        self.content = Content(content: content)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style is given, drawn as the platform's menu (MNU1), for
    /// a style that adds to it.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        isStyled = true
    }
}

/// The platform's menu: its label and `▾` (MNU1).
public struct DefaultMenuStyle: MenuStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The platform's menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a borderless button: its label and `▾` here (MNU1).
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The platform's menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button: its label and `▾` here (MNU1).
public struct ButtonMenuStyle: MenuStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The platform's menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension View {
    /// Sets the style of the menus in this view (MNU3): a built-in style
    /// draws the platform's menu (MNU1), one of your own makes each menu's body.
    public consuming func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.menuStyle = AnyMenuStyle(style)
            resolved = values.resolved
        })
    }

    /// Sets whether the menus in this view draw their `▾` (MNU3):
    /// `.hidden` hides it, `.automatic` and `.visible` draw it.
    public consuming func menuIndicator(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.menuIndicatorVisibility = visibility
            resolved = values.resolved
        })
    }
}

/// Internal: a menu style, type-erased (`nil` in the environment: the
/// platform's menu).
struct AnyMenuStyle {
    let makeBody: (MenuStyleConfiguration) -> AnyView

    init<S: MenuStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: AnyMenuStyle? { nil }
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The style menus here draw with (internal; set by `menuStyle(_:)`).
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// Whether menus here draw their `▾` (set by `menuIndicator(_:)`).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}
