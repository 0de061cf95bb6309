import Testing
@testable import TerminalLayout

/// S1–S7: HStack and VStack.
struct StackTests {
    /// Frames of children "0", "1", … (by id).
    func frames(_ result: LayoutResult, _ n: Int) -> [CGRect] {
        (0..<n).map { result.frame(for: $0) ?? .null }
    }

    @Test("S1: explicit spacing between every pair, Spacers included")
    func explicitSpacing() {
        let view = HStack(spacing: 2) { block(3, 1).id(0); Spacer().id(1); block(3, 1).id(2) }
        // 20 − 6 − 2·2 = 10 for the spacer.
        #expect(frames(lay(view, 20, 5), 3).map(\.minX) == [0, 5, 17])
        #expect(lay(view, 20, 5).frame(for: 1)?.width == 10)
        // spacing nil: 0 next to the Spacer, spacer 14.
        let natural = HStack { block(3, 1).id(0); Spacer().id(1); block(3, 1).id(2) }
        #expect(frames(lay(natural, 20, 5), 3).map(\.minX) == [0, 3, 17])
        // spacing 0 between blocks.
        let tight = VStack(spacing: 0) { block(1, 2).id(0); block(1, 3).id(1) }
        #expect(frames(lay(tight, 20, 20), 2).map(\.minY) == [0, 2])
    }

    @Test("S2: ideal — every child proposed (nil, minor)")
    func ideal() {
        // Text 3×1, Color at (nil, nil) ⇒ 10×10; gap 1 ⇒ 14 wide, 10 tall.
        let view = HStack { Text("abc").id(0); Color.red.id(1) }
        let result = lay(view, nil, nil)
        #expect(result.size == CGSize(width: 14, height: 10))
        #expect(frames(result, 2) == [rect(0, 4.5, 3, 1), rect(4, 0, 10, 10)])
        // With a minor proposal of 4 the Color is 10×4.
        #expect(lay(view, nil, 4).size == CGSize(width: 14, height: 4))
    }

    @Test("S3: objc.io — two texts of 75 and 100 cells in 150 (spacing 0)")
    func objcIO() {
        // Flexibility 74 (75−1) and 99: the 75-text goes first, offered 75, takes 75;
        // the 100-text gets the remaining 75 and wraps to 75 + 25 on two lines.
        let view = HStack(spacing: 0) {
            Text(String(repeating: "a", count: 75)).id(0)
            Text(String(repeating: "b", count: 100)).id(1)
        }
        let result = lay(view, 150, 24)
        #expect(frames(result, 2) == [rect(0, 0.5, 75, 1), rect(75, 0, 75, 2)])
        #expect(result.size == CGSize(width: 150, height: 2))
    }

    @Test("S3: objc.io with the default gap — 149 shared: 74.5 offered to the first text")
    func objcIODefaultGap() {
        // avail 149; first offered 74.5 ⇒ 74 columns ⇒ 74 + 1 on two lines, width 74;
        // second offered 75 ⇒ 75 + 25, width 75. Total 74 + 1 + 75 = 150.
        let view = HStack {
            Text(String(repeating: "a", count: 75)).id(0)
            Text(String(repeating: "b", count: 100)).id(1)
        }
        let result = lay(view, 150, 24)
        #expect(frames(result, 2) == [rect(0, 0, 74, 2), rect(75, 0, 75, 2)])
    }

    @Test("S3: oleb.net — 100/250/250 in 620 with spacing 10")
    func olebFirst() {
        let view = HStack(spacing: 10) {
            Color.red.frame(maxWidth: 100).id(0)
            Color.green.id(1)
            Color.blue.id(2)
        }
        // maxWidth 100 is least flexible: offered 600/3 = 200, takes 100; then 250, 250.
        let result = lay(view, 620, 10)
        #expect(frames(result, 3).map(\.width) == [100, 250, 250])
        #expect(frames(result, 3).map(\.minX) == [0, 110, 370])
    }

    @Test("S3: oleb.net — 200/100/300 in 620: two ∞-flex children, the larger minimum goes first")
    func olebSecond() {
        let view = HStack(spacing: 10) {
            Color.red.frame(minWidth: 200).id(0)
            Color.green.frame(maxWidth: 100).id(1)
            Color.blue.frame(minWidth: 300).id(2)
        }
        // Order: green (flex 100), blue (∞, min 300), red (∞, min 200).
        // green offered 200 → 100; blue offered 250 → 300; red offered 200 → 200.
        let result = lay(view, 620, 10)
        #expect(frames(result, 3).map(\.width) == [200, 100, 300])
        #expect(result.size.width == 620)
    }

