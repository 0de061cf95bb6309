import Testing
@testable import TerminalLayout

/// F1 (fixed frames) and F2 (flexible frames).
struct FrameTests {
    // MARK: F1

    @Test("F1: both dimensions — exactly (w, h); the child keeps its own size, centred")
    func both() {
        // Erratum 8: the text is proposed 3×5, wraps to 3×2, and is centred.
        let result = lay(Text("abcdef").id("t").frame(width: 3, height: 5).id("f"), 80, 24)
        #expect(result.frame(for: "f") == rect(0, 0, 3, 5))
        #expect(result.frame(for: "t") == rect(0, 1.5, 3, 2))
        // A bigger frame: the text stays 6×1.
        let big = lay(Text("abcdef").id("t").frame(width: 20, height: 10), 80, 24)
        #expect(big.size == CGSize(width: 20, height: 10))
        #expect(big.frame(for: "t") == rect(7, 4.5, 6, 1))
    }

    @Test("F1: one dimension — the other is the child's for the parent's proposal", arguments: [
        ("width 10, Text", CGSize(width: 10, height: 1)),
        ("height 3, Color", CGSize(width: 20, height: 3)),
        ("width 2, Text wraps", CGSize(width: 2, height: 3)),
    ] as [(String, CGSize)])
    func one(_ name: String, _ size: CGSize) {
        let view: AnyView
        switch name {
        case "width 10, Text": view = AnyView(Text("abcdef").frame(width: 10))
        case "height 3, Color": view = AnyView(Color.red.frame(height: 3))
        default: view = AnyView(Text("abcdef").frame(width: 2))
        }
        #expect(lay(view, 20, 20).size == size)
    }

