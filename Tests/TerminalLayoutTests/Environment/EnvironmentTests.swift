import Testing
@testable import TerminalLayout

private struct DepthKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct LabelKey: EnvironmentKey {
    static let defaultValue = "-"
}

extension EnvironmentValues {
    fileprivate var testDepth: Int {
        get { self[DepthKey.self] }
        set { self[DepthKey.self] = newValue }
    }
    fileprivate var testLabel: String {
        get { self[LabelKey.self] }
        set { self[LabelKey.self] = newValue }
    }
}

/// `Text` of `testDepth` d's, id `id`.
private struct DepthReader: View {
    @Environment(\.testDepth) private var depth
    let id: String
    var body: some View { Text(String(repeating: "d", count: depth)).id(id) }
}

/// Reads two keys and the font.
private struct LabelReader: View {
    @Environment(\.testLabel) var label
    @Environment(\.font) var font
    var body: some View { Text(label + (font == .title ? "T" : "")).id("label") }
}

/// `environment(_:_:)` and `@Environment` (issue 14).
struct EnvironmentTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    @Test("A value set above is read by a nested view; the innermost setting wins; default where unset",
          arguments: [(nil, nil, 0), (3, nil, 3), (3, 5, 5), (nil, 2, 2)] as [(Int?, Int?, Int)])
    func customKey(_ outer: Int?, _ inner: Int?, _ expected: Int) {
        @ViewBuilder func maybe<V: View>(_ view: V, _ value: Int?) -> some View {
            if let value { view.environment(\.testDepth, value) } else { view }
        }
        let tree = maybe(VStack { HStack { maybe(VStack { DepthReader(id: "r") }, inner) } }, outer)
        #expect(ViewGraph(tree).layout(proposal: Self.screen).frame(for: "r")?.width == CGFloat(expected))
    }

    @Test("Sibling subtrees see their own values; keys do not mix")
    func siblingsAndKeys() {
        let tree = VStack {
            DepthReader(id: "a").environment(\.testDepth, 1)
            DepthReader(id: "b").environment(\.testDepth, 4)
            LabelReader().environment(\.testLabel, "abc").environment(\.testDepth, 9)
        }
        let result = ViewGraph(tree).layout(proposal: Self.screen)
        #expect(result.frame(for: "a")?.width == 1)
        #expect(result.frame(for: "b")?.width == 4)
        #expect(result.frame(for: "label")?.width == 3)
    }

    @Test("A changed value reaches the reader on the next update")
    func changedValue() {
        let graph = ViewGraph(VStack { DepthReader(id: "r") }.environment(\.testDepth, 2))
        #expect(graph.layout(proposal: Self.screen).frame(for: "r")?.width == 2)
        graph.update(VStack { DepthReader(id: "r") }.environment(\.testDepth, 6))
        #expect(graph.layout(proposal: Self.screen).frame(for: "r")?.width == 6)
    }

    @Test("The package's settings read and written as environment values: font, lineLimit, multilineTextAlignment")
    func builtInKeys() {
        let result = ViewGraph(VStack {
            LabelReader().font(.title)
            Text("one two three").id("limited").frame(width: 5)
                .environment(\.lineLimit, 1)
            Text("bold").id("bold").environment(\.font, .headline)
            Text("ab\nc").id("centered").environment(\.multilineTextAlignment, .center)
        }.environment(\.testLabel, "x")).layout(proposal: Self.screen)
        #expect(result.frame(for: "label")?.width == 2)   // "x" + "T": the font set by font(_:) is read
        guard case .text(let limited)? = result.placement(for: "limited")?.kind,
              case .text(let bold)? = result.placement(for: "bold")?.kind,
              case .text(let centered)? = result.placement(for: "centered")?.kind else {
            Issue.record("text placements missing")
            return
        }
        #expect(limited.lines.count == 1)
        #expect(bold.isBold)
        #expect(centered.alignment == .center)
        var values = EnvironmentValues()
        values.lineLimit = 0
        #expect(values.lineLimit == 1)
        #expect(values.font == nil && values.multilineTextAlignment == .leading)
        #expect(values.horizontalSizeClass == nil && values.verticalSizeClass == nil)
    }

    @Test("EnvironmentValues' subscript: default, set, set again")
    func subscriptValues() {
        var values = EnvironmentValues()
        #expect(values[DepthKey.self] == 0)
        values[DepthKey.self] = 3
        values[LabelKey.self] = "q"
        values[DepthKey.self] = 4
        #expect(values.testDepth == 4)
        #expect(values.testLabel == "q")
    }

    @Test("@Environment outside a graph reads the default")
    func uninstalled() {
        let environment = Environment(\.testDepth)
        #expect(environment.wrappedValue == 0)
    }
}

/// `colorScheme` (read and set, nothing drawn differently) and the colour-space initialisers.
struct ColorSchemeAndSpaceTests {
    @Test("colorScheme is dark unless set; preferredColorScheme changes nothing laid out", arguments: ColorScheme.allCases)
    func colorScheme(_ scheme: ColorScheme) {
        var values = EnvironmentValues()
        #expect(values.colorScheme == .dark)
        values.colorScheme = scheme
        #expect(values.colorScheme == scheme)
        let proposal = ProposedViewSize(width: 10, height: 3)
        #expect(ViewGraph(Text("a").preferredColorScheme(scheme)).layout(proposal: proposal).placements
                == ViewGraph(Text("a")).layout(proposal: proposal).placements)
    }

    @Test("A colour in a colour space is the same colour", arguments: [Color.RGBColorSpace.sRGB, .sRGBLinear, .displayP3])
    func colorSpaces(_ space: Color.RGBColorSpace) {
        #expect(Color(space, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        #expect(Color(space, white: 0.3) == Color(white: 0.3))
    }
}
