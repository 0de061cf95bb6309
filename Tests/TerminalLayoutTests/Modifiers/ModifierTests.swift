import Testing
@testable import TerminalLayout

/// M1 fixedSize, M2 offset, M3 position, M4 background/overlay.
struct ModifierTests {
    @Test("M1: fixedSize proposes nil on the fixed axes", arguments: [
        (true, true, CGSize(width: 7, height: 1)),
        (true, false, CGSize(width: 7, height: 1)),
        (false, true, CGSize(width: 3, height: 3)),   // "abc","def","g"
        (false, false, CGSize(width: 3, height: 2)),  // 2 rows: "abc","de…"
    ] as [(Bool, Bool, CGSize)])
    func fixedSize(_ h: Bool, _ v: Bool, _ size: CGSize) {
        #expect(lay(Text("abcdefg").fixedSize(horizontal: h, vertical: v), 3, 2).size == size)
    }

    @Test("M1: fixedSize of a Color is its ideal 10×10; the child sits at the origin")
    func fixedColor() {
        let r = lay(Color.red.id("c").fixedSize().padding(1), 4, 4)
        #expect(r.size == CGSize(width: 12, height: 12))
        #expect(r.frame(for: "c") == rect(1, 1, 10, 10))
    }

    @Test("M2: offset shifts the drawn frame only; the parent's layout is unchanged")
    func offset() {
        let view = HStack(spacing: 0) {
            block(2, 1).id("a").offset(x: 5, y: 1).id("outer")
            block(2, 1).id("b")
        }
        let result = lay(view, 20, 5)
        #expect(result.frame(for: "a") == rect(5, 1, 2, 1))
        #expect(result.frame(for: "outer") == rect(0, 0, 2, 1))
        #expect(result.frame(for: "b") == rect(2, 0, 2, 1))
        #expect(result.size == CGSize(width: 4, height: 1))
        let plain = lay(HStack(spacing: 0) { block(2, 1).id("a"); block(2, 1).id("b") }, 20, 5)
        #expect(plain.frame(for: "b") == result.frame(for: "b"))
    }

    @Test("M2: offset keeps the child's alignment guides")
    func offsetGuides() {
        let view = HStack(alignment: .top, spacing: 0) {
            block(1, 1).id("a").offset(y: 3)
            block(1, 4).id("b")
        }
        let result = lay(view, 10, 10)
        #expect(result.size == CGSize(width: 2, height: 4))
        #expect(result.frame(for: "a") == rect(0, 3, 1, 1))
    }

    @Test("M3: position puts the child's centre at the point; size = proposal", arguments: [
        (prop(30, 20), CGSize(width: 30, height: 20), rect(8, 4, 4, 2)),
        (prop(nil, 20), CGSize(width: 4, height: 20), rect(8, 4, 4, 2)),   // width: the child's
        (prop(nil, nil), CGSize(width: 4, height: 2), rect(8, 4, 4, 2)),
    ] as [(ProposedViewSize, CGSize, CGRect)])
    func position(_ p: ProposedViewSize, _ size: CGSize, _ child: CGRect) {
        let result = lay(block(4, 2).id("b").position(x: 10, y: 5), p.width, p.height)
        #expect(result.size == size)
        #expect(result.frame(for: "b") == child)
    }

    @Test("M3: the child is proposed the position's size (a Color fills it; no ∞)")
    func positionProposal() {
        let result = lay(Color.red.id("c").position(x: 0, y: 0), 6, 4)
        #expect(result.frame(for: "c") == rect(-3, -2, 6, 4))
    }

    @Test("M4: size is the primary's; the secondary is proposed the primary's size")
    func backgroundSize() {
        let result = lay(Text("abc").id("t").background(Color.red.id("bg")), 80, 24)
        #expect(result.size == CGSize(width: 3, height: 1))
        #expect(result.frame(for: "bg") == rect(0, 0, 3, 1))
        // Secondary text wraps in the primary's 4×4.
        let overlay = lay(block(4, 4).overlay { Text("abcdefgh").id("t") }, 80, 24)
        #expect(overlay.size == CGSize(width: 4, height: 4))
        #expect(overlay.frame(for: "t") == rect(0, 1, 4, 2))
    }

    @Test("M4: alignment of the secondary", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.center, CGPoint(x: 2, y: 1.5)),
        (.bottomTrailing, CGPoint(x: 4, y: 3)), (.top, CGPoint(x: 2, y: 0)),
    ] as [(Alignment, CGPoint)])
    func decorationAlignment(_ alignment: Alignment, _ origin: CGPoint) {
        let over = lay(block(6, 4).overlay(alignment: alignment) { block(2, 1).id("o") }, 80, 24)
        #expect(over.frame(for: "o") == CGRect(origin: origin, size: CGSize(width: 2, height: 1)))
        let back = lay(block(6, 4).background(alignment: alignment) { block(2, 1).id("o") }, 80, 24)
        #expect(back.frame(for: "o") == CGRect(origin: origin, size: CGSize(width: 2, height: 1)))
    }

    @Test("M4: several secondary views form an implicit ZStack")
    func implicitZStack() {
        let result = lay(block(6, 6).overlay { block(2, 2).id("a"); block(4, 1).id("b") }, 80, 24)
        // ZStack 4×2 centred at (1, 2); inside it a at (1, 0), b at (0, 0.5).
        #expect(result.frame(for: "a") == rect(2, 2, 2, 2))
        #expect(result.frame(for: "b") == rect(1, 2.5, 4, 1))
    }

    @Test("M4: draw order — background before the primary, overlay after")
    func drawOrder() {
        func index(_ r: LayoutResult, _ id: String) -> Int { r.placements.firstIndex { $0.id == AnyHashable(id) } ?? -1 }
        let back = lay(Text("a").id("p").background(Color.red.id("s")), 10, 10)
        #expect(index(back, "s") < index(back, "p"))
        let over = lay(Text("a").id("p").overlay(Color.red.id("s")), 10, 10)
        #expect(index(over, "p") < index(over, "s"))
    }

    @Test("M4: spacing and priority are the primary's (a Spacer with a background)")
    func decorationSpacing() {
        let view = HStack { block(2, 1).id("a"); Spacer().background(Color.red).id("s"); block(2, 1).id("b") }
        let result = lay(view, 10, 1)
        // 0 gaps next to the spacer; the spacer takes 6.
        #expect(result.frame(for: "s") == rect(2, 0.5, 6, 0))
        #expect(result.frame(for: "b") == rect(8, 0, 2, 1))
    }
}
