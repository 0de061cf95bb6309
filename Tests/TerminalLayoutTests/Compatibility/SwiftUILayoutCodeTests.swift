import Testing
import TerminalLayout

// Layout code in the style SwiftUI developers write (Apple's sample
// patterns: an equal-width stack with a cache, a radial layout with Angle,
// rank values through LayoutValueKey), compiled unchanged but for the import.

private struct EqualWidthHStack: Layout {
    struct CacheData {
        var maxSize: CGSize
        var spacing: [CGFloat]
        var totalSpacing: CGFloat
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        return CacheData(maxSize: maxSize, spacing: spacing, totalSpacing: spacing.reduce(0) { $0 + $1 })
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + cache.totalSpacing, height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        guard !subviews.isEmpty else { return }
        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextX = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += cache.maxSize.width + cache.spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

private struct SampleRank: LayoutValueKey {
    static let defaultValue: Int = 1
}

private extension View {
    func rank(_ value: Int) -> some View { layoutValue(key: SampleRank.self, value: value) }
}

private struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        let ranks = subviews.map { subview in subview[SampleRank.self] }
        let offset = Double(ranks.max() ?? 1) * 0
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: CGFloat(angle) * CGFloat(index) + CGFloat(offset)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

@MainActor
@Suite struct SwiftUILayoutCodeTests {
    @Test func equalWidthStackGivesEveryChildTheWidestWidth() {
        let view = EqualWidthHStack {
            Text("a").id("a")
            Text("abcde").id("b")
            Text("abc").id("c")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 40, height: 5))
        // Widest is 5; default spacing 1: 5 + 1 + 5 + 1 + 5 = 17; centres at 2.5, 8.5, 14.5.
        #expect(result.size == CGSize(width: 17, height: 1))
        #expect(result.frame(for: "a") == CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(result.frame(for: "b") == CGRect(x: 6, y: 0, width: 5, height: 1))
        #expect(result.frame(for: "c") == CGRect(x: 13, y: 0, width: 3, height: 1))
    }

    @Test func radialLayoutWithAngleAndRanks() {
        let view = MyRadialLayout {
            ForEach(0..<4) { i in Color.red.frame(width: 2, height: 2).rank(i).id(i) }
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 30, height: 30))
        // Radius 10 around (15, 15): top, right, bottom, left.
        #expect(result.frame(for: 0) == CGRect(x: 14, y: 4, width: 2, height: 2))
        #expect(result.frame(for: 1).map { ($0.midX * 1000).rounded() / 1000 } == 25)
        #expect(result.frame(for: 2).map { ($0.midY * 1000).rounded() / 1000 } == 25)
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle(radians: .pi / 2).degrees == 90)
    }
}
