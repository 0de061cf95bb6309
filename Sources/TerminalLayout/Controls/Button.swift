/// A control that performs an action, as in SwiftUI: drawn as a box around
/// its label, focusable, and triggered by Return or Space while it has
/// focus (BTN1).
///
/// ```swift
/// Button("Save") { save() }
/// Button(action: { count += 1 }) { Label… }
/// Button("Delete", role: .destructive) { delete() }
/// ```
///
/// ```
///  ╭──────╮      unfocused: the border dim
///  │ Save │      focused: the border in the accent colour, the label bold
///  ╰──────╯
/// ```
///
/// The box is the label with one row above and below and two columns on
/// each side (the border and a space): `Button("Save")` is 8×3 cells. A
/// `.destructive` button's label is red. Button styles are not modelled.
nonisolated public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.buttonStyle) private var style
    @Environment(\.menuDismiss) private var menuDismiss

    /// A button showing `label`, performing `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role showing `label`, performing `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// The box around the label, its focus and its keys (and its keyboard shortcut, KBD1).
    public var body: some View {
        let box = self.box
        if let shortcut {
            box.triggered(by: shortcut, isEnabled: isEnabled, action: perform)
        } else {
            box
        }
    }

    /// The label as the button style draws it (BTN2) — in the box (BTN1) for the default and
    /// bordered styles —, its focus and its keys.
    @ViewBuilder private var box: some View {
        if let primitive = style?.makePrimitiveBody {
            // A primitive style makes the whole button; it triggers the action itself (BTN3).
            decorated(primitive(PrimitiveButtonStyleConfiguration(
                role: role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label)), action: perform)))
        } else if let style, !style.drawsBox {
            decorated(style.makeBody(ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(content: AnyView(label)),
                                                              isPressed: false, role: role)))
                .activatedByKeys(isEnabled: isEnabled, focus: $isFocused, action: perform)
        } else {
            decorated(label)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
                .background(border)
                .activatedByKeys(isEnabled: isEnabled, focus: $isFocused, action: perform)
        }
    }

    /// The box's outline: round corners, or square ones for a
    /// `buttonBorderShape(.roundedRectangle(radius:))` under one cell (APR1).
    @ViewBuilder private var border: some View {
        let color = isFocused ? tint ?? Color.accentColor : Color.secondary
        if borderShape.hasSquareCorners {
            Rectangle().stroke(color)
        } else {
            RoundedRectangle(cornerRadius: 1).stroke(color)
        }
    }

    /// The action, then — in an open ``Menu`` — closing the menu (MNU1).
    private var perform: () -> Void {
        guard let menuDismiss else { return action }
        return { [action] in
            action()
            menuDismiss()
        }
    }

    /// `content` bold when focused, red when destructive, `.secondary` when disabled.
    private func decorated<V: View>(_ content: V) -> some View {
        content.modifier(_EnvironmentModifier { [isFocused, role, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if role == .destructive { environment.foregroundColor = .red }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
    }
}

extension Button where Label == Text {
    /// A button whose label is `title`, performing `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role whose label is `title`, performing `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
