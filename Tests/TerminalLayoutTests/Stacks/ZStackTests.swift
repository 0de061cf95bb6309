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
