import Testing
@testable import TerminalLayout

/// Not `Sendable`: a default of this type needs `@Entry`'s computed default.
private final class EntryLog {
    var lines: [String] = []
}

extension EnvironmentValues {
    @Entry fileprivate var entryDepth: Int = 2
    @Entry fileprivate var entryLabel = "-"
    @Entry fileprivate var entrySelection: String?
    @Entry fileprivate var entryLog: EntryLog = EntryLog()
}

/// A `Text` of `entryDepth` d's, `entryLabel` and the selection (or `∅`), id "r".
private struct EntryReader: View {
    @Environment(\.entryDepth) private var depth
    @Environment(\.entryLabel) private var label
    @Environment(\.entrySelection) private var selection
    var body: some View {
        Text(String(repeating: "d", count: depth) + label + (selection ?? "∅")).id("r")
    }
}

/// `@Entry` (SwiftUI's macro): the properties it makes are environment values.
struct EntryTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    @Test("Defaults where nothing is set: the expression after '=', nil for an optional without one")
    func defaults() {
        let values = EnvironmentValues()
        #expect(values.entryDepth == 2)
        #expect(values.entryLabel == "-")
        #expect(values.entrySelection == nil)
        #expect(values.entryLog.lines.isEmpty)
    }

    @Test("Set and read back on EnvironmentValues, each key apart",
          arguments: [(0, "a", nil), (5, "", "x"), (2, "-", "")] as [(Int, String, String?)])
    func setAndRead(depth: Int, label: String, selection: String?) {
        var values = EnvironmentValues()
        values.entryDepth = depth
        values.entryLabel = label
        values.entrySelection = selection
        #expect(values.entryDepth == depth)
        #expect(values.entryLabel == label)
        #expect(values.entrySelection == selection)
    }

    @Test("environment(_:_:) above a view sets what its @Environment reads; the innermost setting wins",
          arguments: [
              (nil, nil, "dd-∅"),          // 4 cells
              (3, nil, "ddd-∅"),
              (3, 1, "d-∅"),
          ] as [(Int?, Int?, String)])
    func throughTheTree(outer: Int?, inner: Int?, text: String) {
        @ViewBuilder func maybe<V: View>(_ view: V, _ depth: Int?) -> some View {
            if let depth { view.environment(\.entryDepth, depth) } else { view }
        }
        let tree = maybe(VStack { maybe(HStack { EntryReader() }, inner) }, outer)
        #expect(ViewGraph(tree).layout(proposal: Self.screen).frame(for: "r")?.width == CGFloat(text.count))
    }

    @Test("An optional entry set to a value, and a label, reach the reader")
    func optionalAndLabel() {
        let tree = EntryReader().environment(\.entrySelection, "sel").environment(\.entryLabel, "+")
        // "dd" + "+" + "sel"
        #expect(ViewGraph(tree).layout(proposal: Self.screen).frame(for: "r")?.width == 6)
    }

    @Test("A default that is not Sendable is made each time it is read (a computed default, as SwiftUI's)")
    func nonSendableDefault() {
        let values = EnvironmentValues()
        values.entryLog.lines.append("kept?")
        #expect(values.entryLog.lines.isEmpty)
        var set = EnvironmentValues()
        let log = EntryLog()
        set.entryLog = log
        #expect(set.entryLog === log)
    }
}
