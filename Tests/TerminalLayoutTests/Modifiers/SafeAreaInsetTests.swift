import Testing
@testable import TerminalLayout

/// SA1: `safeAreaInset` shows its content along an edge and lays the view
/// out in what is left.
struct SafeAreaInsetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () -> AnyView
        let size: CGSize
        let viewFrame: CGRect
        let inset: CGRect
        var testDescription: String { "SA1 \(name)" }
    }

    /// At 20 × 10: `c` is the modified view, `b` the inset ("bar", 3 × 1).
    @Test("SA1: the inset at its edge, the view in the rest", arguments: [
        Case(name: "bottom, centred, no spacing",
             make: { AnyView(Color.red.id("c").safeAreaInset(edge: .bottom, spacing: 0) { Text("bar").id("b") }) },
             size: CGSize(width: 20, height: 10), viewFrame: rect(0, 0, 20, 9), inset: rect(8.5, 9, 3, 1)),
        Case(name: "top, leading, spacing 1",
             make: { AnyView(Color.red.id("c").safeAreaInset(edge: .top, alignment: .leading, spacing: 1) { Text("bar").id("b") }) },
             size: CGSize(width: 20, height: 10), viewFrame: rect(0, 2, 20, 8), inset: rect(0, 0, 3, 1)),
        Case(name: "trailing, bottom, no spacing",
             make: { AnyView(Color.red.id("c").safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 0) { Text("bar").id("b") }) },
             size: CGSize(width: 20, height: 10), viewFrame: rect(0, 0, 17, 10), inset: rect(17, 9, 3, 1)),
        Case(name: "leading, centred, spacing 2",
             make: { AnyView(Color.red.id("c").safeAreaInset(edge: .leading, spacing: 2) { Text("bar").id("b") }) },
             size: CGSize(width: 20, height: 10), viewFrame: rect(5, 0, 15, 10), inset: rect(0, 4.5, 3, 1)),
        Case(name: "a view smaller than the inset: as wide as the inset, the view centred above it",
             make: { AnyView(Text("hi").id("c").safeAreaInset(edge: .bottom, spacing: 0) { Text("bar").id("b") }) },
             size: CGSize(width: 3, height: 2), viewFrame: rect(0.5, 0, 2, 1), inset: rect(0, 1, 3, 1)),
    ])
    func insets(_ c: Case) {
        let result = ViewGraph(c.make()).layout(proposal: prop(20, 10))
        #expect(result.size == c.size)
        #expect(result.frame(for: "c") == c.viewFrame)
        #expect(result.frame(for: "b") == c.inset)
    }

    /// With no spacing given, the gap is the two views' spacing preferences,
    /// as a `VStack` with no spacing leaves between them.
    @Test func theDefaultGapIsAStacksGap() {
        let inset = ViewGraph(Color.red.id("c").safeAreaInset(edge: .bottom) { Text("bar").id("b") })
            .layout(proposal: prop(20, 10))
        let stack = ViewGraph(VStack { Color.red.id("c"); VStack(spacing: 0) { Text("bar").id("b") } })
            .layout(proposal: prop(20, 10))
        let gap = { (r: LayoutResult) in r.frame(for: "b")!.minY - r.frame(for: "c")!.maxY }
        #expect(gap(inset) == gap(stack))
        #expect(inset.frame(for: "b")?.maxY == 10)
    }

    /// Probes and resizes give a fresh graph's frames (L2/L3).
    @Test(arguments: [prop(20, 10), prop(7, 3), .zero, .unspecified, .infinity])
    func sameAsAFreshGraph(_ proposal: ProposedViewSize) {
        func view() -> some View {
            Color.red.id("c").safeAreaInset(edge: .bottom, alignment: .trailing) { Text("a bar").id("b") }
        }
        let graph = ViewGraph(view())
        _ = graph.layout(proposal: prop(30, 12))
        let again = graph.layout(proposal: proposal)
        #expect(again == ViewGraph(view()).layout(proposal: proposal))
        // (A colour offered ∞ is ∞ tall, and placed at 0: a diagnostic, as
        // for a colour alone.)
        if proposal != .infinity { #expect(again.diagnostics.isEmpty) }
    }
}
