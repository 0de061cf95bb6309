import Testing
@testable import TerminalLayout

/// Right-to-left layout (RTL1): layouts run left to right and every view's
/// x position within its parent is flipped, so leading is the right edge.
///
/// Each case is laid out in a 20 × 10 screen inside
/// `.frame(width: 20, height: 10, alignment: .topLeading)` under
/// `.rightToLeft`: the content's top leading corner is the screen's top right
/// corner. A frame is mirrored within its parent's: `x′ = parent.minX +
/// parent.maxX − x − width`.
@MainActor
struct LayoutDirectionTests {
    static let screen = ProposedViewSize(width: 20, height: 10)

    nonisolated static func box(_ width: CGFloat, _ height: CGFloat = 1) -> some View {
        Color.gray.frame(width: width, height: height)
    }

    static func rightToLeft<V: View>(_ view: V) -> LayoutResult {
        ViewGraph(view.frame(width: 20, height: 10, alignment: .topLeading)
            .environment(\.layoutDirection, .rightToLeft)).layout(proposal: screen)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        /// The frames of the views with ids "a", "b", "c", in that order.
        let frames: [CGRect]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        // The stack (6 wide) at the right edge, x 14…19; "a" first, at its right.
        Case(name: "HStack", view: { AnyView(HStack(spacing: 1) { box(2).id("a"); box(3).id("b") }) },
             frames: [CGRect(x: 18, y: 0, width: 2, height: 1), CGRect(x: 14, y: 0, width: 3, height: 1)]),
        // Leading alignment is the right edge.
        Case(name: "VStack leading", view: { AnyView(VStack(alignment: .leading, spacing: 0) { box(2).id("a"); box(4).id("b") }) },
             frames: [CGRect(x: 18, y: 0, width: 2, height: 1), CGRect(x: 16, y: 1, width: 4, height: 1)]),
        Case(name: "VStack trailing", view: { AnyView(VStack(alignment: .trailing, spacing: 0) { box(2).id("a"); box(4).id("b") }) },
             frames: [CGRect(x: 16, y: 0, width: 2, height: 1), CGRect(x: 16, y: 1, width: 4, height: 1)]),
        // Leading padding is on the right: the padded view is 5 wide (15…19), "a" at its left.
        Case(name: "leading padding", view: { AnyView(box(2).id("a").padding(.leading, 3)) },
             frames: [CGRect(x: 15, y: 0, width: 2, height: 1)]),
        // A frame's leading alignment: at its right edge.
        Case(name: "frame alignment", view: { AnyView(box(2).id("a").frame(width: 6, alignment: .leading)) },
             frames: [CGRect(x: 18, y: 0, width: 2, height: 1)]),
        // An offset is a position in its parent: mirrored, it moves towards the leading (right) edge's opposite.
        Case(name: "offset", view: { AnyView(box(2).id("a").offset(x: 2)) },
             frames: [CGRect(x: 16, y: 0, width: 2, height: 1)]),
        // `position` puts the centre 3 from the leading (right) edge.
        Case(name: "position", view: { AnyView(box(2, 2).id("a").position(x: 3, y: 5)) },
             frames: [CGRect(x: 16, y: 4, width: 2, height: 2)]),
        Case(name: "ZStack topLeading", view: { AnyView(ZStack(alignment: .topLeading) { box(6, 3).id("a"); box(2).id("b") }) },
             frames: [CGRect(x: 14, y: 0, width: 6, height: 3), CGRect(x: 18, y: 0, width: 2, height: 1)]),
        Case(name: "overlay leading", view: { AnyView(box(6, 3).id("a").overlay(alignment: .leading) { box(2).id("b") }) },
             frames: [CGRect(x: 14, y: 0, width: 6, height: 3), CGRect(x: 18, y: 1, width: 2, height: 1)]),
        // Columns from the right: "a" (2) in the first column, "b" (3) in the second, spacing 1.
        Case(name: "Grid", view: { AnyView(Grid(horizontalSpacing: 1) { GridRow { box(2).id("a"); box(3).id("b") } }) },
             frames: [CGRect(x: 18, y: 0, width: 2, height: 1), CGRect(x: 14, y: 0, width: 3, height: 1)]),
        // A left-to-right island keeps its order inside its mirrored place.
        Case(name: "left to right inside", view: {
            AnyView(HStack(spacing: 0) {
                box(2).id("a")
                HStack(spacing: 0) { box(1).id("b"); box(1).id("c") }.environment(\.layoutDirection, .leftToRight)
            })
        }, frames: [CGRect(x: 18, y: 0, width: 2, height: 1), CGRect(x: 16, y: 0, width: 1, height: 1),
                    CGRect(x: 17, y: 0, width: 1, height: 1)]),
        // A flexible view fills the row; the spacer's side is mirrored too.
        Case(name: "HStack with Spacer", view: { AnyView(HStack(spacing: 0) { box(2).id("a"); Spacer(); box(3).id("b") }) },
             frames: [CGRect(x: 18, y: 0, width: 2, height: 1), CGRect(x: 0, y: 0, width: 3, height: 1)]),
    ]

