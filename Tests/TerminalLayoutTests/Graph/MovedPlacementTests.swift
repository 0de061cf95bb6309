import Testing
@testable import TerminalLayout

/// A custom guide: a view's middle row (rounded down).
private enum Middle: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { (d.height / 2).rounded(.down) }
}

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

    // MARK: Stacks and padding: moved by a whole distance

    /// A header `headerHeight` rows tall, then `rows` rows: each an `HStack` of a padded
    /// text and a fixed bar (5 placements a row: stack, padding, text, frame, colour).
    static func list(headerHeight: CGFloat, rows: Int = 3, spacing: CGFloat? = 1, keep: Bool = false) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 10, height: headerHeight)
            ForEach(0..<rows, id: \.self) { i in
                HStack(spacing: spacing) {
                    Text("row \(i)").padding(.leading, 1)
                    Color.gray.frame(width: CGFloat(i + 2), height: 1)
                }
            }
        }
    }

    @Test("Rows under a header that grew move down by whole rows, stack, padding and all (5 placements a row)",
          arguments: [(2.0, 5.0, nil as Double?), (5, 2, nil), (2, 5, 1), (2, 5, 0)])
    func rowsMoveDown(before: Double, after: Double, spacing: Double?) {
        func view(_ height: Double) -> some View { Self.list(headerHeight: height, spacing: spacing.map { CGFloat($0) }) }
        let graph = ViewGraph(view(before))
        _ = graph.layout(proposal: prop(40, nil))
        graph.update(view(after))
        let result = graph.layout(proposal: prop(40, nil))
        #expect(graph.stats.placementsMoved == 15)
        #expect(result == ViewGraph(view(after)).layout(proposal: prop(40, nil)))
    }

    @Test("A caller holding the last result: the rows are copied from it, moved by the same distance")
    func rowsCopied() {
        let graph = ViewGraph(Self.list(headerHeight: 1))
        let kept = graph.layout(proposal: prop(40, nil))
        graph.update(Self.list(headerHeight: 4))
        let result = graph.layout(proposal: prop(40, nil))
        #expect(graph.stats.placementsMoved == 15)
        #expect(result == ViewGraph(Self.list(headerHeight: 4)).layout(proposal: prop(40, nil)))
        #expect(kept == ViewGraph(Self.list(headerHeight: 1)).layout(proposal: prop(40, nil)))
    }

    @Test("""
          Rows whose frames are not whole (a half-cell spacing, a header of 1.5 rows) are placed anew; \
          what is whole or fills its frame inside them moves
          """, arguments: [(0.5, 2.0, 3.0, 12), (1, 1.5, 3.0, 9), (1, 2.0, 3.5, 9)])
    func fractionalRows(spacing: Double, before: Double, after: Double, moved: Int) {
        func view(_ height: Double) -> some View { Self.list(headerHeight: height, spacing: spacing) }
        let graph = ViewGraph(view(before))
        _ = graph.layout(proposal: prop(40, nil))
        graph.update(view(after))
        let result = graph.layout(proposal: prop(40, nil))
        #expect(result == ViewGraph(view(after)).layout(proposal: prop(40, nil)))
        // Each row's stack runs its placement again (and the outer stack); inside a row, the
        // bar (a frame its colour fills) moves, and so do the padding and its text when their
        // frames are whole (a half-cell spacing: at whole rows, only the bar is off the grid).
        #expect(graph.stats.placeSubviewsCalls >= 4)
        #expect(graph.stats.placementsMoved == moved)
    }

    @Test("A stack aligned by a custom guide is placed anew")
    func customGuide() {
        func view(_ height: CGFloat) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 10, height: height)
                HStack(alignment: VerticalAlignment(Middle.self)) { Text("a"); Color.gray.frame(width: 2, height: 3) }
            }
        }
        let graph = ViewGraph(view(1))
        _ = graph.layout(proposal: prop(40, nil))
        graph.update(view(3))
        let result = graph.layout(proposal: prop(40, nil))
        #expect(result == ViewGraph(view(3)).layout(proposal: prop(40, nil)))
        // The text and the bar move (leaf, filled frame); the stack itself is placed anew.
        #expect(graph.stats.placementsMoved == 3)
    }

    @Test("Scrolling a list moves its content by the scroll distance; the clip stays", arguments: [3.0, 7, 40])
    func scrolledContent(offset: Double) {
        func view() -> some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<30, id: \.self) { i in HStack(spacing: 1) { Text("row \(i)"); Color.gray.frame(width: 2, height: 1) } }
                }
            }
        }
        let graph = ViewGraph(view())
        _ = graph.layout(proposal: prop(20, 10))
        graph.setScrollOffset(CGPoint(x: 0, y: offset))
        let result = graph.layout(proposal: prop(20, 10))
        // The content stack and its 30 rows of 4 placements move (offsets past the end are clamped: 20).
        #expect(graph.stats.placementsMoved == 121)
        let fresh = ViewGraph(view())
        _ = fresh.layout(proposal: prop(20, 10))
        fresh.setScrollOffset(CGPoint(x: 0, y: offset))
        let expected = fresh.layout(proposal: prop(20, 10))
        #expect(result == expected)
        #expect(result.frame(for: 0)?.minY == CGFloat(-min(offset, 20)), "\(String(describing: result.frame(for: 0)))")
    }

    @Test("Whole numbers: below 2³¹ in magnitude, no fraction", arguments: [
        (0.0, true), (-0.0, true), (1, true), (-5, true), (2_147_483_647, true), (-2_147_483_647, true),
        (2_147_483_648, false), (0.5, false), (1e-17, false), (-1e-300, false), (.nan, false), (.infinity, false),
    ] as [(CGFloat, Bool)])
    func wholeNumbers(value: CGFloat, whole: Bool) {
        #expect(value.isWhole == whole)
        #expect(CGRect(x: value, y: 0, width: 1, height: 1).isWhole == whole)
    }

    @Test("Rows with a background, an overlay, an offset or a fixed size move by whole rows too",
          arguments: [0, 1, 2, 3, 4])
    func decoratedRows(kind: Int) {
        func view(_ height: CGFloat) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 10, height: height)
                ForEach(0..<3, id: \.self) { i in
                    switch kind {
                    case 0: Text("row \(i)").background(Color.gray)
                    case 1: Text("row \(i)").overlay(alignment: .trailing) { Text("!") }
                    case 2: Text("row \(i)").offset(x: 2, y: 0)
                    case 3: Text("row \(i)").fixedSize()
                    default: Text("row \(i)").offset(x: 0.5, y: 0)
                    }
                }
            }
        }
        let graph = ViewGraph(view(1))
        _ = graph.layout(proposal: prop(30, nil))
        graph.update(view(4))
        let result = graph.layout(proposal: prop(30, nil))
        #expect(result == ViewGraph(view(4)).layout(proposal: prop(30, nil)))
        // 0: decoration, its implicit stack and colour, the text; 1: the same with a text;
        // 2, 3: the modifier and the text; 4: a half-cell offset — only the text (a leaf) moves.
        let moved = [12, 12, 6, 6, 3][kind]
        #expect(graph.stats.placementsMoved == moved)
    }

    @Test("A new environment moves nothing: every view is placed again, as in a fresh graph")
    func environmentChange() {
        let graph = ViewGraph(Self.list(headerHeight: 2))
        _ = graph.layout(proposal: prop(40, nil))
        graph.environment = LayoutEnvironment(cellMetrics: .points)
        let result = graph.layout(proposal: prop(400, nil))
        #expect(graph.stats.placementsMoved == 0)
        #expect(result == ViewGraph(Self.list(headerHeight: 2), environment: LayoutEnvironment(cellMetrics: .points))
            .layout(proposal: prop(400, nil)))
    }

    @Test("A moved stack keeps its children's drawing order (z-index)")
    func zIndexOrder() {
        func view(_ height: CGFloat) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 10, height: height)
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 4, height: 2).zIndex(2).id("top")
                    Color.gray.frame(width: 6, height: 2).id("bottom")
                }
            }
        }
        let graph = ViewGraph(view(1))
        _ = graph.layout(proposal: prop(20, nil))
        graph.update(view(3))
        let result = graph.layout(proposal: prop(20, nil))
        #expect(graph.stats.placementsMoved == 5)
        #expect(result == ViewGraph(view(3)).layout(proposal: prop(20, nil)))
        let ids = result.placements.compactMap { $0.id as? String }
        #expect(ids == ["bottom", "top"])
    }
}

