import Testing
import TerminalLayout

/// Places `subviews[order]` in a row, one cell apart, in that order.
private struct Reordered: Layout {
    let order: [Int]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let chosen = subviews[order]
        return CGSize(width: chosen.map { $0.sizeThatFits(.unspecified).width + 1 }.reduce(0, +), height: 1)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = subviews[order]
        precondition(chosen.startIndex == 0 && chosen.count == order.count)
        var x = bounds.minX
        for index in chosen.indices {
            chosen[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += chosen[index].sizeThatFits(.unspecified).width + 1
        }
    }
}

/// subviews[indices]: the chosen subviews, in the given order, indexed from 0.
@Suite struct LayoutSubviewsIndicesTests {
    @Test(arguments: [([2, 0], [2: CGFloat(0), 0: 4]), ([1, 2, 0], [1: 0, 2: 3, 0: 7])])
    func reorders(order: [Int], xs: [Int: CGFloat]) {
        let view = Reordered(order: order) { Text("a").id(0); Text("bb").id(1); Text("ccc").id(2) }
        let result = lay(view, 40, 5)
        for (id, x) in xs { #expect(result.frame(for: id)?.minX == x) }
    }
}

/// Reports the indices and count of `subviews[1...]` and its siblings.
private struct RangeForms: Layout {
    let record: (String, [Int]) -> Void
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        record("1...", Array(subviews[1...].indices))
        record("...1", Array(subviews[...1].indices))
        record("..<1", Array(subviews[..<1].indices))
        record("0...1", Array(subviews[0...1].indices))
        record("[2, 0]", Array(subviews[[2, 0]].indices))
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Ranges stay slices with their original indices (as for any Collection);
/// a sequence of indices makes a new collection indexed from 0.
@Suite struct LayoutSubviewsRangeTests {
    @Test func rangeFormsAreSlices() {
        final class Box { var seen: [String: [Int]] = [:] }
        let box = Box()
        let view = RangeForms(record: { box.seen[$0] = $1 }) { Text("a"); Text("b"); Text("c") }
        _ = lay(view, 10, 5)
        #expect(box.seen == ["1...": [1, 2], "...1": [0, 1], "..<1": [0], "0...1": [0, 1], "[2, 0]": [0, 1]])
    }
}
