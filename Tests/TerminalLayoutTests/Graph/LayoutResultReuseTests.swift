import Testing
@testable import TerminalLayout

/// A pass writes over the last result's storage only when nobody holds
/// that result any more: a result a caller keeps never changes.
struct LayoutResultReuseTests {
    static func view() -> some View {
        HStack(spacing: 1) {
            ForEach(0..<3) { i in Color.gray.frame(minWidth: 0, idealWidth: CGFloat(4 + i), maxWidth: .infinity).frame(height: 1).id(i) }
        }
    }

    @Test("A result kept by the caller is unchanged by later passes", arguments: [(20.0, 11.0), (11.0, 20.0), (30.0, 0.0)])
    func keptResultsStay(first: Double, second: Double) {
        let graph = ViewGraph(Self.view())
        let kept = graph.layout(proposal: prop(first, 1))
        let copy = kept.placements
        let keptFrame = kept.frame(for: 2)
        let next = graph.layout(proposal: prop(second, 1))
        #expect(kept.placements == copy)
        #expect(kept.frame(for: 2) == keptFrame)
        #expect(next == ViewGraph(Self.view()).layout(proposal: prop(second, 1)))
    }

    /// `LayoutStats.reusedResultStorage`: the second pass writes over the
    /// first's storage only when nothing else holds it — neither the result
    /// nor its placements array. (A first pass has no storage to reuse.)
    @Test(arguments: [("dropped", true), ("result kept", false), ("placements kept", false)])
    func storageIsReusedOnlyWhenNothingHoldsIt(holder: String, reused: Bool) {
        let graph = ViewGraph(Self.view())
        var kept: LayoutResult?
        var keptPlacements: [ViewPlacement]?
        let first = graph.layout(proposal: prop(20, 1))
        #expect(!graph.stats.reusedResultStorage)
        if holder == "result kept" { kept = first }
        if holder == "placements kept" { keptPlacements = first.placements }
        _ = consume first
        _ = graph.layout(proposal: prop(11, 1))
        #expect(graph.stats.reusedResultStorage == reused)
        #expect(kept?.placements.count ?? keptPlacements?.count ?? 10 == 10)  // the stack, 3 × (two frames, a colour)
    }

    @Test("Widths 20 → 11 → 20: each pass equals a fresh graph's, whether or not the last result was kept")
    func droppedResultsAreReused() {
        let graph = ViewGraph(Self.view())
        for width in [20.0, 11, 20, 11] {
            let result = graph.layout(proposal: prop(width, 1))
            #expect(result == ViewGraph(Self.view()).layout(proposal: prop(width, 1)))
            // Each item's frame, by id, from the (possibly reused) index.
            #expect(result.frame(for: 0)?.width == CGFloat((width - 2) / 3))
        }
    }

    @Test("A kept result still finds its own views by id after an update reorders them")
    func keptIndexIsNotShared() {
        func row(_ ids: [Int]) -> some View {
            HStack(spacing: 0) { ForEach(ids, id: \.self) { Color.gray.frame(width: CGFloat($0 + 1), height: 1) } }
        }
        let graph = ViewGraph(row([0, 1, 2]))
        let kept = graph.layout(proposal: prop(20, 1))
        #expect(kept.frame(for: 0) == CGRect(x: 0, y: 0, width: 1, height: 1))
        graph.update(row([2, 1, 0]))
        let next = graph.layout(proposal: prop(20, 1))
        #expect(next.frame(for: 0) == CGRect(x: 5, y: 0, width: 1, height: 1))
        #expect(kept.frame(for: 0) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(kept.frame(for: 2) == CGRect(x: 3, y: 0, width: 3, height: 1))
    }
}
