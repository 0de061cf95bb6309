import Testing
@testable import TerminalLayout

/// A layout that answers garbage: NaN, negative and infinite sizes, NaN positions (U14).
struct Garbage: Layout {
    var width: CGFloat
    var height: CGFloat
    var position: CGPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: position, proposal: ProposedViewSize(width: width, height: height)) }
    }
}

/// A view whose body contains itself.
struct Loop: View {
    var body: some View { HStack { Loop() } }
}

/// A layout that measures a copy of itself in a nested graph, forever.
struct NestedGraphLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = ViewGraph(NestedGraphLayout() { Text("x") })
        let size = inner.layout(proposal: proposal).size
        return CGSize(width: size.width + 1, height: max(size.height, 1))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// Sanitising (U14) and the recursion guards.
struct SanitisingTests {
    struct GarbageCase: Sendable, CustomTestStringConvertible {
        let name: String
        let width: CGFloat
        let height: CGFloat
        let position: CGPoint
        var testDescription: String { name }
    }

    @Test("U14: NaN / negative / ∞ sizes and NaN positions are replaced, counted and reported", arguments: [
        GarbageCase(name: "NaN size", width: .nan, height: .nan, position: .zero),
        GarbageCase(name: "negative size", width: -5, height: -1, position: .zero),
        GarbageCase(name: "infinite size", width: .infinity, height: -.infinity, position: .zero),
        GarbageCase(name: "NaN position", width: 3, height: 2, position: CGPoint(x: CGFloat.nan, y: 1)),
        GarbageCase(name: "infinite position", width: 3, height: 2, position: CGPoint(x: 1, y: -CGFloat.infinity)),
    ])
    func garbage(_ c: GarbageCase) {
        let view = HStack {
            Text("a")
            Garbage(width: c.width, height: c.height, position: c.position) { Text("b").id("b"); Color.red }
            Color.blue.frame(width: 2, height: 2)
        }
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: prop(80, 24))
        #expect(allFinite(result))
        #expect(graph.stats.sanitisedValues > 0)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { if case .sanitised = $0 { return true } else { return false } })
        // A second graph gives the same answer (sanitising is deterministic).
        #expect(ViewGraph(view).layout(proposal: prop(80, 24)) == result)
    }

    @Test("U14: an infinite size is kept only for an infinite proposal (a maximum probe)")
    func infiniteForInfinite() {
        let log = ProbeLog()
        _ = lay(Probe(log: log, inspect: Inspect { s, log in
            log.values["inf"] = s[0].sizeThatFits(.infinity).width
            log.values["fin"] = s[0].sizeThatFits(prop(7, 7)).width
            log.values["nil"] = s[0].sizeThatFits(.unspecified).width
        }) { Garbage(width: .infinity, height: 1, position: .zero) { EmptyView() } }, 80, 24)
        #expect(log.values["inf"] == .some(.infinity))
        #expect(log.values["fin"] == .some(7))
        #expect(log.values["nil"] == .some(0))
    }

    @Test("U14: NaN and negative proposals become 0")
    func badProposals() {
        let graph = ViewGraph(Color.red)
        let r = graph.layout(proposal: prop(.nan, -3))
        #expect(r.size == .zero)
        #expect(graph.stats.sanitisedValues == 2)
    }

    @Test("A view whose body contains itself stops with a .resolutionLimit diagnostic")
    func selfContainingView() {
        let graph = ViewGraph(Loop())
        let result = graph.layout(proposal: prop(80, 24))
        #expect(result.diagnostics.contains { if case .resolutionLimit = $0 { return true } else { return false } })
        #expect(result.size == .zero)
        #expect(allFinite(result))
    }

    @Test("A very deep tree is cut at the resolution limit, without crashing")
    func deepTree() {
        var view = AnyView(Text("leaf"))
        for _ in 0..<1000 { view = AnyView(view.padding(0)) }
        let result = lay(view, 80, 24)
        #expect(result.diagnostics.contains { if case .resolutionLimit = $0 { return true } else { return false } })
        #expect(allFinite(result))
    }

    @Test("A layout that measures itself through nested graphs is bounded")
    func nestedGraphs() {
        // Each nested pass starts 2 deeper (the outer measurement + the pass), so
        // with the shared budget of 400 the 200th nested graph answers 0 and every
        // level adds 1 on the way out: 200.
        let result = lay(NestedGraphLayout() { Text("x") }, 80, 24)
        #expect(allFinite(result))
        #expect(result.size.width == CGFloat(LayoutEngine.maxMeasureDepth / 2))
    }
}
