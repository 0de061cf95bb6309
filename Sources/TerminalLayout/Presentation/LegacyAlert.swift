/// An alert as SwiftUI's first API describes it — a title, an optional message and one or
/// two buttons — for `alert(isPresented:content:)` and `alert(item:content:)` (PRS1).
///
/// ```swift
/// .alert(isPresented: $failed) {
///     Alert(title: Text("Could not save"), message: Text(reason), dismissButton: .default(Text("OK")))
/// }
/// ```
///
/// It is drawn as the modern `alert(_:isPresented:actions:message:)` draws its alert.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (with none, "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons, the primary one first.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    /// An alert of `buttons` in order (an action sheet's, which may have any number).
    init(title: Text, buttons: [Button]) {
        self.title = title
        message = nil
        self.buttons = buttons
    }

    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button for an action that destroys something (drawn red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert's buttons as views.
    var actions: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            TerminalLayout.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

nonisolated extension View {
    /// Presents the alert `content` makes while `isPresented` is true (PRS1).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(_PresentationModifier(isPresented: isPresented, onDismiss: nil, alignment: .center, presented: {
            AlertBox(title: alert.title, actions: alert.actions, message: alert.message, stacked: false)
        }))
    }

    /// Presents the alert `content` makes for `item` while it is not `nil` (PRS1);
    /// dismissing it sets `item` to `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(_PresentationModifier(isPresented: Binding(presenting: item), onDismiss: nil, alignment: .center, presented: {
            alert.map { AlertBox(title: $0.title, actions: $0.actions, message: $0.message, stacked: false) }
        }))
    }
}
