import Synchronization
import Testing
@testable import TerminalLayout

/// `scrollTransition` (iOS 17, SC11): the phase from where the view is placed
/// against the visible region of the scroll view around it, along the axis.
struct ScrollTransitionTests {
    /// Four 4-cell texts side by side in a horizontal scroll view 10 wide and
    /// `height` high: at offset 0, "aaaa" at 0–4 and "bbbb" at 4–8 are inside,
    /// "cccc" at 8–12 half out past the trailing edge, "dddd" at 12–16 wholly out.
    static func cells<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .animated, axis: Axis? = nil,
                                       log: ScrollPhaseLog? = nil, height: CGFloat = 1,
                                       effect: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E)
        -> some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 0) {
                ForEach(["a", "b", "c", "d"], id: \.self) { letter in
                    Text(String(repeating: letter, count: 4))
                        .scrollTransition(configuration, axis: axis) { content, phase in
                            log?.record(letter, phase)
                            return effect(content, phase)
                        }
                }
            }
        }
        .frame(width: 10, height: height)
    }

    /// Hides a view that is not at the identity phase.
    @Sendable static func hideOutside(_ content: EmptyVisualEffect, _ phase: ScrollTransitionPhase) -> some VisualEffect {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// The frame of `view` laid out at `offset` cells scrolled, 10 × `height`.
    static func frame(_ view: some View, offset: CGFloat = 0, height: Int = 1) -> [String] {
        let graph = ViewGraph(view)
        let screen = ProposedViewSize(width: 10, height: CGFloat(height))
        _ = graph.layout(proposal: screen)
        if offset != 0 { _ = graph.setScrollOffset(CGPoint(x: offset, y: 0)) }
        return textFrame(graph.layout(proposal: screen), width: 10, height: height)
    }

    @Test("The phase of each cell: inside identity, past the trailing edge bottomTrailing, past the leading one topLeading",
          arguments: [
              (CGFloat(0), ["a": ScrollTransitionPhase.identity, "b": .identity, "c": .bottomTrailing, "d": .bottomTrailing]),
              (6, ["a": .topLeading, "b": .topLeading, "c": .identity, "d": .identity]),
              (2, ["a": .topLeading, "b": .identity, "c": .identity, "d": .bottomTrailing]),
          ])
    func phases(_ offset: CGFloat, _ expected: [String: ScrollTransitionPhase]) {
        let log = ScrollPhaseLog()
        _ = Self.frame(Self.cells(log: log, effect: Self.hideOutside), offset: offset)
        #expect(log.last == expected)
    }

    @Test("The effect shows in the frame: views short of the threshold are hidden",
          arguments: [
              (CGFloat(0), "aaaabbbb"),     // "cccc" half out: hidden
              (6, "  ccccdddd"),           // "bbbb" half out at the leading edge: hidden
              (2, "  bbbbcccc"),
          ])
    func opacityInFrame(_ offset: CGFloat, _ expected: String) {
        #expect(Self.frame(Self.cells(effect: Self.hideOutside), offset: offset) == [expected])
    }

    @Test("Interactive: the edge's effect mixed by the progress to the threshold (linear: half out, half the effect)")
    func interactive() {
        // The content (1 row) is centred in the 5 rows: row 2. `phase.value * 4` rows down:
        // "cccc", half out (weight 1 − 0.5), moves 2 rows; "dddd", wholly out, 4 (off screen).
        let view = Self.cells(.interactive(timingCurve: .linear), height: 5) { content, phase in
            content.offset(y: phase.value * 4)
        }
        #expect(Self.frame(view, height: 5) == ["", "", "aaaabbbb", "", "        cc"])
    }

    @Test("Interactive weights: 0 at the threshold, 1 when just hidden, the curve's value between",
          arguments: [
              (CGFloat(6), UnitCurve.linear, ScrollTransitionPhase.identity, 0.0),  // 6–10: wholly inside
              (7, .linear, .bottomTrailing, 0.25),                                 // a quarter out: progress 0.75
              (8, .linear, .bottomTrailing, 0.5),                                  // half out
              (10, .linear, .bottomTrailing, 1.0),                                 // just hidden: progress 0
              (12, .linear, .bottomTrailing, 1.0),                                 // farther: still 1
              (9, .easeIn, .bottomTrailing, 1 - UnitCurve.easeIn.value(at: 0.25)), // 3/4 out: progress 0.25
          ])
    func weights(_ x: CGFloat, _ curve: UnitCurve, _ phase: ScrollTransitionPhase, _ weight: Double) {
        // A 4-cell view at `x` in a region 0–10 along a horizontal scroll.
        let placement = ScrollTransitionPlacement(topLeading: .interactive(timingCurve: curve),
                                                  bottomTrailing: .interactive(timingCurve: curve), axis: nil) { _ in
            _VisualEffectDrawing()
        }
        let found = placement.phase(of: CGRect(x: x, y: 0, width: 4, height: 1),
                                    in: CGRect(x: 0, y: 0, width: 10, height: 1), scrollAxes: .horizontal)
        #expect(found.0 == phase)
        #expect(abs(found.1 - weight) < 1e-9)
    }

    @Test("Thresholds move where the identity phase starts",
          arguments: [
              // visible(0.5): "cccc" shows half of itself — enough.
              (ScrollTransitionConfiguration.Threshold.visible(0.5), ["a": ScrollTransitionPhase.identity, "b": .identity, "c": .identity, "d": .bottomTrailing]),
              // hidden: met as soon as any of a view is inside; "dddd" is wholly out.
              (.hidden, ["a": .identity, "b": .identity, "c": .identity, "d": .bottomTrailing]),
              // centered: a 4-cell view in a 10-cell region is centred 3 cells in; none is.
              (.centered, ["a": .topLeading, "b": .bottomTrailing, "c": .bottomTrailing, "d": .bottomTrailing]),
              // visible inset by 2: "bbbb" (2 cells from the trailing edge) just meets it, "aaaa" (0 in) does not.
              (.visible.inset(by: 2), ["a": .topLeading, "b": .identity, "c": .bottomTrailing, "d": .bottomTrailing]),
              // half way from visible (0) to hidden (−4): −2, as visible(0.5).
              (.visible.interpolated(towards: .hidden, amount: 0.5), ["a": .identity, "b": .identity, "c": .identity, "d": .bottomTrailing]),
          ])
    func thresholds(_ threshold: ScrollTransitionConfiguration.Threshold, _ expected: [String: ScrollTransitionPhase]) {
        let log = ScrollPhaseLog()
        _ = Self.frame(Self.cells(.animated.threshold(threshold), log: log, effect: Self.hideOutside))
        #expect(log.last == expected)
    }

    @Test(".identity never changes the view; outside a scroll view the phase is identity")
    func identity() {
        #expect(Self.frame(Self.cells(.identity, effect: Self.hideOutside)) == ["aaaabbbbcc"])
        let log = ScrollPhaseLog()
        let lone = HStack(spacing: 0) {
            Text("x").scrollTransition { content, phase in
                log.record("x", phase)
                return content.opacity(phase.isIdentity ? 0 : 1)
            }
            Text("y")
        }
        #expect(textFrame(lone, width: 4, height: 1) == [" y"])
        #expect(log.last == ["x": .identity])
    }

    @Test("The axis: the scroll view's by default; a given axis across the scroll is measured across it",
          arguments: [(Axis?.none, "aaaabbbb"), (.horizontal, "aaaabbbb"), (.vertical, "aaaabbbbcc")])
    func axis(_ axis: Axis?, _ expected: String) {
        #expect(Self.frame(Self.cells(axis: axis, effect: Self.hideOutside)) == [expected])
    }

    @Test("A vertical scroll view: rows past its bottom edge are bottomTrailing")
    func vertical() {
        let log = ScrollPhaseLog()
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(["a", "b", "c"], id: \.self) { letter in
                    Text(letter).frame(height: 2, alignment: .top)
                        .scrollTransition(.animated) { content, phase in
                            log.record(letter, phase)
                            return content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        .frame(width: 3, height: 5)
        #expect(textFrame(view, width: 3, height: 5) == [" a", "", " b", "", ""])
        #expect(log.last == ["a": .identity, "b": .identity, "c": .bottomTrailing])
    }

    @Test("Separate configurations for the two edges")
    func twoEdges() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(["a", "b", "c", "d"], id: \.self) { letter in
                    Text(String(repeating: letter, count: 4))
                        .scrollTransition(topLeading: .identity, bottomTrailing: .animated) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        .frame(width: 10, height: 1)
        // Trailing: "cccc" half out is hidden; leading (offset 6): "bbbb" half out stays.
        #expect(Self.frame(view) == ["aaaabbbb"])
        #expect(Self.frame(view, offset: 6) == ["bbccccdddd"])
    }

    @Test("ScrollTransitionPhase: value -1, 0, 1; only .identity is the identity",
          arguments: [(ScrollTransitionPhase.topLeading, -1.0, false), (.identity, 0, true), (.bottomTrailing, 1, false)])
    func phase(_ phase: ScrollTransitionPhase, _ value: Double, _ isIdentity: Bool) {
        #expect(phase.value == value)
        #expect(phase.isIdentity == isIdentity)
    }
}

/// The last phase each labelled view's transition closure was given.
final class ScrollPhaseLog: Sendable {
    private let phases = Mutex<[String: ScrollTransitionPhase]>([:])
    func record(_ label: String, _ phase: ScrollTransitionPhase) { phases.withLock { $0[label] = phase } }
    var last: [String: ScrollTransitionPhase] { phases.withLock { $0 } }
}
