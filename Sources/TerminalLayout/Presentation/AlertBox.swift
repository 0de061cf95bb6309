/// Internal: an alert or a confirmation dialog as a terminal draws it (PRS1): a box with the
/// title in bold, the message, and the actions — in a row two columns apart for an alert, one
/// per line for a dialog — drawn plain, as a ``Menu``'s (bold when focused). Any of its buttons dismisses it after its action (the
/// dismissal an open ``Menu``'s buttons use); with no actions, an "OK" button.
nonisolated struct AlertBox<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message?
    let stacked: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 1) {
            if let title { title.bold() }
            if let message { message }
            buttons
                .buttonStyle(.plain)
                .environment(\.menuDismiss, MenuDismissAction { [dismiss] in dismiss() })
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        .background(RoundedRectangle(cornerRadius: 1).stroke(Color.secondary))
    }

    @ViewBuilder private var buttons: some View {
        if Actions.self == EmptyView.self {
            Button("OK") {}
        } else if stacked {
            VStack(spacing: 0) { actions }
        } else {
            HStack(spacing: 2) { actions }
        }
    }
}
