import Testing
@testable import TerminalLayout

/// `confirmationDialog` titled by a `Text`, and presenting data (PRS1): the title shown only
/// when visible, the buttons one per line, and, with data, the buttons and message made from
/// it — no dialog while it is `nil`.
@MainActor
struct ConfirmationDialogTests {
    private struct Share: View {
        let log: PresentationLog
        let visibility: Visibility
        let file: String?
        @State private var asking = false
        var body: some View {
            Button("Share") { asking = true }.buttonStyle(.plain)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .confirmationDialog(Text("Share file").bold(), isPresented: $asking, titleVisibility: visibility,
                                    presenting: file) { name in
                    Button("Copy \(name)") { log.lines.append("copy \(name)") }
                    Button("Mail \(name)") { log.lines.append("mail \(name)") }
                } message: { name in
                    Text("\(name), 2 KB")
                }
        }
    }

    @Test("With data: the text's title when visible, the message and the buttons made from it; without: nothing",
          arguments: [(Visibility.visible, "a.txt"), (.automatic, "a.txt"), (.hidden, "b.md"), (.visible, nil)] as [(Visibility, String?)])
    func presenting(_ visibility: Visibility, _ file: String?) {
        let log = PresentationLog()
        let screen = KeyedScreen(_PresentationRoot(content: Share(log: log, visibility: visibility, file: file)), width: 24, height: 9)
        _ = screen.text
        screen.tab(1, then: .return)                 // Share
        guard let file else {
            #expect(screen.text.first == "Share")
            return
        }
        let title = visibility == .visible ? ["Share file", ""] : []
        let lines = title + ["\(file), 2 KB", "", "Copy \(file)", "Mail \(file)"]
        let top = (9 - lines.count) / 2
        #expect(screen.text == (Array(repeating: "", count: top) + lines + Array(repeating: "", count: 9 - top - lines.count)).map { centredIn24($0) })
        screen.tab(1, then: .return)                 // Mail, after Copy
        #expect(log.lines == ["mail \(file)"])
        #expect(screen.text.first == "Share")
    }

    private struct Delete: View {
        let log: PresentationLog
        @State private var asking = false
        var body: some View {
            Button("Delete") { asking = true }.buttonStyle(.plain)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .confirmationDialog(Text("Delete all?"), isPresented: $asking, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) { log.lines.append("deleted") }
                }
        }
    }

    @Test("Titled by a text: the title over the buttons; a button runs and dismisses")
    func textTitle() {
        let log = PresentationLog()
        let screen = KeyedScreen(_PresentationRoot(content: Delete(log: log)), width: 24, height: 8)
        _ = screen.text
        screen.tab(1, then: .return)
        #expect(screen.text.contains(centredIn24("Delete all?")))
        screen.press(.return)                        // Delete, focused
        #expect(log.lines == ["deleted"])
        #expect(screen.text.first == "Delete")
    }
}
