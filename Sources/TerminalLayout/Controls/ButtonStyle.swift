/// How a ``Button`` draws its label, as in SwiftUI (BTN2).
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 1).background(Color.blue)
///     }
/// }
/// Button("Go") { go() }.buttonStyle(Pill())
/// ```
///
/// The button stays what makes it a button — focusable, Return and Space trigger it, bold
/// while focused, `.secondary` when disabled — and the style draws around its label.
/// `isPressed` is always `false`: a terminal reports no key holds.
public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws: the button's label, role and state.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is being pressed (never, in a terminal).
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// The style that draws a rounded box around the label (the default, BTN1).
public struct DefaultButtonStyle: ButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The label alone, without a box.
public struct PlainButtonStyle: ButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The label alone, without a box.
public struct BorderlessButtonStyle: ButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A rounded box around the label.
public struct BorderedButtonStyle: ButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A rounded box around the label.
public struct BorderedProminentButtonStyle: ButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style: a rounded box.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    /// A rounded box.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A rounded box.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

nonisolated extension View {
    /// Sets how the buttons in this view draw their labels (BTN2): `.plain` and
    /// `.borderless` without the box, `.automatic`, `.bordered` and `.borderedProminent` in
    /// it, or your own ``ButtonStyle``.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.buttonStyle = AnyButtonStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a button style, type-erased; `drawsBox` for the built-in boxed ones.
struct AnyButtonStyle {
    let drawsBox: Bool
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    /// A primitive style's body (BTN3): the whole button; `nil` for a `ButtonStyle`.
    let makePrimitiveBody: ((PrimitiveButtonStyleConfiguration) -> AnyView)?

    init<S: ButtonStyle>(_ style: S) {
        drawsBox = S.self == DefaultButtonStyle.self || S.self == BorderedButtonStyle.self
            || S.self == BorderedProminentButtonStyle.self || S.self == GlassButtonStyle.self
            || S.self == GlassProminentButtonStyle.self
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        makePrimitiveBody = nil
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        drawsBox = false
        makeBody = { AnyView($0.label) }
        makePrimitiveBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The style buttons here draw with (internal; set by `buttonStyle(_:)`; `nil`: the box).
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
