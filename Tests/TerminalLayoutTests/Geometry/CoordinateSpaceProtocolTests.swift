import Testing
@testable import TerminalLayout

/// `CoordinateSpaceProtocol`, `NamedCoordinateSpace`, `.scrollView` and
/// `GeometryProxy.bounds(of:)` (GEO2), worked out by hand.
struct CoordinateSpaceProtocolTests {
    final class Seen: @unchecked Sendable {
        var frames: [String: CGRect] = [:]
        var bounds: [String: CGRect?] = [:]
    }

    /// A reader 4 × 1 at (3, 2) inside a 10 × 5 box named "box" at (1, 1).
    static func named(_ seen: Seen) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(width: 1, height: 1)
            GeometryReader { proxy in
                let _ = {
                    seen.frames["protocol named"] = proxy.frame(in: .named("box"))
                    seen.frames["enum named"] = proxy.frame(in: CoordinateSpace.named("box"))
                    seen.frames["protocol global"] = proxy.frame(in: .global)
                    seen.frames["protocol local"] = proxy.frame(in: LocalCoordinateSpace())
                    seen.bounds["box"] = proxy.bounds(of: .named("box"))
                    seen.bounds["missing"] = proxy.bounds(of: .named("missing"))
                    seen.bounds["scroll"] = proxy.bounds(of: .scrollView)
                }()
                Color.clear
            }
            .frame(width: 4, height: 1)
            .padding(.leading, 2)
        }
        .frame(width: 10, height: 5, alignment: .topLeading)
        .coordinateSpace(.named("box"))
        .padding(.leading, 1)
        .padding(.top, 1)
        .frame(width: 20, height: 10, alignment: .topLeading)
    }

    @Test("Frames by the protocol's spaces equal the enumeration's; bounds of a named space in the reader's coordinates")
    func namedSpaces() {
        let seen = Seen()
        _ = ViewGraph(Self.named(seen)).layout(proposal: ProposedViewSize(width: 20, height: 10))
        // The reader: 2 in from the box's left, 1 down (the first row); the box at (1, 1).
        #expect(seen.frames["protocol named"] == CGRect(x: 2, y: 1, width: 4, height: 1))
        #expect(seen.frames["enum named"] == seen.frames["protocol named"])
        #expect(seen.frames["protocol global"] == CGRect(x: 3, y: 2, width: 4, height: 1))
        #expect(seen.frames["protocol local"] == CGRect(x: 0, y: 0, width: 4, height: 1))
        // The box's bounds seen from the reader: 2 to its left and 1 above.
        #expect(seen.bounds["box"] == .some(CGRect(x: -2, y: -1, width: 10, height: 5)))
        #expect(seen.bounds["missing"] == .some(nil))
        #expect(seen.bounds["scroll"] == .some(nil))
    }

    @Test("In a scroll view: the frame in .scrollView moves as it scrolls; its bounds are the scroll view's frame",
          arguments: [0, 3])
    func scrollView(_ offset: Int) {
        let seen = Seen()
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<5) { _ in Color.clear.frame(height: 1) }
                GeometryReader { proxy in
                    let _ = {
                        seen.frames["scroll"] = proxy.frame(in: .scrollView)
                        seen.frames["axis"] = proxy.frame(in: .scrollView(axis: .vertical))
                        seen.bounds["scroll"] = proxy.bounds(of: .scrollView)
                    }()
                    Color.clear
                }
                .frame(width: 6, height: 1)
                ForEach(0..<10) { _ in Color.clear.frame(height: 1) }
            }
        }
        .frame(width: 6, height: 4)
        .padding(.top, 2)
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 10))
        if offset > 0 {
            graph.scroll(by: CGSize(width: 0, height: CGFloat(offset)))
            _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 10))
        }
        // Row 5 of the content, scrolled by `offset`: 5 − offset below the scroll view's top.
        let y = CGFloat(5 - offset)
        #expect(seen.frames["scroll"] == CGRect(x: 0, y: y, width: 6, height: 1))
        #expect(seen.frames["axis"] == seen.frames["scroll"])
        // The scroll view (6 × 4 at y 2) from the reader at y 2 + 5 − offset.
        #expect(seen.bounds["scroll"] == .some(CGRect(x: 0, y: -y, width: 6, height: 4)))
        #expect(CoordinateSpace.scrollView == NamedCoordinateSpace.scrollView.coordinateSpace)
    }
}
