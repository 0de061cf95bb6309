import Testing
import TerminalLayout

/// ScrollView: content at its ideal length along the scroll axis, clipped,
/// with an offset that lives in the graph and is clamped to the content.
@Suite struct ScrollViewTests {
    /// Ten 3-row bars with the default 1-row spacing: content 10·3 + 9 = 39 rows.
    func bars(_ count: Int) -> some View {
        ScrollView {
            ForEach(0..<count) { i in Color.red.frame(height: 3).id(i) }
        }
        .id("scroll")
    }

    @Test func contentLaidOutAtIdealLengthAndClipped() throws {
        let result = ViewGraph(bars(10)).layout(proposal: ProposedViewSize(width: 20, height: 12))
        #expect(result.size == CGSize(width: 20, height: 12))
        #expect(result.frame(for: 0) == CGRect(x: 0, y: 0, width: 20, height: 3))
        #expect(result.frame(for: 9) == CGRect(x: 0, y: 36, width: 20, height: 3))
        let item = try #require(result.placement(for: 9))
        #expect(item.clip == CGRect(x: 0, y: 0, width: 20, height: 12))
        #expect(!item.isVisible)
        #expect(try #require(result.placement(for: 2)).isVisible)
        guard case .scrollView(let scroll) = try #require(result.placement(for: "scroll")).kind else {
            Issue.record("the scroll view's placement is not a scroll view")
            return
        }
        #expect(scroll.contentSize == CGSize(width: 20, height: 39))
        #expect(scroll.offset == .zero)
    }

    @Test(arguments: [
        (CGFloat(8), CGFloat(8), CGFloat(-8)),     // within range: item 0 moves up by 8
        (CGFloat(100), CGFloat(27), CGFloat(-27)), // clamped to 39 − 12 = 27
        (CGFloat(-5), CGFloat(0), CGFloat(0)),     // clamped to 0
    ])
    func offsetIsClampedToTheContent(requested: CGFloat, clamped: CGFloat, firstItemY: CGFloat) {
        let graph = ViewGraph(bars(10))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        graph.setScrollOffset(CGPoint(x: 0, y: requested))
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: clamped))
        #expect(result.frame(for: 0)?.minY == firstItemY)
    }

    @Test func offsetSurvivesAnUpdateAndIsClampedWhenTheContentShrinks() {
        let graph = ViewGraph(bars(10))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        graph.scroll(by: CGSize(width: 0, height: 20))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        #expect(graph.scrollOffset(of: "scroll") == CGPoint(x: 0, y: 20))
        // Five bars: 5·3 + 4 = 19 rows, so at most 19 − 12 = 7.
        graph.update(bars(5))
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        #expect(graph.scrollOffset(of: "scroll") == CGPoint(x: 0, y: 7))
        #expect(result.frame(for: 0)?.minY == -7)
        // A taller terminal shows everything: the offset falls to 0.
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 30))
        #expect(graph.scrollOffset(of: "scroll") == .zero)
    }

    @Test(arguments: [
        // item 7 spans rows 28..<31: the least scroll that shows it is 31 − 12 = 19.
        (nil as UnitPoint?, 19.0),
        // its top at the viewport's top is 28, clamped to 27.
        (UnitPoint.top, 27.0),
        // centred: 28 + 1.5 − 6 = 23.5.
        (UnitPoint.center, 23.5),
    ])
    func scrollToShowsTheView(anchor: UnitPoint?, expected: Double) {
        let graph = ViewGraph(bars(10))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        #expect(graph.scrollTo(7, anchor: anchor))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: expected))
    }

    @Test func scrollViewInAVStackTakesTheRemainingHeight() {
        let view = VStack {
            Text("title").id("title")
            ScrollView { ForEach(0..<10) { i in Color.red.frame(height: 3).id(i) } }.id("scroll")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 12))
        // Text takes 1 row, spacing 1, the greedy scroll view the other 10.
        #expect(result.frame(for: "scroll") == CGRect(x: 0, y: 2, width: 20, height: 10))
    }

    @Test func horizontalScrollViewStacksContentInARow() {
        let view = ScrollView(.horizontal) {
            ForEach(0..<4) { i in Color.blue.frame(width: 5).id(i) }
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 12, height: 3))
        #expect(result.frame(for: 1) == CGRect(x: 6, y: 0, width: 5, height: 3))
        #expect(result.frame(for: 3) == CGRect(x: 18, y: 0, width: 5, height: 3))
    }

    @Test func scrollingCallsNoSizeThatFits() {
        let graph = ViewGraph(bars(10))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        graph.scroll(by: CGSize(width: 0, height: 3))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        #expect(graph.stats.nodesEvaluated == 0)
        #expect(!graph.stats.reusedPreviousResult)
    }

    /// SC1: (scroll axes, proposal) → the scroll view's size, for content of a 50- and an 80-wide
    /// box (each 10 tall) in a `VStack(spacing: 0)`: 80×20 ideally.
    @Test("SC1: along its scroll axes a ScrollView takes the proposal; across them it is as long as its content",
          arguments: [
              (Axis.Set.vertical, ProposedViewSize(width: 200, height: 400), CGSize(width: 80, height: 400)),
              (Axis.Set.vertical, ProposedViewSize(width: nil, height: 400), CGSize(width: 80, height: 400)),
              (Axis.Set.vertical, ProposedViewSize(width: 200, height: nil), CGSize(width: 80, height: 20)),
              (Axis.Set.horizontal, ProposedViewSize(width: 200, height: 400), CGSize(width: 200, height: 20)),
              (Axis.Set([.horizontal, .vertical]), ProposedViewSize(width: 200, height: 400), CGSize(width: 200, height: 400)),
              (Axis.Set([.horizontal, .vertical]), ProposedViewSize(width: nil, height: 400), CGSize(width: 80, height: 400)),
          ])
    func crossAxisFollowsContent(axes: Axis.Set, proposal: ProposedViewSize, size: CGSize) {
        let view = ScrollView(axes) {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 80, height: 10)
            }
        }
        #expect(ViewGraph(view).layout(proposal: proposal).size == size)
    }

    @Test("SC1: rows that fill the width say so with .frame(maxWidth: .infinity)")
    func fillingTheWidthIsExplicit() {
        let view = ScrollView {
            Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity).id("row")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 200, height: 400))
        #expect(result.size == CGSize(width: 200, height: 400))
        #expect(result.frame(for: "row") == CGRect(x: 0, y: 0, width: 200, height: 10))
    }
}

