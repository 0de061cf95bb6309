import Foundation

/// A control that shares items, as in SwiftUI (SHR1).
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!, subject: Text("Look"))
/// ```
///
/// A terminal has no share sheet, and what its user can do with shared items is copy
/// them: so a share link is its label (`⇪ Share` by default) in the accent colour,
/// focusable (Tab; bold while focused), and Return or Space present a sheet (PRS1) that
/// shows the items as text for the terminal's own selection to copy — the subject (else
/// the first item's preview title, else `Share`) in bold, the message, each item's text
/// (SHR2) on its own lines, and a `Done` button; Done, Escape or `dismiss` close it.
/// Below `disabled(true)` it takes no focus and is `.secondary`.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label
    @State private var isPresented = false
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled

    /// A link sharing `items` with its subject, message and previews, labelled by `label`.
    init(items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?,
         label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    public var body: some View {
        label
            .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
                environment.foregroundColor = isEnabled ? .accentColor : .secondary
                if isFocused { environment.isBold = true }
            })
            .activatedByKeys(isEnabled: isEnabled, focus: $isFocused) { [$isPresented] in
                $isPresented.wrappedValue = true
            }
            .sheet(isPresented: $isPresented) { [items, subject, message, preview] in
                ShareSheet(title: subject ?? items.first.flatMap { preview?($0).title } ?? Text("Share"),
                           message: message, texts: items.map { sharedText(of: $0) })
            }
    }
}

/// The label of a ``ShareLink`` made without one, as in SwiftUI: `⇪ Share` here (SHR1).
nonisolated public struct DefaultShareLinkLabel: View {
    /// The label.
    init() {}

    public var body: some View {
        Label { Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// Internal: what a ``ShareLink`` presents — the shared items as text to copy (SHR1).
nonisolated struct ShareSheet: View {
    let title: Text
    let message: Text?
    let texts: [String]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            title.bold()
            if let message { message }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(texts.enumerated()), id: \.offset) { _, text in Text(text) }
            }
            Button("Done") { dismiss() }.buttonStyle(.plain)
        }
    }
}
