import Testing
@testable import TerminalLayout

/// A style of one's own, as apps write it: a star, then the label.
private struct StarStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text(configuration.isOn ? "★" : "☆")
            configuration.label
        }
    }
}

/// The common style of one's own, as in SwiftUI: a button that flips the
/// toggle, drawing a star and the label.
private struct StarButtonStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "★" : "☆")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

/// A style that draws the toggle another style draws, in brackets
/// (`Toggle(configuration)`), and flips it with its own button.
private struct BracketStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("<")
            Toggle(configuration).toggleStyle(.checkbox)
            Text(">")
        }
    }
}

/// A style that only adds to the current toggle: `Toggle(configuration)` with no style of
/// its own, as Apple's documentation suggests for styles that modify the current one.
private struct PrefixStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text("»")
            Toggle(configuration)
        }
    }
}

/// `ToggleStyle` (TGL2): built-in styles draw the check box, one of your own
/// makes the whole toggle, and its own controls take focus and keys.
@MainActor
struct ToggleStyleTests {
    /// A toggle of its own state in `style`, its value reported to `seen`.
    private struct Host<S: ToggleStyle>: View {
        let style: S
        let seen: Seen
        @State private var on = false
        var body: some View {
            seen.value = on
            return Toggle("Wrap", isOn: $on).toggleStyle(style)
        }
    }

    final class Seen { var value = false }

    static func lines<S: ToggleStyle>(_ style: S, pressing keys: [KeyPress]) -> (String, Bool) {
        let seen = Seen()
        let graph = ViewGraph(Host(style: style, seen: seen))
        let focus = FocusSystem(graph: graph)
        for key in keys { focus.handle(key) }
        return (textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 1)), width: 20, height: 1)[0], seen.value)
    }

    @Test("Built-in styles draw the check box, off and on", arguments: [
        ("automatic", [], "[ ] Wrap"), ("switch", [], "[ ] Wrap"), ("button", [], "[ ] Wrap"), ("checkbox", [], "[ ] Wrap"),
        ("automatic", [KeyPress(key: .tab), KeyPress(key: .space)], "[x] Wrap"),
        ("checkbox", [KeyPress(key: .tab), KeyPress(key: .return)], "[x] Wrap"),
    ] as [(String, [KeyPress], String)])
    func builtIn(_ name: String, _ keys: [KeyPress], _ expected: String) {
        let drawn = switch name {
        case "switch": Self.lines(.switch, pressing: keys).0
        case "button": Self.lines(.button, pressing: keys).0
        case "checkbox": Self.lines(.checkbox, pressing: keys).0
        default: Self.lines(.automatic, pressing: keys).0
        }
        #expect(drawn == expected)
    }

    @Test("A style of your own draws the whole toggle: its button flips it while focused; a style with nothing to press is no focus stop",
          arguments: [("star button", [], "☆ Wrap", false),
                      ("star button", [KeyPress(key: .tab), KeyPress(key: .space)], "★ Wrap", true),
                      ("star button", [KeyPress(key: .tab), KeyPress(key: .return)], "★ Wrap", true),
                      ("star button", [KeyPress(key: .space)], "☆ Wrap", false),  // not focused
                      ("star button", [KeyPress(key: .tab), KeyPress(key: .escape)], "☆ Wrap", false),
                      ("star", [KeyPress(key: .tab), KeyPress(key: .space)], "☆ Wrap", false),  // nothing takes focus
                      ("star", [KeyPress(key: .tab), KeyPress(key: .return)], "☆ Wrap", false)] as [(String, [KeyPress], String, Bool)])
    func ownStyle(_ style: String, _ keys: [KeyPress], _ expected: String, _ on: Bool) {
        let (drawn, value) = style == "star" ? Self.lines(StarStyle(), pressing: keys) : Self.lines(StarButtonStyle(), pressing: keys)
        #expect(drawn == expected)
        #expect(value == on)
    }

    @Test("Toggle(configuration) with no style inside a style is the built-in toggle, not the style again")
    func toggleFromConfigurationUnstyled() {
        #expect(Self.lines(PrefixStyle(), pressing: []) == ("» [ ] Wrap", false))
        #expect(Self.lines(PrefixStyle(), pressing: [KeyPress(key: .tab), KeyPress(key: .space)]) == ("» [x] Wrap", true))
    }

    @Test("Toggle(configuration) inside a style draws the toggle with another style, bound to the same value")
    func toggleFromConfiguration() {
        #expect(Self.lines(BracketStyle(), pressing: []) == ("<[ ] Wrap>", false))
        #expect(Self.lines(BracketStyle(), pressing: [KeyPress(key: .tab), KeyPress(key: .space)]) == ("<[x] Wrap>", true))
    }

    @Test("configuration.isOn.toggle() in a style sets the binding; isMixed is false")
    func configurationBinding() {
        var value = false
        let binding = Binding(get: { value }, set: { value = $0 })
        let configuration = ToggleStyleConfiguration(label: AnyView(Text("x")), isOn: binding)
        configuration.isOn.toggle()
        #expect(value)
        #expect(configuration.$isOn.wrappedValue)
        #expect(!configuration.isMixed)
    }

    @Test("Toggle(_:systemImage:isOn:) labels the box with the image and the title")
    func systemImage() {
        let view = Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
        #expect(textFrame(view, width: 20, height: 1)[0].hasPrefix("[x] "))
        #expect(textFrame(view, width: 20, height: 1)[0].hasSuffix("Wi-Fi"))
    }
}
