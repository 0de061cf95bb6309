extension Button where Label == TerminalLayout.Label<Text, Image> {
    /// A button labelled by the key's text and the system image `systemImage`, performing
    /// `action` (BTN1: the label is a ``Label``, its icon one glyph).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TerminalLayout.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A button labelled `title` and the system image `systemImage`, performing `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TerminalLayout.Label(title, systemImage: systemImage) }
    }

    /// A button with a role labelled by the key's text and the system image `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) {
            TerminalLayout.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
        }
    }

    /// A button with a role labelled `title` and the system image `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TerminalLayout.Label(title, systemImage: systemImage) }
    }
}