    @Test("F1: alignment, 9 ways: a 2×2 block in a 6×4 frame", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 2, y: 0)), (.topTrailing, CGPoint(x: 4, y: 0)),
        (.leading, CGPoint(x: 0, y: 1)), (.center, CGPoint(x: 2, y: 1)), (.trailing, CGPoint(x: 4, y: 1)),
        (.bottomLeading, CGPoint(x: 0, y: 2)), (.bottom, CGPoint(x: 2, y: 2)), (.bottomTrailing, CGPoint(x: 4, y: 2)),
    ] as [(Alignment, CGPoint)])
    func alignment(_ alignment: Alignment, _ origin: CGPoint) {
        let result = lay(block(2, 2).id("b").frame(width: 6, height: 4, alignment: alignment), 20, 20)
        #expect(result.frame(for: "b") == CGRect(origin: origin, size: CGSize(width: 2, height: 2)))
    }

    @Test("F1: explicit child guides are honoured")
    func explicitGuide() {
        let view = block(2, 2).id("b").alignmentGuide(.leading) { _ in -1 }.frame(width: 6, height: 4, alignment: .leading)
        #expect(lay(view, 20, 20).frame(for: "b") == rect(1, 1, 2, 2))
    }

    @Test("F1: negative and non-finite dimensions are ignored (nil)", arguments: [
        (CGFloat(-3), CGFloat.nan, CGSize(width: 20, height: 20)),
        (CGFloat.infinity, CGFloat(4), CGSize(width: 20, height: 4)),
        (CGFloat(5), -CGFloat.infinity, CGSize(width: 5, height: 20)),
        (CGFloat(0), CGFloat(0), CGSize.zero),
    ])
    func invalid(_ w: CGFloat, _ h: CGFloat, _ size: CGSize) {
        #expect(lay(Color.red.frame(width: w, height: h), 20, 20).size == size)
    }

    // MARK: F2

    struct FlexCase: Sendable, CustomTestStringConvertible {
        let name: String
        let min: CGFloat?
        let ideal: CGFloat?
        let max: CGFloat?
        /// Expected widths for proposals nil, 0, 20, 400, ∞ with a Color child
        /// (which takes its proposal, 10 when unspecified).
        let widths: [CGFloat]
        var testDescription: String { "F2 \(name)" }
    }

    static let proposals: [CGFloat?] = [nil, 0, 20, 400, .infinity]

    @Test("F2: flexible frame width with a Color child, proposals nil / 0 / 20 / 400 / ∞", arguments: [
        // Both min and max: clamp(p) without asking the child; p nil: child (10) clamped.
        FlexCase(name: "min 10 max 30", min: 10, ideal: nil, max: 30, widths: [10, 10, 20, 30, 30]),
        // Erratum 9: minWidth 100, maxWidth 300, proposal 400 ⇒ 300.
        FlexCase(name: "min 100 max 300", min: 100, ideal: nil, max: 300, widths: [100, 100, 100, 300, 300]),
        // Min only: child proposed max(p, min); size max(min(p', c), min).
        FlexCase(name: "min 10", min: 10, ideal: nil, max: nil, widths: [10, 10, 20, 400, .infinity]),
        // Max only: child proposed min(p, max); size min(max(p', c), max).
        FlexCase(name: "max 30", min: nil, ideal: nil, max: 30, widths: [10, 0, 20, 30, 30]),
        // maxWidth ∞ fills any proposal.
        FlexCase(name: "max ∞", min: nil, ideal: nil, max: .infinity, widths: [10, 0, 20, 400, .infinity]),
        // Ideal only: used when p is nil.
        FlexCase(name: "ideal 15", min: nil, ideal: 15, max: nil, widths: [15, 0, 20, 400, .infinity]),
        FlexCase(name: "min 5 ideal 15 max 30", min: 5, ideal: 15, max: 30, widths: [15, 5, 20, 30, 30]),
        // Normalisation: negative min becomes 0; ideal below min rises to min.
        FlexCase(name: "min −5 max 8", min: -5, ideal: nil, max: 8, widths: [8, 0, 8, 8, 8]),
        FlexCase(name: "min 12 ideal 4", min: 12, ideal: 4, max: nil, widths: [12, 12, 20, 400, .infinity]),
    ])
    func flexColor(_ c: FlexCase) {
        let log = ProbeLog()
        _ = lay(Probe(log: log, inspect: Inspect { s, log in
            for (i, p) in Self.proposals.enumerated() { log.values["\(i)"] = s[0].sizeThatFits(prop(p, 1)).width }
        }) { Color.red.frame(minWidth: c.min, idealWidth: c.ideal, maxWidth: c.max) }, 80, 24)
        let widths = (0..<Self.proposals.count).map { log.values["\($0)"] ?? nil }
        #expect(widths == c.widths.map { $0 })
    }

    @Test("F2: flexible frame width with a 6-cell Text child (min 1, ideal 6)", arguments: [
        FlexCase(name: "max ∞ fills but ideal stays the text's", min: nil, ideal: nil, max: .infinity, widths: [6, 1, 20, 400, .infinity]),
        FlexCase(name: "min 10: never narrower than 10", min: 10, ideal: nil, max: nil, widths: [10, 10, 10, 10, 10]),
        FlexCase(name: "max 3: the text overflows the frame", min: nil, ideal: nil, max: 3, widths: [3, 1, 3, 3, 3]),
        FlexCase(name: "min 2 max 8", min: 2, ideal: nil, max: 8, widths: [6, 2, 8, 8, 8]),
    ])
    func flexText(_ c: FlexCase) {
        let log = ProbeLog()
        _ = lay(Probe(log: log, inspect: Inspect { s, log in
            for (i, p) in Self.proposals.enumerated() { log.values["\(i)"] = s[0].sizeThatFits(prop(p, 1)).width }
        }) { Text("abcdef").frame(minWidth: c.min, idealWidth: c.ideal, maxWidth: c.max) }, 80, 24)
        let widths = (0..<Self.proposals.count).map { log.values["\($0)"] ?? nil }
        #expect(widths == c.widths.map { $0 })
    }

    @Test("F2: maxWidth: .infinity fills the proposal and aligns the child")
    func fills() {
        let result = lay(Text("abc").id("t").frame(maxWidth: .infinity, alignment: .trailing).id("f"), 20, 5)
        #expect(result.frame(for: "f") == rect(0, 0, 20, 1))
        #expect(result.frame(for: "t") == rect(17, 0, 3, 1))
    }

    @Test("F2: under fixedSize the ideal values win; fixedSize().frame(maxWidth: ∞) can overflow")
    func fixedSizeIdeal() {
        #expect(lay(Color.red.frame(idealWidth: 7, idealHeight: 2).fixedSize(), 20, 20).size == CGSize(width: 7, height: 2))
        // No ideal: the child's ideal (10 for a Color) clamped.
        #expect(lay(Color.red.frame(minWidth: 12, maxWidth: 30).fixedSize(), 20, 20).size == CGSize(width: 12, height: 10))
        // max only: min(max(4, 6), ∞) = 6 — the frame is wider than its proposal of 4.
        let overflow = lay(Text("abcdef").id("t").fixedSize().frame(maxWidth: .infinity).id("f"), 4, 2)
        #expect(overflow.frame(for: "f") == rect(0, 0, 6, 1))
        #expect(overflow.frame(for: "t") == rect(0, 0, 6, 1))
    }

    @Test("F2 placement: the child is proposed the frame's size (nil when p nil, no ideal, strictly inside)")
    func placementProposal() {
        // p = 20: frame clamp(20, 2, 10) = 10; the text is proposed 10 and is 6 wide, centred at 2.
        let r = lay(Text("abcdef").id("t").frame(minWidth: 2, maxWidth: 10), 20, 5)
        #expect(r.frame(for: "t") == rect(2, 0, 6, 1))
        // A Color child is proposed the frame's size: it fills it.
        let c = lay(Color.red.id("c").frame(minWidth: 2, maxWidth: 10, minHeight: 1, maxHeight: 3), 20, 5)
        #expect(c.frame(for: "c") == rect(0, 0, 10, 3))
    }
}

