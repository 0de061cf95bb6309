/// How a ``Toggle`` draws, as in SwiftUI: the built-in styles, or one of
/// your own that makes the toggle's body from its configuration (TGL2).
///
/// ```swift
/// struct Star: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Text(configuration.isOn ? "★" : "☆")
///             configuration.label
///         }
///     }
/// }
/// Toggle("Favourite", isOn: $favourite).toggleStyle(Star())
///
///  ★ Favourite        on;  "☆ Favourite" off
/// ```
///
/// As in SwiftUI, a style of your own makes the whole toggle, its controls
/// included: the toggle adds no focus stop of its own, and what the style
/// draws to flip it (a `Button` toggling `configuration.isOn`, an
/// `onTapGesture`) takes focus and keys. The built-in styles (`.automatic`,
/// `.switch`, `.button`, `.checkbox`) all draw the check box, focusable,
/// flipped by Return and Space (TGL1).
public protocol ToggleStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The toggle as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// A toggle's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off
    /// (never, here: a toggle has one binding).
    public var isMixed: Bool

    init(label: AnyView, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = Label(content: label)
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

/// The check box the built-in styles draw: `[x]` or `[ ]`, then the label
/// one cell after it (none below `labelsHidden()`).
nonisolated struct CheckBoxToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            Text(configuration.isMixed ? "[-]" : configuration.isOn ? "[x]" : "[ ]")
            if !labelsHidden { configuration.label }
        }
    }
}

/// The platform's toggle: a check box here.
public struct DefaultToggleStyle: ToggleStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The check box and the label.
    public func makeBody(configuration: Configuration) -> some View { CheckBoxToggleBody(configuration: configuration) }
}

/// A switch: a check box here.
public struct SwitchToggleStyle: ToggleStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// Creates the style with a tint (accepted: a check box has none).
    public init(tint: Color) {}
    /// The check box and the label.
    public func makeBody(configuration: Configuration) -> some View { CheckBoxToggleBody(configuration: configuration) }
}

/// A button that stays pressed while on: a check box here.
public struct ButtonToggleStyle: ToggleStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The check box and the label.
    public func makeBody(configuration: Configuration) -> some View { CheckBoxToggleBody(configuration: configuration) }
}

/// A check box (macOS): what every built-in style draws here.
public struct CheckboxToggleStyle: ToggleStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The check box and the label.
    public func makeBody(configuration: Configuration) -> some View { CheckBoxToggleBody(configuration: configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's toggle.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box (macOS).
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated extension View {
    /// Sets the style of the toggles in this view (TGL2): a built-in style
    /// draws the check box (TGL1), one of your own makes each toggle's body.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.toggleStyle = style is any BuiltInToggleStyle ? nil : AnyToggleStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: the built-in styles, which all draw the check box with its
/// focus and keys (stored as `nil`, TGL1).
protocol BuiltInToggleStyle {}
extension DefaultToggleStyle: BuiltInToggleStyle {}
extension SwitchToggleStyle: BuiltInToggleStyle {}
extension ButtonToggleStyle: BuiltInToggleStyle {}
extension CheckboxToggleStyle: BuiltInToggleStyle {}

/// Internal: a toggle style of your own, type-erased (`nil` in the environment: the
/// check box).
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
    /// The style toggles here draw with (internal; set by `toggleStyle(_:)`).
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
