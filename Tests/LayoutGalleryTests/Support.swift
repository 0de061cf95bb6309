import Testing
import TerminalLayout
import LayoutGallery
import TerminalTestSupport

// Helpers shared by the gallery tests.

/// A rectangle from its four numbers (saves writing labels in tables).
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// A proposal from optional numbers.
func proposal(_ w: CGFloat?, _ h: CGFloat?) -> ProposedViewSize {
    ProposedViewSize(width: w, height: h)
}

/// A fixed-size colour block, as the seeds write their items.
func block(_ w: CGFloat, _ h: CGFloat) -> some View {
    Color.blue.frame(width: w, height: h)
}

/// The proposals a parent may probe with (P2), and a few one-axis ones.
let probeProposals = ProbeInvariant.proposals

/// Whether every number in a rectangle is finite (no NaN, no ∞).
func isFinite(_ r: CGRect) -> Bool {
    r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
}

/// Checks that a result is sane (`SaneResult`): a finite, non-negative
/// size, only finite frames, no diagnostics.
func expectSane(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(SaneResult.failures(result) == [], sourceLocation: sourceLocation)
}

/// Checks that an empty container is 0×0, places nothing but itself and is sane.
func expectEmpty<V: View>(_ view: V, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(SaneResult.emptyFailures(view) == [], sourceLocation: sourceLocation)
}

/// The frames of a result, in order, with their ids (for comparing passes).
func frames(_ result: LayoutResult) -> [String] {
    ProbeInvariant.frames(result)
}

/// L2/L3: a layout must give the same frames for `real` whatever proposals
/// came before it on the same graph, as a fresh graph that only ever saw
/// `real` (`ProbeInvariant`).
func expectProbeInvariant<V: View>(_ view: V, _ real: ProposedViewSize, environment: LayoutEnvironment = LayoutEnvironment(),
                                   sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(ProbeInvariant.failures(view, real, environment: environment) == [], sourceLocation: sourceLocation)
}
