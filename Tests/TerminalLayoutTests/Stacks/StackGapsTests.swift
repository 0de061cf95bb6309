import Testing
@testable import TerminalLayout

/// `StackGaps`: the distances between a stack's children, one value when they
/// are all alike (S1).
struct StackGapsTests {
    @Test("Uniform gaps: every distance is the one value, the total is summed in order",
          arguments: [(0.0, 0), (1.0, 1), (1.0, 5), (0.1, 10), (8.0, 100_000)])
    func uniform(gap: CGFloat, count: Int) {
        let gaps = StackGaps(uniform: gap, count: count)
        #expect(gaps.total == Array(repeating: gap, count: count).reduce(0, +))
        for i in [0, count / 2, Swift.max(count - 1, 0)] where count > 0 { #expect(gaps[i] == gap) }
    }

    @Test("Gaps one by one: each distance, and the total in order", arguments: [[1.0, 2.0], [0.1, 0.2, 0.3], [8, 0, 8, 16]])
    func values(values: [CGFloat]) {
        let gaps = StackGaps(values: values)
        #expect(gaps.total == values.reduce(0, +))
        for (i, value) in values.enumerated() { #expect(gaps[i] == value) }
    }

    /// In cells a view's standard spacing is one row: a stack of alike
    /// children (one gap kept for all) lays out as with `spacing: 1` given,
    /// a one-row child every two rows.
    @Test("A VStack of alike children is laid out as with the same spacing given explicitly",
          arguments: [1, 2, 10, 300])
    func alikeChildren(count: Int) {
        let implicit = ViewGraph(VStack { ForEach(0..<count, id: \.self) { i in Color.gray.frame(width: 3, height: 1).id(i) } })
        let explicit = ViewGraph(VStack(spacing: 1) { ForEach(0..<count, id: \.self) { i in Color.gray.frame(width: 3, height: 1).id(i) } })
        let a = implicit.layout(proposal: ProposedViewSize(width: 20, height: nil))
        let b = explicit.layout(proposal: ProposedViewSize(width: 20, height: nil))
        #expect(a.size == b.size)
        #expect(a.frame(for: count - 1) == b.frame(for: count - 1))
        #expect(a.frame(for: count - 1)?.minY == CGFloat(2 * (count - 1)))
    }

    @Test("A VStack whose children differ keeps each distance: a spacer's gap, then a text's")
    func mixedChildren() {
        let graph = ViewGraph(VStack { Text("a").id(0); Text("b").id(1); Text("c").padding(0).id(2); Color.red.frame(height: 1).id(3) })
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: nil))
        let ys = (0..<4).compactMap { result.frame(for: $0)?.minY }
        #expect(ys.count == 4)
        #expect(ys == ys.sorted())
        let fresh = ViewGraph(VStack { Text("a").id(0); Text("b").id(1); Text("c").padding(0).id(2); Color.red.frame(height: 1).id(3) })
        #expect(fresh.layout(proposal: ProposedViewSize(width: 10, height: nil)) == result)
    }
}
