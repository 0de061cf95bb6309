import Testing
import TerminalLayout
import TerminalRenderer

// The README's "Write your own Layout" example, compiled and run: keep the two the same.

/// Each view below and to the right of the one before, like stairs.
struct StairsLayout: Layout {
    var step: CGFloat = 2

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for (i, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, CGFloat(i) * step + ideal.width)
            size.height += ideal.height
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * step, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

@Suite struct StairsLayoutExampleTests {
    @Test func theReadmeExampleDrawsStairs() {
        let stairs = StairsLayout(step: 4) {
            ForEach(1...3, id: \.self) { n in
                RoundedRectangle(cornerRadius: 1).overlay(Text("\(n)")).frame(width: 7, height: 3)
            }
        }
        let result = ViewGraph(stairs).layout(proposal: ProposedViewSize(width: 20, height: 9))
        let lines = PlacementRenderer().render(result, width: 20, height: 9).lines
        #expect(lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) } == [
            "╭─────╮",
            "│  1  │",
            "╰─────╯",
            "    ╭─────╮",
            "    │  2  │",
            "    ╰─────╯",
            "        ╭─────╮",
            "        │  3  │",
            "        ╰─────╯",
        ])
        #expect(result.size == CGSize(width: 15, height: 9))
    }
}
