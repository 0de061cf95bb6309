import Testing
@testable import TerminalLayout

/// The frame of the view marked as the target, as a rectangle anchor.
private struct TargetKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A height read from an anchor (dkk/WrappingHStack's key).
private struct HeightKey: PreferenceKey {
    static let defaultValue = CGFloat.zero
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// Anchors (PREF1): a view's geometry, taken in the root's coordinates
/// after a layout and made local to a `GeometryReader` by its proxy.
struct AnchorTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    /// A 6×3 target under a 4×2 view, in a reader padded 2 cells from the
    /// root: the reader is at (2, 2), the target at (0, 2) inside it.
    static func readerTree(_ source: Anchor<CGRect>.Source, _ seen: @escaping (CGRect) -> Void) -> some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 4, height: 2)
                Color.blue.frame(width: 6, height: 3).anchorPreference(key: TargetKey.self, value: source) { $0 }
            }
            .transformPreference(TargetKey.self) { anchor in
                if let value = anchor { seen(proxy[value]) }
            }
        }
        .padding(2)
    }

    @Test("A rectangle anchor, made local by the reader's proxy", arguments: [
        (Anchor<CGRect>.Source.bounds, CGRect(x: 0, y: 2, width: 6, height: 3)),
        (.rect(CGRect(x: 1, y: 1, width: 2, height: 1)), CGRect(x: 1, y: 3, width: 2, height: 1)),
    ])
    func rectangles(source: Anchor<CGRect>.Source, expected: CGRect) {
        var seen: [CGRect] = []
        let graph = ViewGraph(Self.readerTree(source) { seen.append($0) }.onPreferenceChange(TargetKey.self) { _ in })
        _ = graph.layout(proposal: Self.screen)
        #expect(seen.last == expected)
    }

    @Test("Point anchors", arguments: [
        (Anchor<CGPoint>.Source.topLeading, CGPoint(x: 10, y: 4)),
        (.center, CGPoint(x: 13, y: 5.5)),
        (.bottomTrailing, CGPoint(x: 16, y: 7)),
        (.unitPoint(UnitPoint(x: 0.5, y: 0)), CGPoint(x: 13, y: 4)),
        (.point(CGPoint(x: 1, y: 2)), CGPoint(x: 11, y: 6)),
    ])
    func points(source: Anchor<CGPoint>.Source, expected: CGPoint) {
        // A 6×3 view at (10, 4) of the root; the proxy of a reader filling the root is the root's coordinates.
        var seen: CGPoint?
        let graph = ViewGraph(GeometryReader { proxy in
            Color.blue.frame(width: 6, height: 3)
                .anchorPreference(key: HeightKey.self, value: source) { anchor in
                    seen = proxy[anchor]
                    return 0
                }
                .offset(x: 0, y: 0)
                .position(x: 13, y: 5.5)
        }.onPreferenceChange(HeightKey.self) { _ in })
        _ = graph.layout(proposal: Self.screen)
        #expect(seen == expected)
    }

    /// dkk/WrappingHStack's shape: a reader whose content reports its height
    /// through an anchor; the reader is framed to that height.
    private struct Wrapping: View {
        let lines: Int
        @State private var height: CGFloat = 0
        var body: some View {
            GeometryReader { geo in
                VStack(spacing: 0) { ForEach(0..<lines, id: \.self) { _ in Text("line") } }
                    .anchorPreference(key: HeightKey.self, value: .bounds) { geo[$0].size.height }
            }
            .frame(height: height)
            .id("reader")
            .onPreferenceChange(HeightKey.self) { if abs(height - $0) > 0.5 { height = $0 } }
        }
    }

    @Test("A reader framed to its content's height, read through an anchor, in the first layout",
          arguments: [1, 3, 7])
    func wrappingStackHeight(lines: Int) {
        let graph = ViewGraph(VStack(spacing: 0) { Wrapping(lines: lines); Text("after").id("after") })
        let result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "reader")?.height == CGFloat(lines))
        #expect(result.frame(for: "after")?.minY == CGFloat(lines))
    }

    @Test("Anchors are equal when their values are")
    func equality() {
        #expect(Anchor(rect: CGRect(x: 1, y: 2, width: 3, height: 4)) == Anchor(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(Anchor(point: CGPoint(x: 1, y: 2)) != Anchor(point: CGPoint(x: 2, y: 1)))
        #expect(Set([Anchor(point: .zero), Anchor(point: .zero)]).count == 1)
    }
}
