extension Button where Label == TerminalLayout.Label<Text, Image> {
    /// A button labelled by the key's text and the image resource `image`,
    /// performing `action` (iOS 17; BTN1: the label is a ``Label``, its icon
    /// the image's glyph, IMG4).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { TerminalLayout.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }

    /// A button labelled `title` and the image resource `image`, performing `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { TerminalLayout.Label(title, image: image) }
    }

    /// A button with a role labelled by the key's text and the image resource `image`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) {
            TerminalLayout.Label(title: { Text(titleKey) }, icon: { Image(image) })
        }
    }

    /// A button with a role labelled `title` and the image resource `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TerminalLayout.Label(title, image: image) }
    }
}