/// A flexible frame kept in its compact form (`CompactFlexFrameBehavior`: two
/// lengths besides 0 and ∞, built-in guides) reads back exactly the
/// constraints it was made from; the others keep the full form.
struct CompactFlexFrameTests {
    struct Case: CustomTestStringConvertible, @unchecked Sendable {
        let name: String
        let frame: _FlexFrameLayout
        let compact: Bool
        var testDescription: String { name }

        init(_ name: String, compact: Bool, minW: CGFloat? = nil, idealW: CGFloat? = nil, maxW: CGFloat? = nil,
             minH: CGFloat? = nil, idealH: CGFloat? = nil, maxH: CGFloat? = nil, alignment: Alignment = .center) {
            self.name = name
            self.compact = compact
            frame = _FlexFrameLayout(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH,
                                     idealHeight: idealH, maxHeight: maxH, alignment: alignment)
        }
    }

    static let cases: [Case] = [
        Case("maxWidth ∞", compact: true, maxW: .infinity),
        Case("0, ideal 12, ∞ (the nested workload)", compact: true, minW: 0, idealW: 12, maxW: .infinity),
        Case("two lengths used twice", compact: true, minW: 1, maxW: 3, minH: 1, maxH: 3, alignment: .bottomTrailing),
        Case("two lengths and 0 and ∞", compact: true, minW: 0, idealW: 2.5, maxW: .infinity, minH: 0, idealH: 7, maxH: .infinity),
        Case("−0 stays −0", compact: true, idealW: -0.0, maxW: 4),
        Case("three lengths", compact: false, minW: 1, idealW: 2, maxW: 3),
        Case("first text baseline", compact: true, maxH: 5, alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)),
        Case("nothing set", compact: true),
    ]

    @Test(arguments: cases)
    func readsBackItsConstraints(_ c: Case) {
        let compact = CompactFlexFrameBehavior(c.frame)
        #expect((compact != nil) == c.compact)
        guard let compact else { return }
        #expect(compact.width == c.frame.width)
        #expect(compact.height == c.frame.height)
        #expect(compact.alignment == c.frame.alignment)
        #expect(compact.width.ideal?.sign == c.frame.width.ideal?.sign)
    }

    /// A centre guide of its own: the same place as `.center`, but custom,
    /// so a frame aligned by it keeps the full form.
    enum MidX: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }

    /// The two forms lay out alike: the nested workload's frame, compact, and
    /// the same frame aligned by a custom guide at the centre (full form),
    /// around the same text, at three proposals.
    @Test(arguments: [ProposedViewSize(width: 30, height: 10), .unspecified, ProposedViewSize(width: 2, height: nil)])
    func bothFormsLayOutAlike(_ proposal: ProposedViewSize) {
        let centre = Alignment(horizontal: HorizontalAlignment(MidX.self), vertical: .center)
        #expect(CompactFlexFrameBehavior(_FlexFrameLayout(minWidth: 0, idealWidth: 6, maxWidth: .infinity, minHeight: nil,
                                                          idealHeight: nil, maxHeight: nil, alignment: centre)) == nil)
        let compact = ViewGraph(Text("hello world").id("t").frame(minWidth: 0, idealWidth: 6, maxWidth: .infinity).id("f"))
            .layout(proposal: proposal)
        let full = ViewGraph(Text("hello world").id("t").frame(minWidth: 0, idealWidth: 6, maxWidth: .infinity,
                                                               alignment: centre).id("f"))
            .layout(proposal: proposal)
        #expect(compact.frame(for: "f") == full.frame(for: "f"))
        #expect(compact.frame(for: "t") == full.frame(for: "t"))
    }
}
