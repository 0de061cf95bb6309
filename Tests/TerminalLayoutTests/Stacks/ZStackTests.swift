import Testing
@testable import TerminalLayout

/// Z1–Z2: ZStack.
struct ZStackTests {
    @Test("Z1: only the highest-priority children size the stack")
    func prioritySizing() {
        let view = ZStack { block(5, 5).layoutPriority(1).id("a"); Color.red.id("b") }
        let result = lay(view, 20, 20)
        #expect(result.size == CGSize(width: 5, height: 5))
        // The low-priority colour is proposed the stack's size at placement (Z2).
        #expect(result.frame(for: "b") == rect(0, 0, 5, 5))
        // Without priorities the colour (20×20) sizes it.
        #expect(lay(ZStack { block(5, 5); Color.red }, 20, 20).size == CGSize(width: 20, height: 20))
        // Component-wise max: 6×2 and 3×4 ⇒ 6×4.
        #expect(lay(ZStack { block(6, 2); block(3, 4) }, 20, 20).size == CGSize(width: 6, height: 4))
        #expect(lay(ZStack {}, 20, 20).size == .zero)
    }

    @Test("Z2: alignment of a 4×2 block in a 10×6 stack, all 9 ways", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 3, y: 0)), (.topTrailing, CGPoint(x: 6, y: 0)),
        (.leading, CGPoint(x: 0, y: 2)), (.center, CGPoint(x: 3, y: 2)), (.trailing, CGPoint(x: 6, y: 2)),
        (.bottomLeading, CGPoint(x: 0, y: 4)), (.bottom, CGPoint(x: 3, y: 4)), (.bottomTrailing, CGPoint(x: 6, y: 4)),
    ] as [(Alignment, CGPoint)])
    func alignment(_ alignment: Alignment, _ origin: CGPoint) {
        let view = ZStack(alignment: alignment) { block(10, 6).id("big"); block(4, 2).id("small") }
        let result = lay(view, 30, 30)
        #expect(result.frame(for: "big") == rect(0, 0, 10, 6))
        #expect(result.frame(for: "small") == CGRect(origin: origin, size: CGSize(width: 4, height: 2)))
    }

    @Test("Z2: explicit guides move a child; the alignment point is the max of the leaders' guides")
    func explicitGuide() {
        // leading guides: big 0, small explicit −2 ⇒ anchor max(0, −2) = 0; small at x 2.
        let view = ZStack(alignment: .topLeading) {
            block(10, 6).id("big")
            block(4, 2).alignmentGuide(.leading) { _ in -2 }.id("small")
        }
        #expect(lay(view, 30, 30).frame(for: "small") == rect(2, 0, 4, 2))
    }

    @Test("Z1: explicit guides that move children apart size the stack as the union of their frames",
          arguments: [
              // (leading guide of b, top guide of b) ⇒ the stack's size; a is 3×1, b is 2×2.
              (CGFloat(0), CGFloat(0), CGSize(width: 3, height: 2)),   // the guides are the defaults: the max
              (-10, 0, CGSize(width: 12, height: 2)),                 // b 10 to the right: 10 + 2
              (-10, -3, CGSize(width: 12, height: 5)),                // and 3 down: 3 + 2
              (4, 0, CGSize(width: 7, height: 2)),                    // b 4 to the left: anchor 4, a ends at 4 + 3
              (1, 1, CGSize(width: 4, height: 2)),                    // b 1 left and up: a from (1, 1) to (4, 2), b from 0 to 2
          ] as [(CGFloat, CGFloat, CGSize)])
    func unionOfAlignedFrames(_ leading: CGFloat, _ top: CGFloat, _ size: CGSize) {
        let view = ZStack(alignment: .topLeading) {
            block(3, 1).id("a")
            block(2, 2).alignmentGuide(.leading) { _ in leading }.alignmentGuide(.top) { _ in top }.id("b")
        }
        let result = lay(view, 30, 30)
        #expect(result.size == size)
        // Both placed inside it: the leftmost and topmost frames start at 0.
        let frames = [result.frame(for: "a"), result.frame(for: "b")].compactMap { $0 }
        #expect(frames.map(\.minX).min() == 0 && frames.map(\.minY).min() == 0)
        #expect(frames.map(\.maxX).max() == size.width && frames.map(\.maxY).max() == size.height)
    }

    @Test("Z1: the wrapping-tags pattern — a ZStack of tags moved by guides is as tall as its rows")
    func wrappingTags() {
        // Three tags of width 4 on rows of 10 cells: two on the first row, one on the second,
        // positioned by leading/top guides as the widely copied SwiftUI view does.
        let origins = [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 2)]
        let view = ZStack(alignment: .topLeading) {
            ForEach(0..<3) { i in
                Text("tag\(i)")
                    .alignmentGuide(.leading) { _ in -origins[i].x }
                    .alignmentGuide(.top) { _ in -origins[i].y }
                    .id(i)
            }
        }.id("stack")
        let result = lay(view.frame(width: 10, alignment: .topLeading), 10, 20)
        #expect(result.frame(for: "stack") == rect(0, 0, 9, 3))
        #expect((0..<3).map { result.frame(for: $0)?.origin } == origins)
    }

    @Test("SP2: a Spacer in a ZStack takes the whole proposal")
    func spacerInZStack() {
        let result = lay(ZStack { Spacer().id("s") }, 12, 7)
        #expect(result.size == CGSize(width: 12, height: 7))
        #expect(result.frame(for: "s") == rect(0, 0, 12, 7))
    }

    @Test("SP2 (revised): outside a stack a Spacer is an ordinary child, so it sizes a ZStack")
    func spacerSizesZStack() {
        // Apple: a Spacer in a ZStack expands on both axes. 200×100 proposed:
        // the Spacer takes it all, the 50×30 box is centred at (75, 35).
        let result = lay(ZStack { Spacer().id("s"); Color.clear.frame(width: 50, height: 30).id("box") }, 200, 100)
        #expect(result.size == CGSize(width: 200, height: 100))
        #expect(result.frame(for: "s") == rect(0, 0, 200, 100))
        #expect(result.frame(for: "box") == rect(75, 35, 50, 30))
    }

    @Test("Z1: a Spacer given a lower layoutPriority does not size the ZStack; it is proposed the stack's size")
    func lowPrioritySpacerDoesNotSize() {
        let result = lay(ZStack { Spacer().layoutPriority(-1).id("s"); block(3, 3) }, 20, 20)
        #expect(result.size == CGSize(width: 3, height: 3))
        #expect(result.frame(for: "s") == rect(0, 0, 3, 3))
    }
}