    @Test("S3: a layoutPriority(1) child gets its share first; lower groups' minimums are reserved")
    func priorityGroups() {
        let view = HStack(spacing: 0) {
            Color.red.id(0)
            Color.green.frame(minWidth: 20).id(1)
            Color.blue.layoutPriority(1).id(2)
        }
        // Group 1: avail = 100 − (0 + 20) = 80 → blue 80. Group 0: avail 0 + 20:
        // green (larger min) offered 10, takes its min 20; red offered 0.
        let result = lay(view, 100, 10)
        #expect(frames(result, 3).map(\.width) == [0, 20, 80])
        #expect(frames(result, 3).map(\.minX) == [0, 0, 20])
    }

    @Test("S3: priority beats flexibility: a flexible high-priority child is served before a fixed one")
    func priorityBeatsFlex() {
        let view = HStack(spacing: 0) {
            Text("abcdef").id(0)
            Color.red.layoutPriority(1).id(1)
        }
        // Text min 1 reserved: color gets 9, text 1 (wrapped to 6 lines).
        let result = lay(view, 10, 10)
        #expect(frames(result, 2).map(\.width) == [1, 9])
    }

    @Test("S3: children wider than the proposal overflow it; a parent frame centres the stack at negative x")
    func overflow() {
        let stack = HStack(spacing: 0) { block(60, 1).id(0); block(70, 1).id(1) }
        #expect(lay(stack, 100, 10).size == CGSize(width: 130, height: 1))
        let framed = stack.id("s").frame(width: 100)
        let result = lay(framed, 100, 10)
        #expect(result.frame(for: "s") == rect(-15, 0, 130, 1))
        #expect(result.frame(for: 1) == rect(45, 0, 70, 1))
    }

    static let third: CGFloat = 10.0 / 3
    static let evenCases: [(CGFloat, [CGFloat])] = [
        (90, [30, 30, 30]),
        (10, [third, third, 10 - 2 * third]),
        (0, [0, 0, 0]),
    ]