/// `scrollBounceBehavior(_:axes:)`: accepted, changes nothing (a terminal never bounces).
struct ScrollBounceBehaviorTests {
    @Test("Every behaviour lays out as the plain scroll view",
          arguments: [ScrollBounceBehavior.automatic, .always, .basedOnSize])
    func changesNothing(_ behavior: ScrollBounceBehavior) {
        func content() -> some View { ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("row \($0)").id($0) } } } }
        let proposal = ProposedViewSize(width: 20, height: 6)
        let plain = ViewGraph(content()).layout(proposal: proposal)
        let bounced = ViewGraph(content().scrollBounceBehavior(behavior, axes: [.vertical, .horizontal])).layout(proposal: proposal)
        #expect(bounced.placements == plain.placements)
        #expect(Set([ScrollBounceBehavior.automatic, .always, .basedOnSize]).count == 3)
    }
}

/// `scrollIndicators(_:axes:)`: the placement's `showsIndicators` (what the renderer draws).
struct ScrollIndicatorsTests {
    /// (the scroll view's own flag, the visibility above it, the axes it names, whether it shows).
    static let cases: [(Bool, ScrollIndicatorVisibility?, Axis.Set, Bool)] = [
        (true, nil, [], true), (false, nil, [], false),
        (true, .hidden, [.vertical, .horizontal], false), (true, .never, .vertical, false),
        (false, .visible, .vertical, true), (false, .automatic, .vertical, false), (true, .automatic, .vertical, true),
        (true, .hidden, .horizontal, true),      // another axis: the scroll view's own flag
    ]

    @Test("The indicator follows scrollIndicators for the scroll view's axes, else its own flag", arguments: cases)
    func visibility(own: Bool, visibility: ScrollIndicatorVisibility?, axes: Axis.Set, shows: Bool) {
        let scroll = ScrollView(.vertical, showsIndicators: own) { VStack { ForEach(0..<20, id: \.self) { Text("\($0)") } } }
        let view: AnyView = visibility.map { AnyView(VStack { scroll }.scrollIndicators($0, axes: axes)) } ?? AnyView(scroll)
        let placement = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 5)).placements.first {
            if case .scrollView = $0.kind { true } else { false }
        }
        guard case .scrollView(let scrolled)? = placement?.kind else { Issue.record("no scroll view"); return }
        #expect(scrolled.showsIndicators == shows)
    }
}
