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
/// leaves the box alone. Every built-in toggle style is drawn as a check
/// box; a ``ToggleStyle`` of your own draws the toggle (TGL2).
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// Whether the toggle stands for sources some of which are on and some off (`sources:`).
    var isMixed = false
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.toggleStyle) private var style

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

    /// The toggle: a style of your own's body as it is — its own controls
    /// take focus and keys (TGL2) — or the check box with its focus and keys.
    @ViewBuilder private var control: some View {
        let configuration = ToggleStyleConfiguration(label: AnyView(label), isOn: isOn, isMixed: isMixed)
        if let style {
            // Inside the style's body the style is not in effect any more, as in SwiftUI: a
            // `Toggle(configuration)` there is the built-in toggle (TGL2), not this style again.
            style.makeBody(configuration).transformEnvironment(\.toggleStyle) { $0 = nil }
        } else {
            checkBox(configuration)
        }
    }

    /// The check box (TGL1), bold while focused, with its focus and keys.
    private func checkBox(_ configuration: ToggleStyleConfiguration) -> some View {
        CheckBoxToggleBody(configuration: configuration)
            .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
                if isFocused { environment.isBold = true }
                if !isEnabled { environment.foregroundColor = .secondary }
            })
            .activatedByKeys(isEnabled: isEnabled, focus: $isFocused) { [isOn] in isOn.wrappedValue.toggle() }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration: a style of your own can
    /// draw the toggle another style draws (`Toggle(configuration)
    /// .toggleStyle(.switch)`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == TerminalLayout.Label<Text, Image> {
    /// A toggle of `isOn` labelled `title` with the system image `systemImage` (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TerminalLayout.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

nonisolated extension View {
    /// Hides the labels of controls below this view: a `Toggle` shows its
    /// box alone (a `Button`'s label is its content, so it stays).
    public consuming func labelsHidden() -> some View {
        modifier(_EnvironmentModifier { $0.labelsHidden = true })
    }
}
