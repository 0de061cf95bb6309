import Testing
@testable import TerminalLayout

/// L10's precedence for `layoutValue(key:value:)`, which container values share.
struct LayoutValuePrecedenceTests {
    private struct Rank: LayoutValueKey { static let defaultValue = 0 }

    /// Reports what it read of `Rank` for its one subview.
    private struct Reader: Layout {
        let seen: SeenRank
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.rank = subviews.first?[Rank.self]
            return .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private final class SeenRank: @unchecked Sendable {
        var rank: Int?
    }

    @Test("The value set closest to the view wins, across modifiers that make nodes (as SwiftUI's traits)",
          arguments: [
              ("inside a padding", 1),
              ("inside a frame and a padding", 2),
          ])
    func closest(name: String, expected: Int) {
        let seen = SeenRank()
        let view: AnyView = expected == 1
            ? AnyView(Text("a").layoutValue(key: Rank.self, value: 1).padding(1).layoutValue(key: Rank.self, value: 9))
            : AnyView(Text("a").layoutValue(key: Rank.self, value: 2).frame(width: 3).layoutValue(key: Rank.self, value: 8)
                .padding(1).layoutValue(key: Rank.self, value: 9))
        _ = ViewGraph(Reader(seen: seen) { view }).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(seen.rank == expected, "\(name)")
    }
}
