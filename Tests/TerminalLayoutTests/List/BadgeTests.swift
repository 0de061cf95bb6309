import Testing
@testable import TerminalLayout

/// `badge` (LIST2): in a list's row, the badge at the trailing edge; elsewhere nothing.
struct BadgeTests {
    @Test("Each form in a list: the badge at the row's trailing edge, inside the row's inset")
    func inAList() {
        let key: LocalizedStringKey = "new"
        let view = List {
            Text("Inbox").badge(12)
            Text("Sent").badge(0)
            Text("Drafts").badge(Text("3"))
            Text("Spam").badge(key)
            Text("Trash").badge("full")
            Text("Archive").badge(nil as String?)
        }
        #expect(textFrame(view, width: 16, height: 6) == [
            " Inbox       12",
            " Sent",
            " Drafts       3",
            " Spam       new",
            " Trash     full",
            " Archive",
        ])
    }

    @Test("Outside a list, the view as it is")
    func outsideAList() {
        let plain = VStack(alignment: .leading) { Text("Inbox"); Text("Sent") }
        let badged = VStack(alignment: .leading) { Text("Inbox").badge(12); Text("Sent").badge("x") }
        #expect(textFrame(badged, width: 16, height: 3) == textFrame(plain, width: 16, height: 3))
    }
}
