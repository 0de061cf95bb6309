import TerminalLayout

/// Whether a layout's result is sane — a finite, non-negative size, only
/// finite frames (invariant 2) and no diagnostics: the layout answered
/// nothing the engine had to repair — and whether an empty container is.
public enum SaneResult {
    /// What is not sane about `result`; empty when it is.
    public static func failures(_ result: LayoutResult) -> [String] {
        LayoutInvariants().finiteFailures(result) + (result.diagnostics.isEmpty ? [] : ["diagnostics \(result.diagnostics)"])
    }

    /// What keeps `view`, a container with no content, from being empty
    /// whatever it is offered — 0 × 0, placing nothing but itself, sane; empty
    /// when it is.
    public static func emptyFailures<V: View>(_ view: V) -> [String] {
        var failures: [String] = []
        for proposal in [ProposedViewSize(width: 80, height: 24), .unspecified, .zero, .infinity] {
            let result = ViewGraph(view).layout(proposal: proposal)
            if result.size != .zero { failures.append("\(proposal): size \(result.size)") }
            if result.placements.count != 1 { failures.append("\(proposal): \(result.placements.count) placements") }
            failures += Self.failures(result).map { "\(proposal): \($0)" }
        }
        return failures
    }
}
