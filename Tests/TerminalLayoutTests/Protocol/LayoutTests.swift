import Testing
@testable import TerminalLayout

/// A layout whose size is the proposal (10 where unspecified) and whose
/// placement is a closure, for the LS2 rules.
struct Placer: Layout {
    struct Rule {
        let body: (CGRect, LayoutSubviews) -> Void
        init(_ body: @escaping (CGRect, LayoutSubviews) -> Void) { self.body = body }
    }
    let rule: Rule
    init(_ body: @escaping (CGRect, LayoutSubviews) -> Void) { rule = Rule(body) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        rule.body(bounds, subviews)
    }
}

/// A layout that calls `place` from `sizeThatFits` (not allowed, LS2).
struct PlacesWhileSizing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for subview in subviews { subview.place(at: CGPoint(x: 99, y: 99), proposal: .unspecified) }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// L1–L10, LS1–LS3: the Layout protocol as a SwiftUI user writes it.
struct LayoutTests {
    @Test("L1: bounds are in the parent's space with a non-zero origin; the probe places from it")
    func boundsOrigin() {
        let log = ProbeLog()
        let view = Probe(log: log) { Text("ab").id("t") }
            .padding(EdgeInsets(top: 2, leading: 3, bottom: 0, trailing: 0))
        let result = lay(view, 80, 24)
        #expect(log.bounds == [rect(3, 2, 2, 1)])
        #expect(result.frame(for: "t") == rect(3, 2, 2, 1))
        #expect(result.size == CGSize(width: 5, height: 3))
    }

    @Test("L3: makeCache once; a resize calls neither makeCache nor updateCache")
    func cacheOnResize() {
        let log = ProbeLog()
        let graph = ViewGraph(HStack { Probe(log: log) { Text("a"); Text("b") } })
        _ = graph.layout(proposal: prop(80, 24))
        #expect(log.makeCache == 1)
        #expect(log.updateCache == 0)
        #expect(graph.stats.makeCacheCalls >= 2)   // the HStack and the probe
        _ = graph.layout(proposal: prop(40, 10))
        _ = graph.layout(proposal: prop(60, nil))
        #expect(log.makeCache == 1)
        #expect(log.updateCache == 0)
        #expect(graph.stats.makeCacheCalls == 0)
        #expect(graph.stats.updateCacheCalls == 0)
    }

    @Test("L3: a change of one child's Text calls updateCache once; an identical update calls nothing")
    func cacheOnChildChange() {
        let log = ProbeLog()
        func root(_ s: String) -> some View { Probe(log: log) { Text("a"); Text(s) } }
        let graph = ViewGraph(root("b"))
        _ = graph.layout(proposal: prop(80, 24))
        graph.update(root("b"))
        _ = graph.layout(proposal: prop(80, 24))
        #expect(log.makeCache == 1 && log.updateCache == 0)
        graph.update(root("bb"))
        let result = graph.layout(proposal: prop(80, 24))
        #expect(log.makeCache == 1)
        #expect(log.updateCache == 1)
        #expect(graph.stats.updateCacheCalls == 1)
        #expect(result.size == CGSize(width: 2, height: 2))
        // The subviews handed to updateCache are the same proxies (identity kept).
        #expect(log.subviewsAtUpdate == log.subviewsAtMake)
    }

    @Test("L3: a change of the layout value itself calls updateCache once")
    func cacheOnLayoutChange() {
        let log = ProbeLog()
        let graph = ViewGraph(CountingRow(log: log, parameter: 1) { Text("a") })
        _ = graph.layout(proposal: prop(80, 24))
        graph.update(CountingRow(log: log, parameter: 2) { Text("a") })
        _ = graph.layout(proposal: prop(80, 24))
        #expect(log.makeCache == 1)
        #expect(log.updateCache == 1)
    }

