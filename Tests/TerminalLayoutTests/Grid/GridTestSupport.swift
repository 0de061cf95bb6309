import Testing
import TerminalLayout
import TerminalTestSupport

// Checks shared by the grid suites.

/// The proposals a parent may probe with (P2), and a few one-axis ones.
let probeProposals = ProbeInvariant.proposals

/// L2/L3: the grid gives the same frames for `real` whatever proposals came
/// before it on the same graph, as a fresh graph that only ever saw `real`.
func expectProbeInvariant<V: View>(_ view: V, _ real: ProposedViewSize, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(ProbeInvariant.failures(view, real) == [], sourceLocation: sourceLocation)
}
