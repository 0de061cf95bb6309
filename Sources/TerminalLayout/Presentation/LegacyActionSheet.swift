/// The iOS 13 action sheet, `ActionSheet` with `actionSheet(isPresented:content:)` (deprecated
/// in SwiftUI for `confirmationDialog`), as older apps and packages still write it. Presented
/// as a confirmation dialog is (PRS1): a box in the middle of the window, its title and
/// message, the buttons one per line; a button dismisses it after its action, Escape
/// dismisses it.
///
/// ```swift
/// .actionSheet(isPresented: $showingOptions) {
///     ActionSheet(title: Text("Photo"), buttons: [.default(Text("Save")) { save() }, .cancel()])
/// }
/// ```
public struct ActionSheet {
    /// An action sheet's button: the alert's (`.default`, `.cancel`, `.destructive`).
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet titled `title`, with an optional message, of `buttons` (a Cancel button alone
    /// when none are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var box: some View {
        AlertBox(title: title, actions: Alert(title: title, buttons: buttons).actions, message: message, stacked: true)
    }
}

nonisolated extension View {
    /// Presents the action sheet `content` makes while `isPresented` is true (deprecated in
    /// SwiftUI; PRS1).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(_PresentationModifier(isPresented: isPresented, onDismiss: nil, alignment: .center,
                                              presented: { sheet.box }))
    }

    /// Presents the action sheet `content` makes for `item` while it is not `nil`; dismissing
    /// sets it to `nil` (deprecated in SwiftUI; PRS1).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return modifier(_PresentationModifier(isPresented: Binding(presenting: item), onDismiss: nil, alignment: .center,
                                              presented: { sheet.map(\.box) }))
    }
}
