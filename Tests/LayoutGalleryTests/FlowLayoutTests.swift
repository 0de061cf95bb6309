import Testing
import TerminalLayout
import LayoutGallery

/// The seed's tags, as a person writes them: padded Texts, ids 0…6.
/// Widths with one cell of padding on each side: Swift 7, SwiftUI 9, iOS 5,
/// Layout 8, Protocol 10, Custom 8, Views 7.
let tags = ["Swift", "SwiftUI", "iOS", "Layout", "Protocol", "Custom", "Views"]

func tagFlow(_ layout: FlowLayout = FlowLayout()) -> some View {
    layout {
        ForEach(0..<tags.count) { i in
            Text(tags[i]).padding(.horizontal, 1).id(i)
        }
    }
}

@Suite struct FlowLayoutTests {
    @Test func empty() {
        expectEmpty(FlowLayout() { ForEach(0..<0) { i in Text("\(i)") } })
    }

    @Test func oneItem() {
        let result = ViewGraph(FlowLayout() { Text("hello").id(0) }).layout(proposal: proposal(80, 24))
        #expect(result.size == CGSize(width: 5, height: 1))
        #expect(result.frame(for: 0) == rect(0, 0, 5, 1))
    }

    /// Width 30: Swift SwiftUI iOS (7+1+9+1+5 = 23; + 1 + 8 = 32 > 30) /
    /// Layout Protocol Custom (8+1+10+1+8 = 28) / Views. Lines 1 apart.
    static let at30: [(Int, CGRect)] = [
        (0, rect(0, 0, 7, 1)), (1, rect(8, 0, 9, 1)), (2, rect(18, 0, 5, 1)),
        (3, rect(0, 2, 8, 1)), (4, rect(9, 2, 10, 1)), (5, rect(20, 2, 8, 1)),
        (6, rect(0, 4, 7, 1)),
    ]
    /// Width 20: Swift SwiftUI (17) / iOS Layout (14) / Protocol Custom (19) / Views.
    static let at20: [(Int, CGRect)] = [
        (0, rect(0, 0, 7, 1)), (1, rect(8, 0, 9, 1)),
        (2, rect(0, 2, 5, 1)), (3, rect(6, 2, 8, 1)),
        (4, rect(0, 4, 10, 1)), (5, rect(11, 4, 8, 1)),
        (6, rect(0, 6, 7, 1)),
    ]

    @Test(arguments: at30) func tagsAtWidth30(id: Int, frame: CGRect) {
        #expect(ViewGraph(tagFlow()).layout(proposal: proposal(30, 24)).frame(for: id) == frame)
    }

    @Test(arguments: at20) func tagsAtWidth20(id: Int, frame: CGRect) {
        #expect(ViewGraph(tagFlow()).layout(proposal: proposal(20, 24)).frame(for: id) == frame)
    }

