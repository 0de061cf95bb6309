import Testing
@testable import TerminalLayout

/// A style of one's own, as in SwiftUI's documentation: the platform's menu
/// with something added around it.
private struct BracketMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 0) {
            Text("[")
            Menu(configuration)
            Text("]")
        }
    }
}

/// A style that draws something else than a menu.
private struct NoMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("no menu")
    }
}

/// `MenuStyle` (MNU3): built-in styles draw MNU1's menu; a style of your
/// own draws what its `makeBody` makes, `Menu(configuration)` being the
/// platform's menu with its focus and keys; `menuIndicator(_:)`.
@MainActor
struct MenuStyleTests {
    /// `Sort` with the items `Name` and `Date`, focused and sent `keys`.
    static func text(_ view: some View, pressing keys: [KeyEquivalent]) -> [String] {
        let graph = ViewGraph(view)
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in keys { focus.handle(KeyPress(key: key)) }
        return MenuTests.text(graph)
    }

    static var menu: some View { Menu("Sort") { Button("Name") {}; Button("Date") {} } }

    @Test("Every built-in style draws and works as with no style", arguments: ["none", "automatic", "borderlessButton", "button"],
          [([KeyEquivalent](), ["Sort ▾", "", ""]), ([.return], ["Sort ▾", "  Name", "  Date"]),
           ([.return, .escape], ["Sort ▾", "", ""])] as [([KeyEquivalent], [String])])
    func builtIn(_ name: String, _ keysAndRows: ([KeyEquivalent], [String])) {
        let drawn = switch name {
        case "automatic": Self.text(Self.menu.menuStyle(.automatic), pressing: keysAndRows.0)
        case "borderlessButton": Self.text(Self.menu.menuStyle(.borderlessButton), pressing: keysAndRows.0)
        case "button": Self.text(Self.menu.menuStyle(.button), pressing: keysAndRows.0)
        default: Self.text(Self.menu, pressing: keysAndRows.0)
        }
        #expect(drawn == keysAndRows.1)
    }

    @Test("A style of your own draws its body; Menu(configuration) in it is the platform's menu, opened by its keys", arguments: [
        ([KeyEquivalent](), ["[Sort ▾]", "", ""]), ([.return], ["[Sort ▾]", "   Name", "   Date"]),
        ([.space, .space], ["[Sort ▾]", "", ""]),
    ] as [([KeyEquivalent], [String])])
    func ownStyle(_ keys: [KeyEquivalent], _ expected: [String]) {
        #expect(Self.text(Self.menu.menuStyle(BracketMenuStyle()), pressing: keys) == expected)
    }

    @Test("A style that draws no menu: its body, and nothing opens")
    func noMenu() {
        #expect(Self.text(Self.menu.menuStyle(NoMenuStyle()), pressing: [.return]) == ["no menu", "", ""])
    }

    @Test("menuIndicator(.hidden) hides ▾; .automatic and .visible draw it", arguments: [
        (Visibility.hidden, "Sort"), (.automatic, "Sort ▾"), (.visible, "Sort ▾"),
    ])
    func indicator(_ visibility: Visibility, _ expected: String) {
        #expect(Self.text(Self.menu.menuIndicator(visibility), pressing: [])[0] == expected)
        #expect(Self.text(Self.menu.menuStyle(BracketMenuStyle()).menuIndicator(visibility), pressing: [])[0] == "[\(expected)]")
    }
}