    @Test("S3: equally flexible children share evenly, in source order", arguments: evenCases)
    func evenShares(_ width: CGFloat, _ expected: [CGFloat]) {
        let view = HStack(spacing: 0) { Color.red.id(0); Color.red.id(1); Color.red.id(2) }
        let widths = frames(lay(view, width, 5), 3).map(\.width)
        for (w, e) in zip(widths, expected) { #expect(abs(w - e) < 1e-9) }
    }

    struct AlignCase: Sendable, CustomTestStringConvertible {
        let name: String
        let alignment: VerticalAlignment
        let ys: [CGFloat]
        var testDescription: String { "S4 HStack alignment \(name)" }
    }

    @Test("S4: cross-axis alignment of a 1×4 and a 1×2 block", arguments: [
        AlignCase(name: "top", alignment: .top, ys: [0, 0]),
        AlignCase(name: "center", alignment: .center, ys: [0, 1]),
        AlignCase(name: "bottom", alignment: .bottom, ys: [0, 2]),
        AlignCase(name: "firstTextBaseline (defaults to bottom)", alignment: .firstTextBaseline, ys: [0, 2]),
    ])
    func hAlignment(_ c: AlignCase) {
        let view = HStack(alignment: c.alignment, spacing: 0) { block(1, 4).id(0); block(1, 2).id(1) }
        let result = lay(view, 10, 10)
        #expect(frames(result, 2).map(\.minY) == c.ys)
        #expect(result.size == CGSize(width: 2, height: 4))
    }

    @Test("S4: VStack alignment is the same transposed", arguments: [
        (HorizontalAlignment.leading, [CGFloat(0), 0]),
        (.center, [0, 1]),
        (.trailing, [0, 2]),
    ] as [(HorizontalAlignment, [CGFloat])])
    func vAlignment(_ alignment: HorizontalAlignment, _ xs: [CGFloat]) {
        let view = VStack(alignment: alignment, spacing: 0) { block(4, 1).id(0); block(2, 1).id(1) }
        let result = lay(view, 10, 10)
        #expect(frames(result, 2).map(\.minX) == xs)
        #expect(frames(result, 2).map(\.minY) == [0, 1])
    }

    @Test("S5: layoutPriority counts only when outermost", arguments: [
        ("layoutPriority(1).frame(...)", 0.0),
        ("frame(...).layoutPriority(1)", 1),
        ("layoutPriority(1).padding()", 0),
        ("layoutPriority(1).fixedSize()", 1),
        ("layoutPriority(1).offset(x: 1)", 1),
        ("layoutPriority(1).background(...)", 1),
        ("layoutPriority(1).alignmentGuide(...)", 1),
        ("layoutPriority(1).position(...)", 0),
    ] as [(String, Double)])
    func priorityOutermost(_ name: String, _ expected: Double) {
        let log = ProbeLog()
        let c = Color.red
        let views: [String: AnyView] = [
            "layoutPriority(1).frame(...)": AnyView(c.layoutPriority(1).frame(width: 3)),
            "frame(...).layoutPriority(1)": AnyView(c.frame(width: 3).layoutPriority(1)),
            "layoutPriority(1).padding()": AnyView(c.layoutPriority(1).padding()),
            "layoutPriority(1).fixedSize()": AnyView(c.layoutPriority(1).fixedSize()),
            "layoutPriority(1).offset(x: 1)": AnyView(c.layoutPriority(1).offset(x: 1)),
            "layoutPriority(1).background(...)": AnyView(c.layoutPriority(1).background(Color.blue)),
            "layoutPriority(1).alignmentGuide(...)": AnyView(c.layoutPriority(1).alignmentGuide(.top) { _ in 0 }),
            "layoutPriority(1).position(...)": AnyView(c.layoutPriority(1).position(x: 1, y: 1)),
        ]
        _ = lay(Probe(log: log) { views[name]! }, 80, 24)
        #expect(log.priorities == [expected])
    }

    @Test("S5: the outermost layoutPriority decides the stack's order")
    func priorityOrder() {
        // Both colours are equally flexible; with priority 1 outermost, "1" is served first
        // and takes all but the other's minimum (0); with it inside a frame, it counts 0.
        let outer = HStack(spacing: 0) { Color.red.id(0); Color.red.frame(minWidth: 1).layoutPriority(1).id(1) }
        #expect(frames(lay(outer, 10, 1), 2).map(\.width) == [0, 10])
        let inner = HStack(spacing: 0) { Color.red.id(0); Color.red.layoutPriority(1).frame(minWidth: 1).id(1) }
        // inner: same priority; ∞-flex tie, larger minimum (1) first: offered 5 → 5; then 5.
        #expect(frames(lay(inner, 10, 1), 2).map(\.width) == [5, 5])
    }

    @Test("S6: flexible children stretch to the stack's cross size at placement")
    func stretch() {
        // fixedSize(vertical) proposes a nil height: the flexible child (ideal height 1)
        // measures 1 high, the stack is 3 high, and placement re-runs with height 3
        // so the child is 3 high (it would be 1 high at y 1 without S6).
        let flexible = Color.red.frame(idealHeight: 1)
        let view = HStack(spacing: 0) { block(2, 3).id(0); flexible.id(1) }.fixedSize(horizontal: false, vertical: true)
        let result = lay(view, 12, 20)
        #expect(result.size == CGSize(width: 12, height: 3))
        #expect(result.frame(for: 1) == rect(2, 0, 10, 3))
        // VStack transposed: ideal width 1 stretches to the stack's width 6.
        let v = VStack(spacing: 0) { block(6, 1).id(0); Color.red.frame(idealWidth: 1).frame(height: 1).id(1) }
        let vr = lay(v.fixedSize(horizontal: true, vertical: false), 40, 10)
        #expect(vr.size == CGSize(width: 6, height: 2))
        #expect(vr.frame(for: 1) == rect(0, 1, 6, 1))
    }

    @Test("S6: a Divider in a VStack with an unspecified width stretches to the stack's width")
    func dividerStretch() {
        let v = VStack(spacing: 0) { Text("abcdef"); Divider().id("d"); Text("ab") }
        let result = lay(v, nil, nil)
        #expect(result.size == CGSize(width: 6, height: 3))
        #expect(result.frame(for: "d") == rect(0, 1, 6, 1))
    }

    @Test("S7: empty stacks are 0×0; a one-child stack is the child's size")
    func degenerate() {
        #expect(lay(HStack {}, 10, 10).size == .zero)
        #expect(lay(VStack { EmptyView() }, 10, 10).size == .zero)
        #expect(lay(HStack { block(3, 2) }, 10, 10).size == CGSize(width: 3, height: 2))
    }

    @Test("S3: VStack distributes height like HStack distributes width")
    func vstackDistribution() {
        let view = VStack(spacing: 1) { Text("a").id(0); Color.red.id(1); Text("b").id(2) }
        // 10 − 2 gaps = 8; texts (flex 0) take 1 each; colour gets 6.
        let result = lay(view, 5, 10)
        #expect(frames(result, 3) == [rect(2, 0, 1, 1), rect(0, 2, 5, 6), rect(2, 9, 1, 1)])
    }

    @Test("S3 step 5/U14: ∞ − ∞ keeps the previous available space (a maximum probe of two colours is ∞)")
    func infiniteProbe() {
        let log = ProbeLog()
        _ = lay(Probe(log: log, inspect: Inspect { s, log in
            log.values["max"] = s[0].sizeThatFits(prop(.infinity, 1)).width
            log.values["min"] = s[0].sizeThatFits(prop(0, 1)).width
        }) { HStack(spacing: 0) { Color.red; Color.blue } }, 80, 24)
        #expect(log.values["max"] == .some(.infinity))
        #expect(log.values["min"] == .some(0))
    }
}
