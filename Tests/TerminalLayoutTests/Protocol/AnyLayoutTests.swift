import Testing
@testable import TerminalLayout

/// A second counting layout type, to switch types inside AnyLayout.
struct CountingColumn: Layout {
    let log: ProbeLog
    func makeCache(subviews: Subviews) -> Int {
        log.makeCache += 1
        return 0
    }
    func updateCache(_ cache: inout Int, subviews: Subviews) { log.updateCache += 1 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        var y = bounds.minY
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += s.sizeThatFits(.unspecified).height
        }
    }
}

/// L9: AnyLayout keeps identity and tags its cache with the layout type.
struct AnyLayoutTests {
    func stack(_ horizontal: Bool, _ inner: ProbeLog) -> some View {
        let layout = horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        return layout {
            block(3, 1).id("a")
            CountingRow(log: inner) { Text("bc") }.id("b")
        }
    }

    @Test("L9: switching HStackLayout↔VStackLayout keeps subview identity (the child's makeCache stays 1)")
    func switchKeepsIdentity() {
        let inner = ProbeLog()
        let graph = ViewGraph(stack(true, inner))
        let wide = graph.layout(proposal: prop(20, 10))
        #expect(wide.frame(for: "b") == rect(3, 0, 2, 1))   // the root sits at (0,0) with its own size
        graph.update(stack(false, inner))
        let tall = graph.layout(proposal: prop(20, 10))
        #expect(tall.frame(for: "a") == rect(0, 0, 3, 1))
        #expect(tall.frame(for: "b") == rect(0.5, 1, 2, 1))
        graph.update(stack(true, inner))
        _ = graph.layout(proposal: prop(20, 10))
        #expect(inner.makeCache == 1)
        #expect(inner.updateCache == 0)
    }

    @Test("L9: same wrapped type with a new parameter → updateCache; another type → makeCache")
    func cacheTagging() {
        let log = ProbeLog()
        func root(_ layout: AnyLayout) -> some View { layout { Text("a"); Text("b") } }
        let graph = ViewGraph(root(AnyLayout(CountingRow(log: log, parameter: 1))))
        _ = graph.layout(proposal: prop(20, 10))
        #expect(log.makeCache == 1 && log.updateCache == 0)
        graph.update(root(AnyLayout(CountingRow(log: log, parameter: 2))))
        _ = graph.layout(proposal: prop(20, 10))
        #expect(log.makeCache == 1 && log.updateCache == 1)
        #expect(graph.stats.makeCacheCalls == 0 && graph.stats.updateCacheCalls == 1)
        graph.update(root(AnyLayout(CountingColumn(log: log))))
        let result = graph.layout(proposal: prop(20, 10))
        #expect(log.makeCache == 2 && log.updateCache == 1)
        // The statistics say what the user's layout saw: one makeCache, no updateCache.
        #expect(graph.stats.makeCacheCalls == 1 && graph.stats.updateCacheCalls == 0)
        #expect(result.size == CGSize(width: 1, height: 2))
        // Same value again: nothing.
        graph.update(root(AnyLayout(CountingColumn(log: log))))
        _ = graph.layout(proposal: prop(20, 10))
        #expect(log.makeCache == 2 && log.updateCache == 1)
    }

    @Test("L9/SP3: stackOrientation is read dynamically; a Spacer changes axis", arguments: [true, false])
    func spacerAxis(_ horizontal: Bool) {
        let layout = horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        let view = layout { block(2, 2); Spacer().id("s"); block(2, 2) }
        let result = lay(view, 10, 10)
        // Along the axis the spacer takes 10 − 4 = 6; across it is 0 (SP1),
        // centred on the 2-cell cross size.
        #expect(result.frame(for: "s") == (horizontal ? rect(2, 1, 6, 0) : rect(1, 2, 0, 6)))
    }

    @Test("L9: AnyLayout(AnyLayout(x)) unwraps; a wrapped ZStack has no orientation")
    func unwrapping() {
        let twice = AnyLayout(AnyLayout(HStackLayout()))
        #expect(twice.box.name == "HStackLayout")
        #expect(twice.box.stackOrientation == .horizontal)
        #expect(AnyLayout(ZStackLayout()).box.stackOrientation == nil)
    }
}
