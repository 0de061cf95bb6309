import Testing
@testable import TerminalLayout

/// The selected view's bounds, as an anchor.
private struct SelectionKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A count that is not `Equatable` (compared by its bytes).
private struct Tally { var count: Int }
private struct TallyKey: PreferenceKey {
    static let defaultValue = Tally(count: 0)
    static func reduce(value: inout Tally, nextValue: () -> Tally) { value.count += nextValue().count }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue` (PREF1): the
/// decoration is made from the base's value after the last pass, and is
/// in the result of the same `layout`.
struct PreferenceDecorationTests {
    static let screen = ProposedViewSize(width: 40, height: 10)

    /// Three tabs of widths 3, 5 and 4, one cell apart, the selected one
    /// underlined by a bar made in an overlay from its anchor.
    static func tabs(_ selected: Int) -> some View {
        HStack(spacing: 1) {
            ForEach(0..<3, id: \.self) { i in
                Color.gray.frame(width: [3, 5, 4][i], height: 1)
                    .anchorPreference(key: SelectionKey.self, value: .bounds) { i == selected ? $0 : nil }
            }
        }
        .padding(.bottom, 1)
        .overlayPreferenceValue(SelectionKey.self, alignment: .topLeading) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.red.frame(width: rect.width, height: 1).id("bar").offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
    }

    @Test("The bar is under the selected tab in the first layout, and follows a new selection",
          arguments: [(0, CGRect(x: 0, y: 1, width: 3, height: 1)), (1, CGRect(x: 4, y: 1, width: 5, height: 1)),
                      (2, CGRect(x: 10, y: 1, width: 4, height: 1))])
    func underline(selected: Int, bar: CGRect) {
        let graph = ViewGraph(Self.tabs(selected))
        #expect(graph.layout(proposal: Self.screen).frame(for: "bar") == bar)
        #expect(!graph.needsUpdate)
        graph.update(Self.tabs((selected + 1) % 3))
        let next = graph.layout(proposal: Self.screen).frame(for: "bar")
        #expect(next != bar && next?.minY == 1)
    }

    @Test("A background from a value that is not Equatable: made from the base's value, settled")
    func backgroundFromBytes() {
        let graph = ViewGraph(VStack {
            Text("a").preference(key: TallyKey.self, value: Tally(count: 2))
            Text("b").preference(key: TallyKey.self, value: Tally(count: 3))
        }
        .backgroundPreferenceValue(TallyKey.self) { tally in
            Color.blue.frame(width: CGFloat(tally.count), height: 1).id("tally")
                .preference(key: TallyKey.self, value: Tally(count: 100))   // the decoration's own value is not read
        })
        #expect(graph.layout(proposal: Self.screen).frame(for: "tally")?.width == 5)
        #expect(!graph.needsUpdate)
    }

    @Test("Values are the same when == says so, else when their bytes are")
    func sameness() {
        #expect(PreferenceValues.same(3, 3) && !PreferenceValues.same(3, 4))
        #expect(PreferenceValues.same(Tally(count: 1), Tally(count: 1)) && !PreferenceValues.same(Tally(count: 1), Tally(count: 2)))
        #expect(PreferenceValues.same(Anchor(rect: .zero), Anchor(rect: .zero)))
        #expect(PreferenceValues.same([1, 2], [1, 2]))     // Equatable: by value, not by buffer
    }
}
