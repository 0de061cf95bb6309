/// A control that shows a list of actions when opened, as in SwiftUI (MNU1).
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { sort(.name) }
///     Button("By date") { sort(.date) }
/// }
/// ```
///
/// In a terminal a menu is its label followed by `▾`. It is focusable (Tab); while focused
/// its label is bold, and Return or Space open it: its content appears below, indented two
/// columns, its buttons drawn plain (`buttonStyle(.plain)`) and reached with Tab. A button
/// of the menu closes it after its action; Escape, or Return or Space on the label again,
/// close it too. Below `disabled(true)` it takes no focus and is `.secondary`. Below
/// `menuIndicator(.hidden)` the `▾` is not drawn; a `menuStyle(_:)` of your own draws the
/// menu instead, usually as `Menu(configuration)` with modifiers (MNU3).
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isOpen = false
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.menuStyle) private var style
    @Environment(\.menuIndicatorVisibility) private var indicator
    /// Among a scene's commands the content is always made: a submenu's shortcuts (CMD1).
    @Environment(\.isInCommands) private var isInCommands
    /// Made by `Menu(_:)` from a style's configuration: drawn as the
    /// platform's menu, not by the style again (MNU3).
    var isStyled = false
    /// What Return and Space do instead of opening the menu (`primaryAction:`, MNU4); ↓ opens it.
    var primaryAction: (() -> Void)? = nil

    /// A menu of the content `content` makes, labelled by the view `label` makes.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        if let style, !isStyled {
            style.makeBody(MenuStyleConfiguration(label: AnyView(label), content: AnyView(content)))
        } else {
            platformMenu
        }
    }

    /// The menu MNU1 draws: the label and `▾`, the content below while open.
    private var platformMenu: some View {
        let close = MenuDismissAction { [$isOpen] in $isOpen.wrappedValue = false }
        return VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                label
                if indicator != .hidden { Text("▾") }
            }
            .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
                if isFocused { environment.isBold = true }
                if !isEnabled { environment.foregroundColor = .secondary }
            })
            .activatedByKeys(isEnabled: isEnabled, focus: $isFocused) { [$isOpen, primaryAction] in
                if let primaryAction { primaryAction() } else { $isOpen.wrappedValue.toggle() }
            }
            .onKeyPress(.downArrow, phases: .down) { [$isOpen, primaryAction, isEnabled] _ in
                // With a primary action, ↓ is what shows the items (SwiftUI: a long press).
                guard primaryAction != nil, isEnabled else { return .ignored }
                $isOpen.wrappedValue.toggle()
                return .handled
            }
            if isOpen || isInCommands {
                VStack(alignment: .leading, spacing: 0) { content }
                    .padding(.leading, 2)
                    .buttonStyle(.plain)
                    .environment(\.menuDismiss, close)
            }
        }
        .onKeyPress(.escape) {
            guard isOpen else { return .ignored }
            isOpen = false
            return .handled
        }
    }
}

extension Menu {
    /// A menu whose Return and Space run `primaryAction`; ↓ shows the items (MNU4).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    /// A menu titled `title` whose Return and Space run `primaryAction`; ↓ shows the items (MNU4).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) } primaryAction: { primaryAction() }
    }

    /// A menu titled by the key's text whose Return and Space run `primaryAction` (MNU4).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) } primaryAction: { primaryAction() }
    }

    /// A menu titled `title` of the content `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled by the key's text of the content `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

/// Internal: how a button in an open menu closes it after its action.
struct MenuDismissAction {
    let close: () -> Void
    func callAsFunction() { close() }
}

private struct MenuDismissKey: EnvironmentKey {
    static var defaultValue: MenuDismissAction? { nil }
}

extension EnvironmentValues {
    /// The open menu's close action, for its buttons (internal).
    var menuDismiss: MenuDismissAction? {
        get { self[MenuDismissKey.self] }
        set { self[MenuDismissKey.self] = newValue }
    }
}

extension Menu where Label == TerminalLayout.Label<Text, Image> {
    /// A menu labelled by `title` and the system image `systemImage` (iOS 17), of the content
    /// `content` makes: the label drawn as a ``Label`` is (its symbol glyph, then the title).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalLayout.Label(title, systemImage: systemImage) }
    }

    /// A menu labelled by the key's text and the system image `systemImage` (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalLayout.Label(Text(titleKey).content, systemImage: systemImage) }
    }

    /// A menu labelled by `title` and `systemImage` whose Return and Space run `primaryAction`
    /// (MNU4); ↓ shows the items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content) { TerminalLayout.Label(title, systemImage: systemImage) } primaryAction: { primaryAction() }
    }

    /// A menu labelled by the key's text and `systemImage` whose Return and Space run
    /// `primaryAction` (MNU4).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content) { TerminalLayout.Label(Text(titleKey).content, systemImage: systemImage) } primaryAction: { primaryAction() }
    }
}
