import Testing
@testable import TerminalLayout

/// A view placed again with the same size, proposal, depth, opacity and clip,
/// nothing under it changed, only somewhere else: its subtree's placements of
/// the last pass are moved, not made again (`LayoutEngine.reusePlacements`),
/// when every view in it has its frame (a leaf; a frame its content fills).
/// Whatever is moved, the result is a fresh graph's.
struct MovedPlacementTests {
    /// A flexible bar, then three fixed 2×1 items (a frame filled by a colour:
    /// two placements each) that move right when the bar grows.
    static func row(tint: Color = .gray, items: Int = 3) -> some View {
        HStack(spacing: 1) {
            Color.blue.frame(minWidth: 0, maxWidth: .infinity).frame(height: 1)
            ForEach(0..<items, id: \.self) { i in (i == 1 ? tint : Color.gray).frame(width: 2, height: 1).id(i) }
        }
    }

    static func fresh<V: View>(_ view: V, width: Double) -> LayoutResult {
        ViewGraph(view).layout(proposal: prop(width, 1))
    }

    @Test("Widths 20 → 30 → 12 → 30: the fixed items' placements move (3 items × 2); the result is a fresh graph's",
          arguments: [30.0, 12])
    func resizedRow(width: Double) {
        let graph = ViewGraph(Self.row())
        _ = graph.layout(proposal: prop(20, 1))
        // Each result checked and dropped before the next pass (a result
        // still held is never written over).
        func check(_ width: Double) {
            let result = graph.layout(proposal: prop(width, 1))
            #expect(graph.stats.placementsMoved == 6)
            #expect(result == Self.fresh(Self.row(), width: width))
            #expect(result.frame(for: 2) == CGRect(x: width - 2, y: 0, width: 2, height: 1))
        }
        check(width)
        // Back again: moved again, from where they were moved to.
        check(20)
        check(width)
    }

    @Test("A result the caller keeps is never written over: moved views are copied from it, and it stays as it was")
    func keptResult() {
        let graph = ViewGraph(Self.row())
        let kept = graph.layout(proposal: prop(20, 1))
        let copy = kept.placements
        let next = graph.layout(proposal: prop(30, 1))
        #expect(graph.stats.placementsMoved == 6)
        #expect(next == Self.fresh(Self.row(), width: 30))
        #expect(kept.placements == copy)
        // Both kept: the next pass copies from the newest.
        let third = graph.layout(proposal: prop(12, 1))
        #expect(graph.stats.placementsMoved == 6)
        #expect(third == Self.fresh(Self.row(), width: 12))
        #expect(next == Self.fresh(Self.row(), width: 30))
        #expect(kept.placements == copy)
    }

    @Test("An item changed by an update is placed anew; the others move", arguments: [Color.red, .gray])
    func changedItem(tint: Color) {
        let graph = ViewGraph(Self.row())
        _ = graph.layout(proposal: prop(20, 1))
        graph.update(Self.row(tint: tint))
        let result = graph.layout(proposal: prop(25, 1))
        // The same colour: the update changed nothing, all three move.
        #expect(graph.stats.placementsMoved == (tint == .gray ? 6 : 4))
        #expect(result == Self.fresh(Self.row(tint: tint), width: 25))
    }

    @Test("An item added before others shifts their places in the result: they are placed anew")
    func insertedItem() {
        let graph = ViewGraph(Self.row(items: 2))
        _ = graph.layout(proposal: prop(20, 1))
        graph.update(Self.row(items: 3))
        let result = graph.layout(proposal: prop(20, 1))
        #expect(result == Self.fresh(Self.row(items: 3), width: 20))
        // Item 2 is new, items 0 and 1 (and the bar) moved left by 3 cells, same sizes:
        // the bar's placements change size, the items' stay where they were in the array.
        #expect(graph.stats.placementsMoved == 4)
        graph.update(Self.row(items: 2))
        #expect(graph.layout(proposal: prop(20, 1)) == Self.fresh(Self.row(items: 2), width: 20))
    }

    @Test("""
          Views whose content does not fill them, or that set opacity or a coordinate space, are placed anew; \
          what they contain moves — unless a clip that moved with them clips it
          """, arguments: [(0, 2), (1, 2), (2, 0), (3, 1)])
    func notMovable(kind: Int, moved: Int) {
        func view() -> some View {
            HStack(spacing: 0) {
                Color.blue.frame(minWidth: 0, maxWidth: .infinity).frame(height: 1)
                switch kind {
                case 0: Color.gray.frame(width: 2, height: 1).frame(width: 4, height: 1)
                case 1: Color.gray.frame(width: 4, height: 1).opacity(0.5)
                case 2: Color.gray.frame(width: 4, height: 1).clipped()
                default: Color.gray.frame(width: 4, height: 1).coordinateSpace(name: "c")
                }
            }
        }
        let graph = ViewGraph(view())
        _ = graph.layout(proposal: prop(10, 1))
        let result = graph.layout(proposal: prop(14, 1))
        #expect(result == Self.fresh(view(), width: 14))
        // 0, 1: the inner frame and its colour move, the outer view is placed
        // anew; 2: the clip moved, so its content is placed anew; 3: the
        // named frame is placed anew, its colour moves.
        #expect(graph.stats.placementsMoved == moved)
    }

    @Test("Items under an opacity that changed are placed anew with it")
    func opacityChanged() {
        func view(_ opacity: Double) -> some View {
            HStack(spacing: 1) {
                Color.blue.frame(minWidth: 0, maxWidth: .infinity).frame(height: 1)
                HStack(spacing: 0) { Color.gray.frame(width: 2, height: 1); Text("ab") }.opacity(opacity)
            }
        }
        let graph = ViewGraph(view(1))
        _ = graph.layout(proposal: prop(20, 1))
        graph.update(view(0.5))
        let result = graph.layout(proposal: prop(24, 1))
        #expect(graph.stats.placementsMoved == 0)
        #expect(result == Self.fresh(view(0.5), width: 24))
        #expect(result.placements.last?.opacity == 0.5)
    }

    @Test("A text in a fixed frame it fills moves with it; a text proposed another width is placed anew",
          arguments: [(true, 2), (false, 0)])
    func texts(framed: Bool, moved: Int) {
        func view() -> some View {
            HStack(spacing: 1) {
                Color.blue.frame(minWidth: 0, maxWidth: .infinity).frame(height: 1)
                if framed { Text("hello").frame(width: 5, height: 1) } else { Text("hello") }
            }
        }
        let graph = ViewGraph(view())
        _ = graph.layout(proposal: prop(20, 1))
        let result = graph.layout(proposal: prop(27, 1))
        #expect(graph.stats.placementsMoved == moved)
        #expect(result == Self.fresh(view(), width: 27))
        #expect(result.placements.last?.frame == CGRect(x: 22, y: 0, width: 5, height: 1))
    }

    @Test("A moved view's last frame is its new one")
    func lastFrameOfMovedViews() throws {
        let graph = ViewGraph(Self.row())
        _ = graph.layout(proposal: prop(20, 1))
        _ = graph.layout(proposal: prop(30, 1))
        let item = try #require(graph.allNodes.first { $0.traits.id == AnyHashable(2) })
        #expect(graph.stats.placementsMoved == 6)
        #expect(graph.engine.lastFrame(of: item) == CGRect(x: 28, y: 0, width: 2, height: 1))
        #expect(graph.engine.lastFrame(of: item.children[0]) == CGRect(x: 28, y: 0, width: 2, height: 1))
    }
}
