import Testing
@testable import TerminalLayout

/// Scrolls the first scroll view of `graph` down `times` times by `step` points, laying out
/// after each step (so a lazy container measures every line it passes).
func scrollThrough(_ graph: ViewGraph, proposal: ProposedViewSize, step: CGFloat, times: Int) {
    var offset: CGFloat = 0
    for _ in 0..<times {
        offset += step
        graph.setScrollOffset(CGPoint(x: 0, y: offset))
        _ = graph.layout(proposal: proposal)
    }
}

/// Expects the lazy container of `lazy` to have measured every line, and its length (lines and
/// gaps of `gap`) to equal the content height of the eager graph's root scroll view.
func expectLengthsMatchEager(_ lazy: ViewGraph, _ eager: ViewGraph, proposal: ProposedViewSize, gap: Double = 1,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    let state = try #require(lazy.allNodes.first { $0.lazyState != nil }?.lazyState, sourceLocation: sourceLocation)
    #expect(state.lengths.isComplete, sourceLocation: sourceLocation)
    let root = try #require(eager.layout(proposal: proposal).placements.first, sourceLocation: sourceLocation)
    guard case .scrollView(let scroll) = root.kind else {
        Issue.record("the root is not a scroll view", sourceLocation: sourceLocation)
        return
    }
    #expect(state.lengths.total(gap: gap) == Double(scroll.contentSize.height), sourceLocation: sourceLocation)
}
