import Testing
@testable import TerminalLayout

/// The common style of one's own: a button toggling the group, with a
/// chevron, then the content while expanded.
private struct ChevronStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack(spacing: 1) {
                    Text(configuration.isExpanded ? "v" : ">")
                    configuration.label
                }
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content.padding(.leading, 4)
            }
        }
    }
}

/// `DisclosureGroupStyle` (DSC2): the built-in style draws DSC1's triangle
/// and keeps its keys; a style of your own makes the group, its own button
/// taking the keys.
@MainActor
struct DisclosureGroupStyleTests {
    static func run(_ keys: [KeyEquivalent], _ view: some View, focused: Bool = true) -> [String] {
        let graph = ViewGraph(view)
        let focus = FocusSystem(graph: graph)
        if focused { focus.moveFocus(forward: true) }
        for key in keys { focus.handle(KeyPress(key: key, characters: key == .space ? " " : key == .return ? "\r" : "")) }
        return textFrame(graph.layout(proposal: ProposedViewSize(width: 16, height: 3)), width: 16, height: 3)
    }

    @Test("The built-in style draws and works as without a style", arguments: [
        ([KeyEquivalent](), ["▸ More", "", ""]), ([.return], ["▾ More", "  one", "  two"]), ([.space, .space], ["▸ More", "", ""]),
        ([.rightArrow], ["▾ More", "  one", "  two"]), ([.rightArrow, .leftArrow], ["▸ More", "", ""]),
    ] as [([KeyEquivalent], [String])])
    func builtIn(_ keys: [KeyEquivalent], _ expected: [String]) {
        let plain = DisclosureGroup("More") { Text("one"); Text("two") }
        #expect(Self.run(keys, plain) == expected)
        #expect(Self.run(keys, plain.disclosureGroupStyle(.automatic)) == expected)
    }

    @Test("A chevron style: its button expands and collapses the group while focused and enabled, not otherwise", arguments: [
        ([KeyEquivalent](), true, true, ["> More", "", ""]),
        ([.return], true, true, ["v More", "    one", "    two"]),
        ([.space], true, true, ["v More", "    one", "    two"]),
        ([.return, .return], true, true, ["> More", "", ""]),
        ([.rightArrow], true, true, ["> More", "", ""]),       // the button takes Return and Space only
        ([.return], false, true, ["> More", "", ""]),          // not focused
        ([.return], true, false, ["> More", "", ""]),          // disabled: no focus
    ] as [([KeyEquivalent], Bool, Bool, [String])])
    func chevron(_ keys: [KeyEquivalent], _ focused: Bool, _ enabled: Bool, _ expected: [String]) {
        let group = DisclosureGroup("More") { Text("one"); Text("two") }
            .disclosureGroupStyle(ChevronStyle())
            .disabled(!enabled)
        #expect(Self.run(keys, group, focused: focused) == expected)
    }

    @Test("The style sets the group's binding")
    func binding() {
        final class Box { var open = false }
        let box = Box()
        let group = DisclosureGroup("More", isExpanded: Binding(get: { box.open }, set: { box.open = $0 })) { Text("one") }
            .disclosureGroupStyle(ChevronStyle())
        _ = Self.run([.return], group)
        #expect(box.open)
        #expect(Self.run([], group) == ["v More", "    one", ""])
        _ = Self.run([.space], group)
        #expect(!box.open)
    }

    @Test("Compiles as an app writes it")
    func appCode() {
        struct Settings: View {
            @State private var showAdvanced = false
            var body: some View {
                DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                    Text("Verbose")
                }
                .disclosureGroupStyle(ChevronStyle())
            }
        }
        #expect(Self.run([.return], Settings()) == ["v Advanced", "    Verbose", ""])
    }
}