    /// The seed's usage: the same graph reflows from 30 to 20 and back.
    @Test func tagsReflowOnTheSameGraph() {
        let graph = ViewGraph(tagFlow())
        for (width, table, size) in [(30.0, Self.at30, CGSize(width: 28, height: 5)),
                                     (20.0, Self.at20, CGSize(width: 19, height: 7)),
                                     (30.0, Self.at30, CGSize(width: 28, height: 5))] {
            let result = graph.layout(proposal: proposal(width, 24))
            #expect(result.size == size, "width \(width)")
            for (id, frame) in table { #expect(result.frame(for: id) == frame, "width \(width), tag \(id)") }
        }
    }

    /// Erratum 2: an unspecified width is unbounded, so the ideal size is one
    /// line (7+9+5+8+10+8+7 + 6 gaps = 60), not one tag per line.
    @Test(arguments: [ProposedViewSize.unspecified, .infinity, proposal(nil, 24), proposal(.infinity, 3)])
    func unboundedWidthIsOneLine(_ p: ProposedViewSize) {
        let result = ViewGraph(tagFlow()).layout(proposal: p)
        #expect(result.size == CGSize(width: 60, height: 1))
        #expect(result.frame(for: 6) == rect(53, 0, 7, 1))
        expectSane(result)
    }

    /// Erratum 1: `.zero` asks for the minimum — one view per line, each
    /// as narrow as it can be (a Text proposed 0 wraps one cell per line).
    @Test func zeroIsTheMinimum() {
        let result = ViewGraph(FlowLayout(lineSpacing: 0) { Text("ab").id(0); block(2, 1).id(1) }).layout(proposal: .zero)
        #expect(result.frame(for: 0) == rect(0, 0, 1, 2))
        #expect(result.frame(for: 1) == rect(0, 2, 2, 1))
        #expect(result.size == CGSize(width: 2, height: 3))
        expectSane(result)
    }

    @Test(arguments: probeProposals) func probesAreSane(_ p: ProposedViewSize) {
        expectSane(ViewGraph(tagFlow()).layout(proposal: p))
    }

    /// A view wider than the width gets a line of its own: a Text is proposed
    /// the width and wraps; a fixed block overflows.
    @Test func itemsWiderThanTheProposal() {
        let view = FlowLayout(lineSpacing: 0) {
            Text("ab").id(0)
            Text("abcdefghij").id(1)
            block(8, 1).id(2)
            Text("c").id(3)
        }
        let result = ViewGraph(view).layout(proposal: proposal(4, 24))
        #expect(result.frame(for: 0) == rect(0, 0, 2, 1))
        #expect(result.frame(for: 1) == rect(0, 1, 4, 3))  // abcd / efgh / ij
        #expect(result.frame(for: 2) == rect(0, 4, 8, 1))  // overflows
        #expect(result.frame(for: 3) == rect(0, 5, 1, 1))
        #expect(result.size == CGSize(width: 8, height: 6))
    }

    /// Alignment positions each line in the bounds (19 wide at width 20).
    @Test(arguments: [(HorizontalAlignment.leading, 0.0, 0.0), (.center, 1, 2.5), (.trailing, 2, 5)])
    func lineAlignment(_ alignment: HorizontalAlignment, firstLineX: CGFloat, secondLineX: CGFloat) {
        let result = ViewGraph(tagFlow(FlowLayout(alignment: alignment))).layout(proposal: proposal(20, 24))
        #expect(result.frame(for: 0)?.minX == firstLineX)      // line 1 is 17 wide
        #expect(result.frame(for: 2)?.minX == secondLineX)     // line 2 is 14 wide
        #expect(result.frame(for: 4)?.minX == 0)               // line 3 is the widest
    }

    @Test func spacingParameters() {
        let result = ViewGraph(tagFlow(FlowLayout(spacing: 2, lineSpacing: 0))).layout(proposal: proposal(20, 24))
        // Swift(7) + 2 + SwiftUI(9) = 18 ≤ 20; + 2 + 5 > 20.
        #expect(result.frame(for: 1) == rect(9, 0, 9, 1))
        #expect(result.frame(for: 2) == rect(0, 1, 5, 1))
    }

    /// L1: inside `.padding(3)` the bounds start at (3, 3); the flow is
    /// proposed 36 − 6 = 30 and must wrap exactly as at width 30.
    @Test(arguments: at30) func nonZeroOriginInPadding(id: Int, frame: CGRect) {
        let result = ViewGraph(tagFlow().padding(3)).layout(proposal: proposal(36, 24))
        #expect(result.frame(for: id) == frame.offsetBy(dx: 3, dy: 3))
    }

    /// After a 5-wide leading view in an HStack, the flow gets 30 and starts at x = 5.
    @Test func nonZeroOriginInHStack() {
        let view = HStack(alignment: .top, spacing: 0) {
            block(5, 1).id("lead")
            tagFlow()
        }
        let result = ViewGraph(view).layout(proposal: proposal(35, 24))
        for (id, frame) in Self.at30 { #expect(result.frame(for: id) == frame.offsetBy(dx: 5, dy: 0)) }
    }

    @Test(arguments: [proposal(30, 24), proposal(20, 24), proposal(12, 5)])
    func probeInvariant(_ p: ProposedViewSize) {
        expectProbeInvariant(tagFlow(), p)
    }
}
