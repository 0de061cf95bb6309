import Testing
@testable import TerminalLayout

/// A node's last frame is read from the last pass's placements, through the
/// index its record keeps (`LayoutEngine.lastFrame(of:)`): the frame of the
/// pass that placed it last, or nothing when the last pass did not place it.
struct LastFrameTests {
    /// A wide row when there is room for it, a narrow one otherwise.
    static func view() -> some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 1) { Color.gray.frame(width: 10, height: 1).id("wide a"); Color.gray.frame(width: 10, height: 1).id("wide b") }
            Color.gray.frame(width: 4, height: 1).id("narrow")
        }
    }

    static func node(_ id: String, in graph: ViewGraph) -> Node? {
        graph.allNodes.first { $0.traits.id == AnyHashable(id) }
    }

    @Test("Each placed view's last frame is its placement's", arguments: [
        (30.0, ["wide a": CGRect(x: 0, y: 0, width: 10, height: 1), "wide b": CGRect(x: 11, y: 0, width: 10, height: 1)]),
        (8.0, ["narrow": CGRect(x: 0, y: 0, width: 4, height: 1)]),
    ])
    func placedViews(width: Double, frames: [String: CGRect]) throws {
        let graph = ViewGraph(Self.view())
        let result = graph.layout(proposal: prop(width, 1))
        for (id, frame) in frames {
            let node = try #require(Self.node(id, in: graph))
            #expect(graph.engine.lastFrame(of: node) == frame)
            #expect(result.frame(for: id) == frame)
        }
    }

    @Test("A view the last pass did not place has no last frame; placed again, it has its new one")
    func unplacedViews() throws {
        let graph = ViewGraph(Self.view())
        _ = graph.layout(proposal: prop(30, 1))
        let wide = try #require(Self.node("wide b", in: graph))
        let narrow = try #require(Self.node("narrow", in: graph))
        #expect(graph.engine.lastFrame(of: narrow) == nil)
        _ = graph.layout(proposal: prop(8, 1))
        #expect(graph.engine.lastFrame(of: wide) == nil)
        #expect(graph.engine.lastFrame(of: narrow) == CGRect(x: 0, y: 0, width: 4, height: 1))
        // Kept by the caller or not, the next result is where the frames are read.
        let kept = graph.layout(proposal: prop(31, 1))
        #expect(graph.engine.lastFrame(of: wide) == CGRect(x: 11, y: 0, width: 10, height: 1))
        _ = graph.layout(proposal: prop(9, 1))
        #expect(graph.engine.lastFrame(of: wide) == nil)
        #expect(kept.frame(for: "wide b") == CGRect(x: 11, y: 0, width: 10, height: 1))
    }

    @Test("A freed node has no last frame")
    func freedNodes() throws {
        let graph = ViewGraph(HStack { Color.gray.frame(width: 3, height: 1).id("gone"); Color.gray.frame(width: 2, height: 1) })
        _ = graph.layout(proposal: prop(10, 1))
        let gone = try #require(Self.node("gone", in: graph))
        #expect(graph.engine.lastFrame(of: gone) == CGRect(x: 0, y: 0, width: 3, height: 1))
        graph.update(HStack { Color.gray.frame(width: 2, height: 1) })
        _ = graph.layout(proposal: prop(10, 1))
        #expect(graph.engine.lastFrame(of: gone) == nil)
    }
}
