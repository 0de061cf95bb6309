import Testing
@testable import TerminalLayout

extension ContainerValues {
    @Entry fileprivate var testRank: Int = 0
    @Entry fileprivate var testTag: String?
}

/// A key written by hand, as before `@Entry`.
private struct WeightKey: ContainerValueKey {
    static let defaultValue = 1.0
}

extension ContainerValues {
    fileprivate var testWeight: Double {
        get { self[WeightKey.self] }
        set { self[WeightKey.self] = newValue }
    }
}

/// Lays its subviews out in a row, ordered by `testRank` (stable), each
/// `testWeight` cells apart from the last; reports what it read.
private struct RankedRow: Layout {
    let seen: SeenValues

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 80, height: 1)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        seen.values = subviews.map { ($0.containerValues.testRank, $0.containerValues.testTag, $0.containerValues.testWeight) }
        let order = subviews.indices.sorted {
            (subviews[$0].containerValues.testRank, $0) < (subviews[$1].containerValues.testRank, $1)
        }
        var x = bounds.minX
        for i in order {
            let size = subviews[i].sizeThatFits(.unspecified)
            subviews[i].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + subviews[i].containerValues.testWeight
        }
    }
}

/// What `RankedRow` read, per subview: rank, tag, weight.
private final class SeenValues: @unchecked Sendable {
    var values: [(Int, String?, Double)] = []
}

/// `ContainerValues`, `containerValue(_:_:)` and `LayoutSubview.containerValues` (iOS 18).
struct ContainerValuesTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    /// Lays `content` out in a `RankedRow`; returns the x of each id and what the row read.
    private static func layout<C: View>(ids: [String], @ViewBuilder _ content: () -> C) -> ([CGFloat?], [(Int, String?, Double)]) {
        let seen = SeenValues()
        let result = ViewGraph(RankedRow(seen: seen) { content() }).layout(proposal: screen)
        return (ids.map { result.frame(for: $0)?.minX }, seen.values)
    }

    @Test("Defaults where nothing is set; values set on a view reach its container")
    func setAndDefault() {
        let (xs, seen) = Self.layout(ids: ["a", "b", "c"]) {
            Text("aa").id("a").containerValue(\.testRank, 2)
            Text("b").id("b")
            Text("ccc").id("c").containerValue(\.testRank, 1).containerValue(\.testTag, "x").containerValue(\.testWeight, 3)
        }
        #expect(seen.map(\.0) == [2, 0, 1])
        #expect(seen.map(\.1) == [nil, nil, "x"])
        #expect(seen.map(\.2) == [1, 1, 3])
        // Order by rank: b (0) at 0, width 1, +1 → c (1) at 2, width 3, +3 → a (2) at 8.
        #expect(xs == [8, 0, 2])
    }

    @Test("The value set closest to the view wins, with or without a modifier between; modifiers pass values through",
          arguments: [
              (1, 5, false, 1),
              (1, 5, true, 1),
              (nil, 5, true, 5),
              (7, nil, true, 7),
              (nil, nil, true, 0),
          ] as [(Int?, Int?, Bool, Int)])
    func closestWins(inner: Int?, outer: Int?, padded: Bool, expected: Int) {
        @ViewBuilder func rank<V: View>(_ view: V, _ value: Int?) -> some View {
            if let value { view.containerValue(\.testRank, value) } else { view }
        }
        @ViewBuilder func pad<V: View>(_ view: V) -> some View {
            if padded { view.padding(1) } else { view }
        }
        let (_, seen) = Self.layout(ids: []) { rank(pad(rank(Text("a"), inner)), outer) }
        #expect(seen.map(\.0) == [expected])
    }

    @Test("On a ForEach or a Group: each view it makes carries the value")
    func forEachAndGroup() {
        let (_, seen) = Self.layout(ids: []) {
            ForEach(0..<3) { Text("\($0)") }.containerValue(\.testTag, "each")
            Group { Text("g"); Text("h").containerValue(\.testTag, "own") }.containerValue(\.testTag, "group")
        }
        #expect(seen.map(\.1) == ["each", "each", "each", "group", "own"])
    }

    @Test("A view inside a nested stack is that stack's: the outer container does not see its values")
    func onlyTheDirectContainer() {
        let (_, seen) = Self.layout(ids: []) {
            HStack { Text("a").containerValue(\.testRank, 4) }
            HStack { Text("b") }.containerValue(\.testRank, 9)
        }
        #expect(seen.map(\.0) == [0, 9])
    }

    @Test("Read and written on a ContainerValues value, each key apart; a key path setter names its key")
    func valueSemantics() {
        var values = ContainerValues()
        #expect(values.testRank == 0 && values.testTag == nil && values.testWeight == 1)
        values.testRank = 3
        values[WeightKey.self] = 2.5
        let copy = values
        values.testTag = "t"
        #expect(values.testRank == 3 && values.testWeight == 2.5 && values.testTag == "t")
        #expect(copy.testTag == nil)
    }
}
