import Testing
@testable import TerminalLayout

/// A style of one's own: the label, then the controls in brackets.
private struct BracketGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
            Text("[")
            ControlGroup(configuration)
            Text("]")
        }
    }
}

/// `ControlGroup` and `ControlGroupStyle` (CTG1): the controls side by side,
/// a menu for `.menu` and `.compactMenu`, a style's body for one of your own.
@MainActor
struct ControlGroupTests {
    static func text(_ view: some View, width: Int = 16, height: Int = 3, pressing keys: [KeyEquivalent] = []) -> [String] {
        let graph = ViewGraph(view)
        let focus = FocusSystem(graph: graph)
        if !keys.isEmpty { focus.moveFocus(forward: true) }
        for key in keys { focus.handle(KeyPress(key: key)) }
        return textFrame(graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height))),
                         width: width, height: height)
    }

    @ViewBuilder static var controls: some View { Text("A"); Text("B") }

    @Test("Every initializer draws the controls side by side, a column apart, without the label", arguments: [
        "content", "content:label:", "titleKey", "title", "titleKey:systemImage:", "title:systemImage:",
    ])
    func initializers(_ form: String) {
        let title = "Edit"
        let drawn = switch form {
        case "content:label:": Self.text(ControlGroup { Self.controls } label: { Text("Edit") })
        case "titleKey": Self.text(ControlGroup("Edit") { Self.controls })
        case "title": Self.text(ControlGroup(title) { Self.controls })
        case "titleKey:systemImage:": Self.text(ControlGroup("Edit", systemImage: "pencil") { Self.controls })
        case "title:systemImage:": Self.text(ControlGroup(title, systemImage: "pencil") { Self.controls })
        default: Self.text(ControlGroup { Self.controls })
        }
        #expect(drawn == ["A B", "", ""])
    }

    @Test("Built-in styles: inline ones as with no style; .menu and .compactMenu a menu of the controls under the label",
          arguments: [("automatic", [], ["A B", "", ""]), ("navigation", [], ["A B", "", ""]), ("palette", [], ["A B", "", ""]),
                      ("menu", [], ["Edit ▾", "", ""]), ("compactMenu", [], ["Edit ▾", "", ""]),
                      ("menu", [.return], ["Edit ▾", "  A", "  B"])] as [(String, [KeyEquivalent], [String])])
    func builtIn(_ name: String, _ keys: [KeyEquivalent], _ expected: [String]) {
        let group = ControlGroup("Edit") { Self.controls }
        let drawn = switch name {
        case "navigation": Self.text(group.controlGroupStyle(.navigation), pressing: keys)
        case "palette": Self.text(group.controlGroupStyle(.palette), pressing: keys)
        case "menu": Self.text(group.controlGroupStyle(.menu), pressing: keys)
        case "compactMenu": Self.text(group.controlGroupStyle(.compactMenu), pressing: keys)
        default: Self.text(group.controlGroupStyle(.automatic), pressing: keys)
        }
        #expect(drawn == expected)
    }

    @Test("A style of your own draws its body; ControlGroup(configuration) in it draws the controls side by side",
          arguments: [(true, "Edit[A B]"), (false, "[A B]")])
    func ownStyle(_ labelled: Bool, _ expected: String) {
        let drawn = labelled ? Self.text(ControlGroup("Edit") { Self.controls }.controlGroupStyle(BracketGroupStyle()))
                             : Self.text(ControlGroup { Self.controls }.controlGroupStyle(BracketGroupStyle()))
        #expect(drawn == [expected, "", ""])
    }

    @Test("Buttons in a group keep their focus and actions")
    func buttons() {
        final class Log { var pressed: [String] = [] }
        let log = Log()
        let group = ControlGroup {
            Button("-") { log.pressed.append("-") }.buttonStyle(.plain)
            Button("+") { log.pressed.append("+") }.buttonStyle(.plain)
        }
        _ = Self.text(group, pressing: [.tab, .return])
        #expect(log.pressed == ["+"])
    }
}
