import Testing
import TerminalLayout
import TerminalTestSupport

// Checks shared by the grid suites.

/// Checks that a result has a finite, non-negative size, only finite frames
/// (invariant 2 of the property tests) and no diagnostics: the grid
/// answered nothing the engine had to repair.
func expectSane(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(LayoutInvariants().finiteFailures(result) == [], sourceLocation: sourceLocation)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
}

/// Checks that an empty grid is 0×0 and places nothing but itself, whatever
/// it is offered.
func expectEmpty<V: View>(_ view: V, sourceLocation: SourceLocation = #_sourceLocation) {
    for proposal in [prop(80, 24), .unspecified, .zero, .infinity] {
        let result = ViewGraph(view).layout(proposal: proposal)
        #expect(result.size == .zero, "\(proposal)", sourceLocation: sourceLocation)
        #expect(result.placements.count == 1, "\(result.placements)", sourceLocation: sourceLocation)
        expectSane(result, sourceLocation: sourceLocation)
    }
}

/// The proposals a parent may probe with (P2), and a few one-axis ones.
let probeProposals = ProbeInvariant.proposals

/// L2/L3: the grid gives the same frames for `real` whatever proposals came
/// before it on the same graph, as a fresh graph that only ever saw `real`.
func expectProbeInvariant<V: View>(_ view: V, _ real: ProposedViewSize, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(ProbeInvariant.failures(view, real) == [], sourceLocation: sourceLocation)
}
