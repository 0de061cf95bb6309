import Testing
import TerminalLayout

/// clipped, hidden, opacity and zIndex change drawing, not layout.
@Suite struct RenderModifiersTests {
    @Test func hiddenKeepsItsPlaceButIsNotVisible() throws {
        let view = HStack(spacing: 1) {
            Color.red.frame(width: 2).hidden().id("hidden")
            Color.blue.frame(width: 2).id("shown")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(result.frame(for: "shown")?.minX == 3)
        #expect(try #require(result.placement(for: "hidden")).opacity == 0)
        #expect(try #require(result.placement(for: "hidden")).isVisible == false)
    }

    @Test func opacityMultipliesDownTheTree() throws {
        let view = VStack { Text("a").opacity(0.5).id("a") }.opacity(0.5)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(try #require(result.placement(for: "a")).opacity == 0.25)
    }

    @Test func clippedLimitsDescendantsToItsFrame() throws {
        let view = Color.red.frame(width: 10, height: 10).id("big").frame(width: 4, height: 4).clipped()
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 20))
        let big = try #require(result.placement(for: "big"))
        #expect(big.frame == CGRect(x: -3, y: -3, width: 10, height: 10))
        #expect(big.clip == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func zIndexReordersDrawingOnly() {
        let view = ZStack {
            Color.red.frame(width: 3, height: 3).id("red").zIndex(1)
            Color.blue.frame(width: 2, height: 2).id("blue")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 5, height: 5))
        let order = result.placements.compactMap { $0.id as? String }
        #expect(order == ["blue", "red"])
        #expect(result.size == CGSize(width: 3, height: 3))
    }

    /// A z-index that appears, changes or goes by an update reorders the drawing at once
    /// (a container remembers whether its children have traits beyond an id).
    @Test("A z-index set, changed or removed by an update reorders the drawing", arguments: [
        (nil, ["red", "blue"]), (1, ["blue", "red"]), (-1, ["red", "blue"]),
    ] as [(Double?, [String])])
    func zIndexByUpdate(z: Double?, order: [String]) {
        func view(_ z: Double?) -> some View {
            ZStack {
                Color.red.frame(width: 3, height: 3).id("red").zIndex(z ?? 0)
                Color.blue.frame(width: 2, height: 2).id("blue")
            }
        }
        func plain() -> some View {
            ZStack { Color.red.frame(width: 3, height: 3).id("red"); Color.blue.frame(width: 2, height: 2).id("blue") }
        }
        let graph = ViewGraph(plain())
        _ = graph.layout(proposal: ProposedViewSize(width: 5, height: 5))
        if let z { graph.update(view(z)) } else { graph.update(plain()) }
        let result = graph.layout(proposal: ProposedViewSize(width: 5, height: 5))
        #expect(result.placements.compactMap { $0.id as? String } == order)
        // And back to none.
        graph.update(plain())
        #expect(graph.layout(proposal: ProposedViewSize(width: 5, height: 5)).placements.compactMap { $0.id as? String }
            == ["red", "blue"])
    }

    @Test("A z-index inside GeometryReader content orders its drawing")
    func zIndexInGeometryReader() {
        let view = GeometryReader { _ in
            Color.red.frame(width: 3, height: 3).id("red").zIndex(1)
            Color.blue.frame(width: 2, height: 2).id("blue")
        }
        let graph = ViewGraph(view)
        for width in [5.0, 6] {
            let result = graph.layout(proposal: ProposedViewSize(width: width, height: 5))
            #expect(result.placements.compactMap { $0.id as? String } == ["blue", "red"])
        }
    }

    /// A container knows, once its views are resolved, that none of its
    /// children sets a z-index, and then places them without looking; a
    /// lazy stack's rows are made while placing, so it looks again. Row 0,
    /// raised, is drawn last — scrolled, resized, and after a state change.
    @Test("A z-index on a lazy stack's rows orders their drawing", arguments: [20.0, 12])
    func zIndexInALazyStack(width: Double) {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3) { i in Color.red.frame(width: 4, height: 1).zIndex(i == 0 ? 1 : 0).id(i) }
            }
        }
        let graph = ViewGraph(view)
        for w in [width, width + 1, width] {
            let result = graph.layout(proposal: ProposedViewSize(width: w, height: 5))
            #expect(result.placements.compactMap { $0.id as? Int } == [1, 2, 0])
        }
    }

    @Test(arguments: [Edge.Set.all, .top, .horizontal])
    func ignoresSafeAreaHasNoEffect(edges: Edge.Set) {
        let plain = ViewGraph(Color.red.frame(width: 3).id("c")).layout(proposal: ProposedViewSize(width: 10, height: 4))
        let ignoring = ViewGraph(Color.red.frame(width: 3).ignoresSafeArea(edges: edges).id("c"))
            .layout(proposal: ProposedViewSize(width: 10, height: 4))
        let older = ViewGraph(Color.red.frame(width: 3).edgesIgnoringSafeArea(edges).id("c"))
            .layout(proposal: ProposedViewSize(width: 10, height: 4))
        #expect(plain.frame(for: "c") == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(ignoring.frame(for: "c") == plain.frame(for: "c"))
        #expect(older.frame(for: "c") == plain.frame(for: "c"))
    }

    /// `background(_:in:)` is the shape, filled, as a background (M4).
    @Test func backgroundInAShapeIsTheFilledShapeBehind() {
        let proposal = ProposedViewSize(width: 10, height: 4)
        let inShape = ViewGraph(Text("ab").id("t").background(.blue, in: RoundedRectangle(cornerRadius: 1)))
            .layout(proposal: proposal)
        let spelledOut = ViewGraph(Text("ab").id("t").background(RoundedRectangle(cornerRadius: 1).fill(.blue)))
            .layout(proposal: proposal)
        #expect(inShape == spelledOut)
        #expect(inShape.size == CGSize(width: 2, height: 1))
        // The background, its layer (a `ZStack`), the shape in it, the text.
        #expect(inShape.placements.count == 4)
        guard case .shape(let shape) = inShape.placements[2].kind else {
            Issue.record("no shape third: \(inShape.placements.map(\.kind))")
            return
        }
        #expect(shape.fill == .blue && shape.stroke == nil)
        let filled = ViewGraph(Text("ab").background(.blue, in: Rectangle(), fillStyle: FillStyle(eoFill: true)))
            .layout(proposal: proposal)
        #expect(filled.placements.map(\.frame) == Array(repeating: CGRect(x: 0, y: 0, width: 2, height: 1), count: 4))
    }
}
