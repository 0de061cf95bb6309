import Testing
@testable import TerminalLayout

extension HorizontalAlignment {
    enum OneThird: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
    }
    static let oneThird = HorizontalAlignment(OneThird.self)
}

extension VerticalAlignment {
    enum Marker: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    static let marker = VerticalAlignment(Marker.self)
}

/// LS4, A1–A3: guides, their defaults and their propagation.
struct AlignmentTests {
    @Test("LS4: default guide values of a 12×6 view", arguments: [
        ("leading", 0), ("h-center", 6), ("trailing", 12), ("oneThird (custom)", 4),
        ("top", 0), ("v-center", 3), ("bottom", 6), ("firstTextBaseline", 6), ("lastTextBaseline", 6),
    ] as [(String, CGFloat)])
    func defaults(_ name: String, _ expected: CGFloat) {
        let d = ViewDimensions(size: CGSize(width: 12, height: 6))
        let values: [String: CGFloat] = [
            "leading": d[HorizontalAlignment.leading], "h-center": d[HorizontalAlignment.center],
            "trailing": d[HorizontalAlignment.trailing], "oneThird (custom)": d[HorizontalAlignment.oneThird],
            "top": d[VerticalAlignment.top], "v-center": d[VerticalAlignment.center], "bottom": d[VerticalAlignment.bottom],
            "firstTextBaseline": d[VerticalAlignment.firstTextBaseline], "lastTextBaseline": d[VerticalAlignment.lastTextBaseline],
        ]
        #expect(values[name] == expected)
        #expect(d.width == 12 && d.height == 6)
    }

    @Test("LS4: no explicit values without a source")
    func noExplicit() {
        let d = ViewDimensions(size: CGSize(width: 12, height: 6))
        #expect(d[explicit: HorizontalAlignment.leading] == nil)
        #expect(d[explicit: VerticalAlignment.firstTextBaseline] == nil)
    }

    @Test("Alignment constants pair the right guides")
    func constants() {
        #expect(Alignment.topLeading == Alignment(horizontal: .leading, vertical: .top))
        #expect(Alignment.bottomTrailing == Alignment(horizontal: .trailing, vertical: .bottom))
        #expect(Alignment.leadingFirstTextBaseline == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        #expect(Alignment.center != Alignment.leading)
        #expect(HorizontalAlignment.oneThird == HorizontalAlignment(HorizontalAlignment.OneThird.self))
        #expect(HorizontalAlignment.oneThird != HorizontalAlignment.center)
    }

    /// Reads `subviews[0].dimensions(in: .unspecified)` guides through a probe.
    func explicitValues<V: View>(_ view: V) -> ProbeLog {
        let log = ProbeLog()
        let probe = Probe(log: log, inspect: Inspect { subviews, log in
            let d = subviews[0].dimensions(in: .unspecified)
            log.values["leading"] = d[explicit: HorizontalAlignment.leading]
            log.values["oneThird"] = d[explicit: HorizontalAlignment.oneThird]
            log.values["first"] = d[explicit: VerticalAlignment.firstTextBaseline]
            log.values["last"] = d[explicit: VerticalAlignment.lastTextBaseline]
            log.values["top"] = d[explicit: VerticalAlignment.top]
            log.values["oneThirdValue"] = d[HorizontalAlignment.oneThird]
        })
        _ = lay(probe { view }, 80, 24)
        return log
    }

    @Test("A1: alignmentGuide sets the explicit value from the view's dimensions; other guides unchanged")
    func alignmentGuideValue() {
        let log = explicitValues(block(6, 2).alignmentGuide(.leading) { d in d.width - 1 })
        #expect(log.values["leading"] == .some(5))
        #expect(log.values["oneThird"] == .some(nil))
        #expect(log.values["oneThirdValue"] == .some(2))  // default 6/3
    }

    @Test("A3: unary modifiers export the child's explicit value offset by its origin (padding(leading 1) over −3 ⇒ −2)")
    func paddingPropagation() {
        let log = explicitValues(block(6, 2).alignmentGuide(.leading) { _ in -3 }.padding(.leading, 1))
        #expect(log.values["leading"] == .some(-2))
    }

