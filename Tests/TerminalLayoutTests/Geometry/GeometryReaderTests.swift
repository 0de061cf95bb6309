import Testing
import TerminalLayout

/// GeometryReader: takes the whole proposal, gives its content that size
/// and places it at its top-leading corner.
@Suite struct GeometryReaderTests {
    @Test func insideAVStackItTakesTheRemainingSpace() {
        let view = VStack {
            Text("top").id("top")
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))").id("label")
            }
            .id("reader")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 10))
        // 10 rows − 1 (text) − 1 (spacing) = 8.
        #expect(result.frame(for: "reader") == CGRect(x: 0, y: 2, width: 20, height: 8))
        #expect(result.frame(for: "label") == CGRect(x: 0, y: 2, width: 4, height: 1))
        guard case .text(let text)? = result.placement(for: "label")?.kind else {
            Issue.record("no text placed")
            return
        }
        #expect(text.lines == ["20x8"])
    }

    @Test(arguments: [
        (ProposedViewSize(width: 7, height: 3), CGSize(width: 7, height: 3)),
        (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
        (ProposedViewSize(width: nil, height: 4), CGSize(width: 10, height: 4)),
    ])
    func takesTheProposalAndTenWhereUnspecified(proposal: ProposedViewSize, expected: CGSize) {
        let view = GeometryReader { _ in Color.red }.fixedSize(horizontal: proposal.width == nil, vertical: proposal.height == nil)
        let result = ViewGraph(view).layout(proposal: proposal.width == nil || proposal.height == nil
                                            ? ProposedViewSize(width: proposal.width ?? 50, height: proposal.height ?? 50)
                                            : proposal)
        #expect(result.size == expected)
    }

    @Test func framesInLocalGlobalAndNamedSpaces() {
        let view = VStack(spacing: 0) {
            Color.gray.frame(height: 2)
            GeometryReader { proxy in
                let global = proxy.frame(in: .global)
                let named = proxy.frame(in: .named("card"))
                let local = proxy.frame(in: .local)
                HStack(spacing: 0) {
                    Color.red.frame(width: global.minX, height: global.minY).id("global")
                    Color.green.frame(width: named.minX, height: named.minY).id("named")
                    Color.blue.frame(width: local.minX + 1, height: local.minY + 1).id("local")
                }
            }
        }
        .padding(3)
        .coordinateSpace(name: "card")
        .padding(2)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 30, height: 20))
        // The reader is at x = 2 + 3 = 5, y = 2 + 3 + 2 = 7 globally;
        // inside "card" (which starts at 2, 2) it is at (3, 5).
        #expect(result.frame(for: "global")?.size == CGSize(width: 5, height: 7))
        #expect(result.frame(for: "named")?.size == CGSize(width: 3, height: 5))
        #expect(result.frame(for: "local")?.size == CGSize(width: 1, height: 1))
    }

    @Test func contentKeepsItsIdentityAcrossResizes() {
        let graph = ViewGraph(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2).id("half")
        })
        #expect(graph.layout(proposal: ProposedViewSize(width: 20, height: 4)).frame(for: "half")?.width == 10)
        #expect(graph.layout(proposal: ProposedViewSize(width: 8, height: 4)).frame(for: "half")?.width == 4)
    }

    @Test("GeometryReader content is in the graph: counted, and invalidated when the environment changes")
    func contentIsInTheGraph() {
        let graph = ViewGraph(GeometryReader { _ in Text("ab").id("t") })
        let cells = graph.layout(proposal: ProposedViewSize(width: 80, height: 24))
        #expect(cells.frame(for: "t")?.size == CGSize(width: 2, height: 1))
        #expect(graph.nodeCount == 2)   // the reader and its text
        graph.environment = LayoutEnvironment(cellMetrics: .points)
        let points = graph.layout(proposal: ProposedViewSize(width: 640, height: 384))
        // Two columns of 8 points by one row of 16, as a fresh graph gives.
        #expect(points.frame(for: "t")?.size == CGSize(width: 16, height: 16))
        let fresh = ViewGraph(GeometryReader { _ in Text("ab").id("t") }, environment: LayoutEnvironment(cellMetrics: .points))
        #expect(fresh.layout(proposal: ProposedViewSize(width: 640, height: 384)).frame(for: "t") == points.frame(for: "t"))
        // An update keeps the content (resolved again when the reader is placed).
        graph.update(GeometryReader { _ in Text("abc").id("t") })
        #expect(graph.nodeCount == 2)
        #expect(graph.layout(proposal: ProposedViewSize(width: 640, height: 384)).frame(for: "t")?.size == CGSize(width: 24, height: 16))
        #expect(graph.nodeCount == 2)
    }
}