    @Test("Built-in layouts and modifiers, mirrored", arguments: cases)
    func mirrored(_ c: Case) {
        let result = Self.rightToLeft(c.view())
        let ids = ["a", "b", "c"].prefix(c.frames.count)
        #expect(ids.map { result.frame(for: $0) } == c.frames)
    }

    @Test("Left to right, the same views sit at the left: the mirror of each frame", arguments: cases)
    func leftToRightIsTheMirror(_ c: Case) {
        let result = ViewGraph(c.view().frame(width: 20, height: 10, alignment: .topLeading)).layout(proposal: Self.screen)
        let ids = ["a", "b", "c"].prefix(c.frames.count)
        let mirroredBack = c.frames.map { CGRect(x: 20 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        if c.name == "left to right inside" {
            // The island is left to right in both: only its place is mirrored.
            #expect(result.frame(for: "a") == mirroredBack[0])
            #expect(result.frame(for: "b")?.minX == 2)
            #expect(result.frame(for: "c")?.minX == 3)
        } else {
            #expect(ids.map { result.frame(for: $0) } == mirroredBack)
        }
    }

    /// Places its subviews along a diagonal, 3 columns apart, and records
    /// the direction it is told.
    struct Diagonal: Layout {
        let seen: DirectionBox
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.directions.append(subviews.layoutDirection)
            return CGSize(width: CGFloat(subviews.count * 3), height: CGFloat(subviews.count))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(i * 3), y: bounds.minY + CGFloat(i)),
                              proposal: .unspecified)
            }
        }
    }

    final class DirectionBox: @unchecked Sendable {
        var directions: [LayoutDirection] = []
    }

    @Test("A custom layout written left to right is mirrored without reading the direction, which it is told",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func customLayout(_ direction: LayoutDirection) {
        let seen = DirectionBox()
        let view = Diagonal(seen: seen) { Self.box(2).id("a"); Self.box(2).id("b"); Self.box(2).id("c") }
            .frame(width: 20, height: 10, alignment: .topLeading)
            .environment(\.layoutDirection, direction)
        let result = ViewGraph(view).layout(proposal: Self.screen)
        // Left to right: x 0, 3, 6 in a 9-wide layout at x 0; mirrored: the layout at 11…19, the subviews at 18, 15, 12.
        let xs: [CGFloat] = direction == .leftToRight ? [0, 3, 6] : [18, 15, 12]
        #expect(["a", "b", "c"].map { result.frame(for: $0)?.minX } == xs)
        #expect(["a", "b", "c"].map { result.frame(for: $0)?.minY } == [0, 1, 2])
        #expect(!seen.directions.isEmpty && seen.directions.allSatisfy { $0 == direction })
    }

    @Test("The root is placed at the top right of the proposed width; with no width, at 0",
          arguments: [(CGFloat?(20), CGFloat(15)), (nil, 0)])
    func root(_ width: CGFloat?, _ x: CGFloat) {
        let view = HStack(spacing: 0) { Self.box(2).id("a"); Self.box(3).id("b") }
            .environment(\.layoutDirection, .rightToLeft)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: width, height: 10))
        #expect(result.placements.first?.frame == CGRect(x: x, y: 0, width: 5, height: 1))
        #expect(result.frame(for: "a") == CGRect(x: x + 3, y: 0, width: 2, height: 1))
        #expect(result.frame(for: "b") == CGRect(x: x, y: 0, width: 3, height: 1))
    }

    /// Flips its direction with its state.
    struct Switching: View {
        @State var rightToLeft = false
        let sink: BindingSink<Bool>
        var body: some View {
            sink.binding = $rightToLeft
            return HStack(spacing: 0) {
                LayoutDirectionTests.box(2).id("a")
                ForEach(0..<2) { i in LayoutDirectionTests.box(1).id(i) }
            }
            .frame(width: 20, alignment: .leading)
            .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
        }
    }

    @Test("Changing the direction places everything again, the rows a ForEach kept included")
    func changes() throws {
        let sink = BindingSink<Bool>()
        let graph = ViewGraph(Switching(sink: sink))
        let before = graph.layout(proposal: Self.screen)
        #expect(before.frame(for: "a")?.minX == 0)
        #expect(before.frame(for: 1)?.minX == 3)
        let state = try #require(sink.binding)
        state.wrappedValue = true
        let after = graph.layout(proposal: Self.screen)
        #expect(after.frame(for: "a")?.minX == 18)
        #expect(after.frame(for: 0)?.minX == 17)
        #expect(after.frame(for: 1)?.minX == 16)
        state.wrappedValue = false
        let back = graph.layout(proposal: Self.screen)
        #expect(back.frame(for: "a")?.minX == 0)
        #expect(back.frame(for: 1)?.minX == 3)
    }

    /// A horizontal scroll view, 10 wide at the screen's right edge
    /// (x 10…19), of ten 3-wide views (30 wide in all), lazy or not.
    @ViewBuilder
    static func scroller(lazy: Bool) -> some View {
        ScrollView(.horizontal) {
            if lazy {
                LazyHStack(spacing: 0) { ForEach(0..<10) { i in box(3).id(i) } }
            } else {
                HStack(spacing: 0) { ForEach(0..<10) { i in box(3).id(i) } }
            }
        }
        .frame(width: 10, height: 1)
        .environment(\.layoutDirection, .rightToLeft)
    }

    @Test("A horizontal scroll view starts at its leading (right) end; scrolling and scrollTo count from there",
          arguments: [false, true])
    func scrolling(_ lazy: Bool) {
        let graph = ViewGraph(Self.scroller(lazy: lazy))
        let screen = ProposedViewSize(width: 20, height: 5)
        func xs(_ ids: ClosedRange<Int>) -> [CGFloat?] {
            let result = graph.layout(proposal: screen)
            return ids.map { result.frame(for: $0)?.minX }
        }
        // View 0 at the right edge (17…19), view 3 partly shown at 8…10.
        #expect(xs(0...3) == [17, 14, 11, 8])
        // Scrolling 4 further along: everything moves 4 to the right; view 0 (21) is gone.
        #expect(graph.scroll(by: CGSize(width: 4, height: 0)))
        #expect(xs(1...4) == [18, 15, 12, 9])
        // View 7's leading (right) edge to the scroll view's leading edge: as far as the content goes
        // (offset 20 of 30 − 10), view 7 at 16…18 and view 9 at the left edge.
        #expect(graph.scrollTo(7, anchor: .leading))
        #expect(xs(7...9) == [16, 13, 10])
        // Back to view 1 with no anchor: the least scrolling that shows it, at the right edge.
        #expect(graph.scrollTo(1))
        #expect(xs(1...2) == [17, 14])
    }

    @Test("The environment reads the direction it is given")
    func environmentValue() {
        var values = EnvironmentValues()
        #expect(values.layoutDirection == .leftToRight)
        values.layoutDirection = .rightToLeft
        #expect(values.layoutDirection == .rightToLeft)
    }

    @Test("Under right to left, a text's leading-aligned lines keep to the right; trailing ones to the left",
          arguments: [(TextAlignment.leading, TextAlignment.trailing), (.center, .center), (.trailing, .leading)])
    func textAlignment(_ asked: TextAlignment, _ drawn: TextAlignment) {
        let view = Text("abc\nd").multilineTextAlignment(asked).id("t").environment(\.layoutDirection, .rightToLeft)
        let result = ViewGraph(view).layout(proposal: Self.screen)
        let placement = result.placements.first { $0.id == AnyHashable("t") }
        guard case .text(let text)? = placement?.kind else {
            Issue.record("no text placement")
            return
        }
        #expect(text.alignment == drawn)
    }
}
