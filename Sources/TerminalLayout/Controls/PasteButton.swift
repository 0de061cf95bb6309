/// A button that pastes from the system pasteboard, as SwiftUI's `PasteButton` (RNM1).
///
/// A terminal program cannot read the clipboard of the terminal it runs in (a terminal
/// pastes by typing the text in), so the button is the `Button` SwiftUI shows when the
/// pasteboard holds nothing of the type: "Paste", disabled; `onPaste` is never called.
nonisolated public struct PasteButton: View {
    /// Creates a button that would paste values of `payloadType`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: some View {
        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .disabled(true)
    }
}
