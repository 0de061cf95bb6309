import Testing
@testable import TerminalLayout

/// A layout that reports fixed spacing preferences and sizes like a 2×1 block.
struct Spaced: Layout {
    var spacing: ViewSpacing
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { spacing }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 2, height: 1)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// V1–V5: spacing preferences and distances.
struct ViewSpacingTests {
    let a = ViewSpacing(leading: 1, trailing: 5, top: 0, bottom: 2)
    let b = ViewSpacing(leading: 3, trailing: 1, top: 4, bottom: 0)

    @Test("V1: ViewSpacing() has no values; .zero and the numeric init set all four edges")
    func initializers() {
        #expect(ViewSpacing().values.isEmpty)
        #expect(ViewSpacing.zero.values == [.leading: 0, .trailing: 0, .top: 0, .bottom: 0])
        #expect(ViewSpacing(leading: 2).values == [.leading: 2, .trailing: 0, .top: 0, .bottom: 0])
    }

    @Test("V2: union keeps the per-edge maximum")
    func union() {
        #expect(a.union(b).values == [.leading: 3, .trailing: 5, .top: 4, .bottom: 2])
        #expect(b.union(a).values == a.union(b).values)
        // An empty spacing takes the other's values.
        #expect(ViewSpacing().union(b).values == b.values)
        #expect(b.union(ViewSpacing()).values == b.values)
    }

    @Test("V2: formUnion on chosen edges only", arguments: [
        (Edge.Set.leading, [Edge.leading: 3.0, .trailing: 5, .top: 0, .bottom: 2]),
        (Edge.Set.vertical, [Edge.leading: 1.0, .trailing: 5, .top: 4, .bottom: 2]),
        (Edge.Set.all, [Edge.leading: 3.0, .trailing: 5, .top: 4, .bottom: 2]),
        (Edge.Set(), [Edge.leading: 1.0, .trailing: 5, .top: 0, .bottom: 2]),
    ] as [(Edge.Set, [Edge: CGFloat])])
    func formUnion(_ edges: Edge.Set, _ expected: [Edge: CGFloat]) {
        var s = a
        s.formUnion(b, edges: edges)
        #expect(s.values == expected)
    }

    @Test("V3: distance: two values → max; one side → that value; none → default one cell", arguments: [
        (ViewSpacing(trailing: 2), ViewSpacing(leading: 5), Axis.horizontal, 5.0),
        (ViewSpacing(trailing: 7), ViewSpacing(leading: 5), .horizontal, 7),
        (ViewSpacing(bottom: 3), ViewSpacing(), .vertical, 3),
        (ViewSpacing(), ViewSpacing(top: 4), .vertical, 4),
        (ViewSpacing(), ViewSpacing(leading: 0), .horizontal, 0),     // 0 next to a Spacer wins
        (ViewSpacing(), ViewSpacing(), .horizontal, 1),
        (ViewSpacing(), ViewSpacing(), .vertical, 1),
        // The meeting edges only: a's leading and b's trailing do not matter horizontally.
        (ViewSpacing(leading: 9, trailing: 1), ViewSpacing(leading: 2, trailing: 9), .horizontal, 2),
    ] as [(ViewSpacing, ViewSpacing, Axis, CGFloat)])
    func distance(_ first: ViewSpacing, _ next: ViewSpacing, _ axis: Axis, _ expected: CGFloat) {
        #expect(first.distance(to: next, along: axis) == expected)
    }

