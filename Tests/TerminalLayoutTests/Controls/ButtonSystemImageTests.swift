import Testing
@testable import TerminalLayout

/// `Button(_:systemImage:action:)` and `Button(_:systemImage:role:action:)` (BTN1).
struct ButtonSystemImageTests {
    @Test("The label is a Label: the symbol's glyph, a space, the title, in the button's box", arguments: [
        ("plus", "Add", " + Add"),
        ("trash", "Delete", " ␡ Delete"),
    ])
    func label(_ symbol: String, _ title: String, _ line: String) {
        let key = LocalizedStringKey(stringLiteral: title)
        let keyed = Button(key, systemImage: symbol) {}
        let string = Button(String(title), systemImage: symbol) {}
        let width = line.count + 3
        #expect(textFrame(keyed, width: width, height: 3) == ["", " " + line, ""])
        #expect(textFrame(string, width: width, height: 3) == textFrame(keyed, width: width, height: 3))
    }

    @Test("With a role: .destructive draws the label red; Return runs the action")
    func role() {
        var ran = 0
        let view = Button("Delete", systemImage: "trash", role: .destructive) { ran += 1 }
        let result = lay(view, 14, 3)
        let colours = result.placements.compactMap { if case .text(let t) = $0.kind { t.foreground } else { nil } }
        #expect(colours == [.red, .red])
        let screen = KeyedScreen(Button(String("Delete"), systemImage: "trash", role: .destructive) { ran += 1 }, width: 14, height: 3)
        screen.press(.tab)
        screen.press(.return)
        #expect(ran == 1)
    }
}