    @Test("L4: default spacing is the union of the subviews' (.zero without subviews)")
    func defaultSpacing() {
        // CountingRow does not implement spacing(subviews:cache:).
        let log = ProbeLog()
        func row<C: View>(@ViewBuilder _ c: () -> C) -> some View {
            HStack { block(2, 1).id("a"); CountingRow(log: log)(c); block(2, 1).id("b") }
        }
        // Empty: .zero on all edges ⇒ 0 on both sides; the row is 0 wide.
        #expect(lay(row { EmptyView() }, 80, 24).frame(for: "b")?.minX == 2)
        // A plain child: no explicit edges ⇒ default 1 cell on both sides: 2 + 1 + 3 + 1.
        #expect(lay(row { Text("abc") }, 80, 24).frame(for: "b")?.minX == 7)
        // A Spacer outside a stack has 0 on all four edges; union with a Text keeps the 0s.
        #expect(lay(row { Text("abc"); Spacer(minLength: 0) }, 80, 24).frame(for: "b") != nil)
        let probeLog = ProbeLog()
        _ = lay(Probe(log: probeLog) { CountingRow(log: log) { Text("abc"); Spacer(minLength: 0) }; CountingRow(log: log) { EmptyView() } }, 80, 24)
        let s = probeLog.spacings
        #expect(s.count == 2)
        #expect(s[0].distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(s[0].distance(to: ViewSpacing(), along: .vertical) == 0)
        // Empty: .zero, i.e. 0 on every edge whatever follows.
        #expect(s[1].distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: s[1], along: .vertical) == 0)
    }

    @Test("L5: layoutProperties.stackOrientation")
    func layoutProperties() {
        #expect(LayoutProperties().stackOrientation == nil)
        #expect(Probe.layoutProperties.stackOrientation == nil)
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    @Test("L7/S5/SP2: priorities seen by a layout without stackOrientation: 0, layoutPriority, Spacer 0, empty layout −∞")
    func priorities() {
        let log = ProbeLog()
        _ = lay(Probe(log: log) {
            Text("a")
            Text("b").layoutPriority(2)
            Spacer()
            HStack {}
            HStack { Text("c") }
        }, 80, 24)
        // A Spacer's −∞ applies only inside a stack (SP2 revised).
        #expect(log.priorities == [0, 2, 0, -.infinity, 0])
    }

    /// A `Probe` that declares itself a horizontal stack (L5).
    struct HorizontalProbe: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }
        let log: ProbeLog
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            log.priorities = subviews.map(\.priority)
            return .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("SP1/L5: in a layout with a stackOrientation a Spacer's priority is −∞")
    func spacerPriorityInAStack() {
        let log = ProbeLog()
        _ = lay(HorizontalProbe(log: log) { Text("a"); Spacer() }, 80, 24)
        #expect(log.priorities == [0, -.infinity])
    }

    @Test("L8: ForEach and Group expand, EmptyView and if-false contribute nothing")
    func flattening() {
        let log = ProbeLog()
        let flag = false
        _ = lay(Probe(log: log) {
            Text("a")
            ForEach(0..<3) { i in Text("\(i)") }
            Group { Text("b"); Text("c") }
            if flag { Text("x") }
            EmptyView()
            if !flag { Text("d") } else { Text("e"); Text("f") }
        }, 80, 24)
        #expect(log.subviewCount == 7)
    }

    @Test("L10: layout values: default, set, and read through a padding")
    func layoutValues() {
        let log = ProbeLog()
        _ = lay(Probe(log: log, inspect: Inspect { subviews, log in
            for (i, s) in subviews.enumerated() { log.values["\(i)"] = CGFloat(s[Rank.self]) }
        }) {
            Text("a")
            Text("b").layoutValue(key: Rank.self, value: 3)
            Text("c").layoutValue(key: Rank.self, value: 4).padding()
            Text("d").padding().layoutValue(key: Rank.self, value: 5)
            Text("e").layoutValue(key: Rank.self, value: 6).layoutValue(key: Rank.self, value: 7)
        }, 80, 24)
        #expect(log.values == ["0": 0, "1": 3, "2": 4, "3": 5, "4": 6])
    }