    @Test("A3/T5: Text's baselines propagate through padding and frame")
    func textBaselineThroughModifiers() {
        // Text "a\nb" (1×2): first baseline 1, last 2; padding 1 ⇒ 2 and 3;
        // a 5×10 frame centres the 3×4 padded text at (1, 3) ⇒ 5 and 6.
        let log = explicitValues(Text("a\nb").padding().frame(width: 5, height: 10))
        #expect(log.values["first"] == .some(5))
        #expect(log.values["last"] == .some(6))
        #expect(log.values["top"] == .some(nil))
    }

    @Test("L6/A3: a VStack combines custom guides by mean, first baselines by min, last by max, built-ins not at all")
    func stackCombination() {
        // VStack(spacing 0, leading): children at y 0 and 2, both at x 0.
        // oneThird explicit 1 and 3 ⇒ mean 2; first baselines 1 and 2+(2+1) ⇒ min 1;
        // last baselines 2 and 2+(2+1) ⇒ max 5 (the bottom-most); leading explicit values do not propagate.
        let log = explicitValues(VStack(alignment: .leading, spacing: 0) {
            Text("ab\ncd").alignmentGuide(.oneThird) { _ in 1 }.alignmentGuide(.leading) { _ in 0 }
            Text("x").padding(.top, 2).alignmentGuide(.oneThird) { _ in 3 }
        })
        #expect(log.values["oneThird"] == .some(2))
        #expect(log.values["first"] == .some(1))
        #expect(log.values["last"] == .some(5))
        #expect(log.values["leading"] == .some(nil))
    }

    @Test("L6: a custom Layout's default explicitAlignment: mean for custom, min/max for first/last baselines, nil for built-ins")
    func customLayoutDefault() {
        // Inner probe stacks its children at y 0, 1, 3 (heights 1, 2, 1).
        let innerLog = ProbeLog()
        let log = explicitValues(Probe(log: innerLog) {
            Text("a").alignmentGuide(.oneThird) { _ in 4 }
            Text("b\nc")
            Text("d").alignmentGuide(.oneThird) { _ in 8 }.alignmentGuide(.top) { _ in 1 }
        })
        #expect(log.values["oneThird"] == .some(6))   // (4 + 8) / 2
        #expect(log.values["first"] == .some(1))      // min(1, 1+1, 3+1)
        #expect(log.values["last"] == .some(4))       // max(1, 1+2, 3+1): the bottom-most last baseline
        #expect(log.values["top"] == .some(nil))
    }

    @Test("A2/S4: alignmentGuide moves a child in a VStack by (default − explicit)")
    func guideInVStack() {
        let view = VStack(alignment: .leading, spacing: 0) {
            block(4, 1).alignmentGuide(.leading) { _ in 2 }.id("a")
            block(4, 1).id("b")
        }
        // origins −2 and 0; R = [−2, 4] ⇒ width 6; shifted by +2.
        let result = lay(view, 80, 24)
        #expect(result.frame(for: "a") == rect(0, 0, 4, 1))
        #expect(result.frame(for: "b") == rect(2, 1, 4, 1))
        #expect(result.size == CGSize(width: 6, height: 2))
    }

    @Test("U6: the minor range always includes 0")
    func minorRangeIncludesZero() {
        // Both children report leading −3 ⇒ origins +3; R = [0,0] ∪ [3,7] = [0,7].
        let view = VStack(alignment: .leading, spacing: 0) {
            block(4, 1).alignmentGuide(.leading) { _ in -3 }.id("a")
            block(2, 1).alignmentGuide(.leading) { _ in -3 }.id("b")
        }
        let result = lay(view, 80, 24)
        #expect(result.size == CGSize(width: 7, height: 2))
        #expect(result.frame(for: "a") == rect(3, 0, 4, 1))
        #expect(result.frame(for: "b") == rect(3, 1, 2, 1))
    }

    @Test("A2: an HStack aligns on a custom vertical guide")
    func customGuideInHStack() {
        let view = HStack(alignment: .marker, spacing: 0) {
            block(1, 4).alignmentGuide(.marker) { _ in 1 }.id("a")   // origin −1
            block(1, 2).id("b")                                      // default 2 ⇒ origin −2
        }
        let result = lay(view, 80, 24)
        #expect(result.frame(for: "a") == rect(0, 1, 1, 4))
        #expect(result.frame(for: "b") == rect(1, 0, 1, 2))
        #expect(result.size == CGSize(width: 2, height: 5))
    }
}
