/// A control that turns a value on and off, as in SwiftUI: drawn as a
/// check box before its label, focusable, and flipped by Return or Space
/// while it has focus (TGL1).
///
/// ```swift
/// Toggle("Wrap lines", isOn: $wraps)
/// Toggle(isOn: $verbose) { Label("Verbose", systemImage: "text.alignleft") }
/// ```
///
/// ```
///  [x] Wrap lines      on;  "[ ]" off
/// ```
///
/// Focused, the label is bold; disabled (`disabled(_:)`), it takes no
/// focus, ignores its keys and is drawn `.secondary`; `labelsHidden()`
/// leaves the box alone. Every toggle style is drawn as a check box.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.keyboardShortcut) private var shortcut

    /// A toggle of `isOn` with a label of your own.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let control = self.control
        if let shortcut {
            control.triggered(by: shortcut, isEnabled: isEnabled) { [isOn] in isOn.wrappedValue.toggle() }
        } else {
            control
        }
    }

    /// The box, the label, their focus and keys.
    private var control: some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            Text(isOn.wrappedValue ? "[x]" : "[ ]")
            if !labelsHidden { label }
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
        .activatedByKeys(isEnabled: isEnabled, focus: $isFocused) { [isOn] in isOn.wrappedValue.toggle() }
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// How a toggle looks (`toggleStyle(_:)`): every style is drawn as a check
/// box in a terminal.
public protocol ToggleStyle {}

/// The platform's toggle.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}

/// A button that stays pressed while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
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

nonisolated extension View {
    /// Sets the style of toggles below this view: accepted, every toggle is
    /// drawn as a check box (TGL1).
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }

    /// Hides the labels of controls below this view: a `Toggle` shows its
    /// box alone (a `Button`'s label is its content, so it stays).
    public consuming func labelsHidden() -> some View {
        modifier(_EnvironmentModifier { $0.labelsHidden = true })
    }
}
