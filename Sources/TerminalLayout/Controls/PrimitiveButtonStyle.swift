/// A style that makes the whole of a button — how it looks and how it is
/// pressed — as in SwiftUI: its body calls `configuration.trigger()` when
/// the button should act.
///
/// ```swift
/// struct TapOnce: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture { configuration.trigger() }
///     }
/// }
/// ```
///
/// In a terminal (BTN3) the style's body is the button: the button adds no
/// box, no focus and no keys of its own (an `onTapGesture` in the body
/// makes it focusable, Return or Space tapping it); the label is bold while
/// the button's own focus would be, red for a destructive role, `.secondary`
/// when disabled — as a `ButtonStyle`'s is. A keyboard shortcut still
/// triggers it.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` makes a button from: its label, its role,
/// and the action to trigger.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}

nonisolated extension View {
    /// Makes the buttons below with a primitive style (BTN3).
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.buttonStyle = AnyButtonStyle(primitive: style)
            resolved = values.resolved
        })
    }
}