    @Test("V5: default distance through layout: 1 cell, or 8 / 16 points with .points metrics", arguments: [
        (CellMetrics.cells, Axis.horizontal, 1.0),
        (CellMetrics.cells, .vertical, 1),
        (CellMetrics.points, .horizontal, 8),
        (CellMetrics.points, .vertical, 16),
    ] as [(CellMetrics, Axis, CGFloat)])
    func defaultThroughLayout(_ metrics: CellMetrics, _ axis: Axis, _ gap: CGFloat) {
        let env = LayoutEnvironment(cellMetrics: metrics)
        let view = AnyLayout(axis == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())) {
            block(16, 16).id("a")
            block(16, 16).id("b")
        }
        let result = lay(view, 200, 200, environment: env)
        #expect(result.frame(for: "b")?.origin[axis] == 16 + gap)
    }

    @Test("V5: LayoutEnvironment.defaultSpacing overrides both axes")
    func environmentDefault() {
        let env = LayoutEnvironment(defaultSpacing: 3)
        let result = lay(VStack { block(2, 2).id("a"); block(2, 2).id("b") }, 20, 20, environment: env)
        #expect(result.frame(for: "b")?.minY == 5)
    }

    @Test("V3/V4: 0 next to a Spacer; explicit preferences of a custom layout win", arguments: [
        ("Spacer between", 8.0),   // blocks 2 wide in 10: spacer takes 6 with no gaps
        ("custom 3", 5.0),         // block(2) + 3 + Spaced
        ("custom 0", 2.0),
    ] as [(String, CGFloat)])
    func throughStacks(_ name: String, _ secondX: CGFloat) {
        let result: LayoutResult
        switch name {
        case "Spacer between":
            result = lay(HStack { block(2, 1); Spacer(); block(2, 1).id("b") }, 10, 5)
        case "custom 3":
            result = lay(HStack { block(2, 1); Spaced(spacing: ViewSpacing(leading: 3)) { EmptyView() }.id("b") }.fixedSize(), 10, 5)
        default:
            result = lay(HStack { block(2, 1); Spaced(spacing: .zero) { EmptyView() }.id("b") }.fixedSize(), 10, 5)
        }
        #expect(result.frame(for: "b")?.minX == secondX)
    }

    @Test("V4: a stack exports leading from its first child (a leading Spacer makes it 0)")
    func stackExport() {
        let log = ProbeLog()
        _ = lay(Probe(log: log) {
            HStack { Spacer(); Text("a") }
            HStack { Text("a"); Spacer() }
            VStack { Spacer(); Text("a") }
        }, 80, 24)
        let s = log.spacings
        let plain = ViewSpacing()
        #expect(plain.distance(to: s[0], along: .horizontal) == 0)   // leading from the Spacer
        #expect(s[0].distance(to: plain, along: .horizontal) == 1)   // trailing from the Text
        #expect(plain.distance(to: s[1], along: .horizontal) == 1)
        #expect(s[1].distance(to: plain, along: .horizontal) == 0)
        #expect(plain.distance(to: s[2], along: .vertical) == 0)     // top from the Spacer
        #expect(plain.distance(to: s[2], along: .horizontal) == 1)   // across: the Spacer has no horizontal edges
    }

    @Test("V4: padding re-defaults padded edges; frames re-default constrained axes, but not around a Spacer")
    func modifiersReset() {
        let log = ProbeLog()
        _ = lay(Probe(log: log) {
            Spaced(spacing: .zero) { EmptyView() }.padding(.leading, 2)
            Spaced(spacing: .zero) { EmptyView() }.frame(width: 4)
            HStack { Spacer().frame(width: 4) }
        }, 80, 24)
        let s = log.spacings
        let plain = ViewSpacing()
        #expect(plain.distance(to: s[0], along: .horizontal) == 1)   // leading padded: default again
        #expect(s[0].distance(to: plain, along: .horizontal) == 0)   // trailing untouched
        #expect(s[0].distance(to: plain, along: .vertical) == 0)
        #expect(plain.distance(to: s[1], along: .horizontal) == 1)   // width constrained
        #expect(s[1].distance(to: plain, along: .vertical) == 0)     // height not constrained
        #expect(plain.distance(to: s[2], along: .horizontal) == 0)   // framed Spacer keeps its 0
    }
}

/// ViewSpacing equality compares the explicit edge values only.
@Suite struct ViewSpacingEqualityTests {
    @Test func aSpacerSpacingEqualsZeroOnItsEdges() {
        let graph = ViewGraph(ZStack { Spacer() })
        let probe = ViewSpacing.zero
        #expect(ViewSpacing(leading: 0, trailing: 0, top: 0, bottom: 0) == probe)
        #expect(ViewSpacing() != probe)
        #expect(ViewSpacing().union(ViewSpacing.zero) == probe)
        _ = graph
    }
}
