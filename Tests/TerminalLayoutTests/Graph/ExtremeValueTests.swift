import Testing
@testable import TerminalLayout

/// Extreme finite values — ±1e300, `greatestFiniteMagnitude`, Apple's
/// `greatestFiniteMagnitude / 5`, subnormals, −0 — thrown at every view and
/// modifier, as proposals and as parameters: nothing traps, every frame is
/// finite, and two passes agree.
struct ExtremeValueTests {
    static let extremes: [CGFloat] = [
        1e300, -1e300, .greatestFiniteMagnitude, .greatestFiniteMagnitude / 5,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, -0.0, 1e-7, 3,
    ]

    /// Every proposal with an extreme (or nil) in each axis.
    static let proposals: [ProposedViewSize] = {
        let values: [CGFloat?] = extremes.map { $0 } + [nil, .infinity]
        return values.flatMap { w in values.map { h in ProposedViewSize(width: w, height: h) } }
    }()

    /// One view per view type and modifier, its parameters set to `x`.
    static func views(_ x: CGFloat) -> [(String, AnyView)] {
        let text = Text("the quick brown fox 日本 e\u{301}")
        return [
            ("Text", AnyView(text)),
            ("Text.lineLimit", AnyView(text.lineLimit(2))),
            ("Color", AnyView(Color.red)),
            ("Rectangle", AnyView(Rectangle())),
            ("RoundedRectangle", AnyView(RoundedRectangle(cornerRadius: x))),
            ("Spacer", AnyView(Spacer(minLength: x))),
            ("Divider", AnyView(Divider())),
            ("HStack", AnyView(HStack(spacing: x) { text; Color.red; Spacer(minLength: x) })),
            ("VStack", AnyView(VStack(spacing: x) { text; Color.red; Spacer() })),
            ("ZStack", AnyView(ZStack { text; Color.red })),
            ("frame", AnyView(text.frame(width: x, height: x))),
            ("flexible frame", AnyView(text.frame(minWidth: x, idealWidth: x, maxWidth: x, minHeight: x, maxHeight: .infinity))),
            ("flexible frame max", AnyView(Color.red.frame(maxWidth: x, maxHeight: x))),
            ("padding", AnyView(text.padding(x))),
            ("padding insets", AnyView(text.padding(EdgeInsets(top: x, leading: x, bottom: 0, trailing: x)))),
            ("fixedSize", AnyView(text.fixedSize())),
            ("offset", AnyView(text.offset(x: x, y: x))),
            ("position", AnyView(text.position(x: x, y: x))),
            ("alignmentGuide", AnyView(HStack { text.alignmentGuide(.top) { _ in x }; Color.red.frame(width: 2, height: 2) })),
            ("aspectRatio", AnyView(Color.red.aspectRatio(x, contentMode: .fit))),
            ("aspectRatio fill", AnyView(Color.red.aspectRatio(CGSize(width: x, height: 1), contentMode: .fill))),
            ("background/overlay", AnyView(text.background(Color.blue).overlay(alignment: .bottomTrailing) { Text("o") })),
            ("border", AnyView(text.border(.red, width: x))),
            ("layoutPriority", AnyView(HStack { text.layoutPriority(Double(x)); Color.red })),
            ("opacity clipped", AnyView(text.opacity(Double(x)).clipped())),
            ("cornerRadius", AnyView(Color.red.cornerRadius(x))),
            ("ScrollView", AnyView(ScrollView { text; Color.red.frame(height: x) })),
            ("ScrollView both", AnyView(ScrollView([.horizontal, .vertical]) { text.frame(width: x) })),
            ("LazyVStack", AnyView(LazyVStack(spacing: x) { ForEach(0..<3) { Text("row \($0)") } })),
            ("LazyVGrid", AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 4)), GridItem(.flexible())], spacing: x) {
                ForEach(0..<5) { Text("\($0)") }
            })),
            ("ViewThatFits", AnyView(ViewThatFits { text; Text("short") })),
            ("GeometryReader", AnyView(GeometryReader { proxy in Text("\(proxy.size.width)") })),
            ("AnyLayout", AnyLayout(HStackLayout(spacing: x)) { text; Color.red }.eraseToAnyView()),
        ]
    }

    @Test("Every view and modifier, under every extreme proposal: no trap, finite frames, deterministic",
          arguments: [CGFloat(1e300), -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0, 3])
    func extremeProposals(_ parameter: CGFloat) {
        for (name, view) in Self.views(parameter) {
            let graph = ViewGraph(view)
            for proposal in Self.proposals {
                let first = graph.layout(proposal: proposal)
                #expect(allFinite(first), "\(name)(\(parameter)) at \(proposal): non-finite frame")
                let fresh = ViewGraph(view).layout(proposal: proposal)
                #expect(fresh.size == first.size && fresh.placements == first.placements,
                        "\(name)(\(parameter)) at \(proposal): memo differs from fresh")
            }
        }
    }

    @Test("Huge proposals reach the cell conversions clamped: Text proposed 1e300 is its ideal size",
          arguments: [CGFloat(1e300), .greatestFiniteMagnitude, .greatestFiniteMagnitude / 5])
    func textUnderHugeProposal(_ width: CGFloat) {
        // The example from the issue: it used to trap converting 1e300 to Int.
        let result = ViewGraph(Text("Hi")).layout(proposal: ProposedViewSize(width: width, height: 10))
        #expect(result.size == CGSize(width: 2, height: 1))
    }

    @Test("The cell conversions clamp instead of trapping", arguments: [
        (CGFloat.nan, 0), (CGFloat.infinity, Int(Int32.max)), (-CGFloat.infinity, -Int(Int32.max)),
        (CGFloat(1e300), Int(Int32.max)), (CGFloat(-1e300), -Int(Int32.max)), (CGFloat(-0.0), 0),
        (CGFloat(2.9), 2), (CGFloat(-2.9), -2), (CGFloat.leastNonzeroMagnitude, 0),
    ])
    func saturating(_ value: CGFloat, _ expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test("Cell rectangles of huge frames are clamped, not trapped")
    func hugeCellRect() {
        let rect = CellMetrics.cells.cellRect(for: CGRect(x: -1e300, y: 0, width: 2e300, height: 1e300))
        #expect(rect.x == -Int(Int32.max))
        #expect(rect.maxX == Int(Int32.max))
        #expect(rect.height == Int(Int32.max))
    }
}

private extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) }
}