    @Test("L10: changing a layout value is a change (updateCache, new value read)")
    func layoutValueChange() {
        let log = ProbeLog()
        func root(_ v: Int) -> some View {
            Probe(log: log, inspect: Inspect { s, log in log.values["r"] = CGFloat(s[0][Rank.self]) }) {
                Text("a").layoutValue(key: Rank.self, value: v)
            }
        }
        let graph = ViewGraph(root(1))
        _ = graph.layout(proposal: prop(80, 24))
        graph.update(root(2))
        _ = graph.layout(proposal: prop(80, 24))
        #expect(log.values["r"] == .some(2))
    }

    struct AnchorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let anchor: UnitPoint
        let origin: CGPoint
        var testDescription: String { "LS2 anchor \(name)" }
    }

    @Test("LS2: place(at:anchor:proposal:) puts the anchor point at the position", arguments: [
        AnchorCase(name: "topLeading", anchor: .topLeading, origin: CGPoint(x: 10, y: 5)),
        AnchorCase(name: "center", anchor: .center, origin: CGPoint(x: 8, y: 4)),           // 4×2 block
        AnchorCase(name: "bottomTrailing", anchor: .bottomTrailing, origin: CGPoint(x: 6, y: 3)),
        AnchorCase(name: "trailing", anchor: .trailing, origin: CGPoint(x: 6, y: 4)),
    ])
    func anchors(_ c: AnchorCase) {
        let view = Placer({ bounds, subviews in
            subviews[0].place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 5), anchor: c.anchor, proposal: .unspecified)
        }) { block(4, 2).id("b") }
        let result = lay(view, 20, 20)
        #expect(result.frame(for: "b") == CGRect(origin: c.origin, size: CGSize(width: 4, height: 2)))
    }

    @Test("LS2: the proposal given to place sizes the subview; the last call wins")
    func lastCallWins() {
        let view = Placer({ _, subviews in
            subviews[0].place(at: CGPoint(x: 1, y: 1), proposal: prop(3, 3))
            subviews[0].place(at: CGPoint(x: 2, y: 4), proposal: prop(5, 1))
        }) { Color.red.id("c") }
        #expect(lay(view, 20, 20).frame(for: "c") == rect(2, 4, 5, 1))
    }

    @Test("LS2/U1: an unplaced subview is centred with the container's proposal")
    func unplaced() {
        let view = Placer({ _, subviews in
            subviews[1].place(at: .zero, proposal: .unspecified)
        }) {
            Text("abcd").id("t")   // proposal 20×20 ⇒ 4×1, centred in 20×20
            Color.red.id("c")
        }
        let result = lay(view, 20, 20)
        #expect(result.frame(for: "t") == rect(8, 9.5, 4, 1))
        #expect(result.frame(for: "c") == rect(0, 0, 10, 10))
        // An unplaced Color takes the container's proposal (20×20), not the default 10.
        let colorOnly = Placer({ _, _ in }) { Color.red.id("c") }
        #expect(lay(colorOnly.padding(1), 22, 22).frame(for: "c") == rect(1, 1, 20, 20))
    }

    @Test("LS2: place outside placeSubviews is ignored with a diagnostic")
    func placeOutside() {
        let result = lay(PlacesWhileSizing() { block(2, 2).id("b") }, 20, 20)
        #expect(result.frame(for: "b") == rect(0, 0, 2, 2))
        #expect(result.diagnostics.contains { if case .placeOutsidePlaceSubviews = $0 { return true } else { return false } })
    }

    @Test("LS1: dimensions(in:) has the size of sizeThatFits for the same proposal")
    func dimensionsMatchSize() {
        let log = ProbeLog()
        _ = lay(Probe(log: log, inspect: Inspect { s, log in
            let d = s[0].dimensions(in: prop(5, nil))
            let size = s[0].sizeThatFits(prop(5, nil))
            log.values["w"] = d.width
            log.values["h"] = d.height
            log.values["sw"] = size.width
            log.values["sh"] = size.height
        }) { Text("ab cd ef") }, 80, 24)
        #expect(log.values["w"] == .some(5) && log.values["sw"] == .some(5))   // "ab cd" / "ef"
        #expect(log.values["h"] == .some(2) && log.values["sh"] == .some(2))
    }
}
