import Testing
@testable import TerminalLayout

/// SP1–SP3: Spacer in and out of stacks.
struct SpacerTests {
    @Test("SP1: in an HStack: length along the axis, cross 0", arguments: [
        (CGFloat(20), CGFloat(16)),   // 20 − 2 − 2, no gaps next to the spacer
        (CGFloat(4), CGFloat(1)),     // no room: minLength nil = 1 cell, stack overflows to 5
    ])
    func inHStack(_ width: CGFloat, _ length: CGFloat) {
        let result = lay(HStack { block(2, 3); Spacer().id("s"); block(2, 3) }, width, 10)
        #expect(result.frame(for: "s")?.width == length)
        #expect(result.frame(for: "s")?.height == 0)
        #expect(result.size.width == max(width, 5))
    }

    @Test("SP1: minLength", arguments: [
        (CGFloat?.none, CGFloat(1)), (CGFloat?.some(0), CGFloat(0)), (CGFloat?.some(3), CGFloat(3)),
    ])
    func minLength(_ minLength: CGFloat?, _ ideal: CGFloat) {
        // Ideal (width nil): the spacer is its minimum length.
        let result = lay(HStack { block(2, 1); Spacer(minLength: minLength).id("s"); block(2, 1) }, nil, nil)
        #expect(result.frame(for: "s")?.width == ideal)
        #expect(result.size.width == 4 + ideal)
    }

    @Test("SP1: in a VStack the spacer is vertical; minLength nil = one row (16 points with .points)")
    func inVStack() {
        let result = lay(VStack { block(3, 2); Spacer().id("s"); block(3, 2) }, 10, 12)
        #expect(result.frame(for: "s") == rect(1.5, 2, 0, 8))
        let points = lay(VStack { block(3, 2); Spacer().id("s"); block(3, 2) }, nil, nil,
                         environment: LayoutEnvironment(cellMetrics: .points))
        #expect(points.frame(for: "s")?.height == 16)
        let hpoints = lay(HStack { block(3, 2); Spacer().id("s"); block(3, 2) }, nil, nil,
                          environment: LayoutEnvironment(cellMetrics: .points))
        #expect(hpoints.frame(for: "s")?.width == 8)
    }

    @Test("SP1: Spacer(minLength: 0) collapses when there is no room")
    func collapses() {
        let result = lay(HStack(spacing: 0) { block(5, 1); Spacer(minLength: 0).id("s"); block(5, 1) }, 10, 1)
        #expect(result.frame(for: "s")?.width == 0)
        #expect(result.size.width == 10)
    }

    @Test("SP2: outside stacks a Spacer takes the whole proposal (overlay, custom layout)")
    func outsideStacks() {
        let overlay = lay(block(6, 4).overlay { Spacer().id("s") }, 20, 20)
        #expect(overlay.frame(for: "s") == rect(0, 0, 6, 4))
        // A custom layout without stackOrientation, proposing .unspecified: minLength × minLength.
        let log = ProbeLog()
        let custom = lay(Probe(log: log) { Spacer().id("s") }, 20, 20)
        #expect(custom.frame(for: "s") == rect(0, 0, 1, 1))
        // As the root: the proposal.
        #expect(lay(Spacer(), 9, 3).size == CGSize(width: 9, height: 3))
    }

    @Test("SP3: a Spacer takes the orientation of the nearest layout, not of outer stacks")
    func nearestLayout() {
        // The ZStack inside the HStack resets the orientation to nil: the spacer
        // takes the ZStack's proposal in both dimensions.
        let view = HStack(spacing: 0) { block(2, 2); ZStack { Spacer().id("s") } }
        let result = lay(view, 10, 6)
        #expect(result.frame(for: "s") == rect(2, 0, 8, 6))
    }
}
