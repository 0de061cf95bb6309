import Testing
@testable import TerminalLayout

/// A photo screen written with the iOS 13 action sheet.
private struct PhotoScreen: View {
    let log: PresentationLog
    @State private var showing = false
    var body: some View {
        Button("Options") { showing = true }.buttonStyle(.plain)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .actionSheet(isPresented: $showing) {
                ActionSheet(title: Text("Photo"), message: Text("Pick one"), buttons: [
                    .default(Text("Save")) { log.lines.append("save") },
                    .destructive(Text("Delete")) { log.lines.append("delete") },
                    .cancel(),
                ])
            }
    }
}

/// `ActionSheet` with `actionSheet(isPresented:content:)` (PRS1): presented as a confirmation
/// dialog, a button dismissing it after its action.
@MainActor
struct LegacyActionSheetTests {
    @Test("The sheet shows its title, message and buttons one per line; a button runs and dismisses it",
          arguments: [(0, ["save"]), (1, ["delete"]), (2, [])])
    func buttons(_ tabs: Int, _ logged: [String]) {
        let log = PresentationLog()
        let screen = KeyedScreen(PhotoScreen(log: log), width: 20, height: 9)
        _ = screen.text
        screen.tab(1, then: .return)                 // Options
        let shown = screen.text.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown.filter { !$0.isEmpty } == ["Photo", "Pick one", "Save", "Delete", "Cancel"])
        if tabs > 0 { screen.tab(tabs, then: .return) } else { screen.press(.return) }
        #expect(log.lines == logged)
        #expect(screen.text.first == "Options")
    }

    @Test("With no buttons given, a Cancel button alone")
    func defaultButtons() {
        let sheet = ActionSheet(title: Text("Share"))
        #expect(sheet.buttons.count == 1)
        #expect(sheet.buttons.first?.role == .cancel)
    }
}
