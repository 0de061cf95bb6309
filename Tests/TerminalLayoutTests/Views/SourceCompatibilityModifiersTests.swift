import Testing
@testable import TerminalLayout

/// Modifiers SwiftUI code uses that a terminal has nothing to draw for: they compile, and the
/// view is laid out and drawn exactly as without them (`fontDesign`, `scrollContentBackground`,
/// `onHover`).
struct SourceCompatibilityModifiersTests {
    @Test("With or without the modifier, the same frame", arguments: ["fontDesign", "textFontDesign", "scrollContentBackground", "onHover"])
    func sameFrame(_ name: String) {
        var hovered = 0
        let plain = List { Text("Alpha"); Text("Beta") }
        let modified: AnyView = switch name {
        case "fontDesign": AnyView(List { Text("Alpha"); Text("Beta") }.fontDesign(.monospaced))
        case "textFontDesign": AnyView(List { Text("Alpha").fontDesign(.serif); Text("Beta") })
        case "scrollContentBackground": AnyView(List { Text("Alpha"); Text("Beta") }.scrollContentBackground(.hidden))
        default: AnyView(List { Text("Alpha"); Text("Beta") }.onHover { _ in hovered += 1 })
        }
        #expect(textFrame(modified, width: 12, height: 3) == textFrame(plain, width: 12, height: 3))
        #expect(textFrame(plain, width: 12, height: 3) == [" Alpha", " Beta", ""])
        #expect(hovered == 0)
    }
}
