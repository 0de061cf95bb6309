import Testing
@testable import TerminalLayout

/// `animation(_:value:)` (ANIM1): a changed value marks the placements of
/// the modifier's subtree, in the pass after the update, for the app to
/// animate; nothing else is marked.
struct AnimationModifierTests {
    static let screen = ProposedViewSize(width: 40, height: 10)

    /// Placements: VStack 0, "a" 1, the animation node 2, HStack 3, the
    /// value's b's 4, "c" 5 (a new value moves "c").
    static func tree(_ value: Int, _ animation: Animation? = .linear) -> some View {
        VStack {
            Text("a")
            HStack { Text(String(repeating: "b", count: value)); Text("c") }.animation(animation, value: value)
        }
    }

    /// (first value, second value, animation, ranges marked after the second update).
    static let cases: [(Int, Int, Animation?, [Range<Int>])] = [
        (1, 2, .linear, [2..<6]),
        (1, 1, .linear, []),        // the same value: nothing (nor any pass: nothing moved)
        (1, 2, nil, []),            // no animation: nothing
    ]

    @Test("A changed value marks the modifier's subtree, once", arguments: cases)
    func marks(first: Int, second: Int, animation: Animation?, ranges: [Range<Int>]) {
        let graph = ViewGraph(Self.tree(first, animation))
        _ = graph.layout(proposal: Self.screen)
        // A new view animates nothing: it was not drawn before.
        #expect(graph.takeAnimatedPlacements().isEmpty)
        graph.update(Self.tree(second, animation))
        let result = graph.layout(proposal: Self.screen)
        let marked = graph.takeAnimatedPlacements()
        #expect(marked.map(\.range) == ranges)
        #expect(marked.allSatisfy { $0.animation == animation })
        if let range = ranges.first { #expect(result.placements[range.lowerBound].kind == .modifier("animation")) }
        // Taken: the next pass marks nothing more.
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 10))
        #expect(graph.takeAnimatedPlacements().isEmpty)
    }

    @Test("Without a value, every update that resolves it again and lays out anew marks it")
    func everyUpdate() {
        func tree(_ text: String) -> some View { VStack { Text(text).animation(.easeIn) } }
        let graph = ViewGraph(tree("a"))
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.takeAnimatedPlacements().isEmpty)
        for text in ["bb", "ccc"] {
            graph.update(tree(text))
            _ = graph.layout(proposal: Self.screen)
            #expect(graph.takeAnimatedPlacements().map(\.range) == [1..<3], "\(text)")
        }
    }

    /// A value that changes nothing laid out (Placements as `tree`'s).
    static func still(_ value: Int, _ width: Int) -> some View {
        VStack {
            Text("a")
            HStack { Text(String(repeating: "b", count: width)); Text("c") }.animation(.linear, value: value)
        }
    }

    @Test("A change that moves nothing marks nothing, and is not marked by a later pass")
    func staleMarksAreDropped() {
        let graph = ViewGraph(Self.still(1, 1))
        _ = graph.layout(proposal: Self.screen)
        graph.update(Self.still(2, 1))
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.takeAnimatedPlacements().isEmpty)
        // A later change of layout alone, the value as it was: nothing to animate.
        graph.update(Self.still(2, 3))
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.takeAnimatedPlacements().isEmpty)
        // Both: marked.
        graph.update(Self.still(3, 2))
        _ = graph.layout(proposal: Self.screen)
        #expect(graph.takeAnimatedPlacements().map(\.range) == [2..<6])
        #expect(graph.mayAnimatePlacements)
        #expect(!ViewGraph(Text("x")).mayAnimatePlacements)
    }

    @Test("Animation's names and defaults, as in SwiftUI")
    func names() {
        #expect(Animation.default == Animation(curve: .easeInOut, duration: 0.35))
        #expect(Animation.linear(duration: 2).duration == 2)
        #expect(Animation(curve: .linear, duration: -1).duration == 0)
    }

    @Test("animation(_:body:) draws the view with the body's modifiers, at once (ANIM5)", arguments: [
        (true, ["ab"]), (false, ["", "", "ab"]),
    ])
    func scopedAnimationBody(shown: Bool, expected: [String]) {
        let view = Text("ab").animation(.smooth) { content in
            content.offset(y: shown ? 0 : 2)
        }
        #expect(textFrame(view.frame(width: 4, height: 3, alignment: .topLeading), width: 4, height: 3) == expected + Array(repeating: "", count: 3 - expected.count))
    }
}

/// `animation(_:body:)` (iOS 17): the body's effects on the view are drawn, at once.
@MainActor
struct AnimationBodyTests {
    @Test("The body's effects apply to the view",
          arguments: [(CGFloat(0), 1.0, ["ab"]), (3, 1, ["   ab"]), (1, 0, [""])])
    func effects(_ x: CGFloat, _ opacity: Double, _ expected: [String]) {
        let view = Text("ab").animation(.linear(duration: 0.2)) { $0.offset(x: x).opacity(opacity) }
        #expect(textFrame(view, width: 6, height: 1) == expected)
    }
}
