import TerminalLayout

/// L2/L3 as a check: a layout gives the same frames for a proposal whatever
/// proposals came before it on the same graph (probes at 0, ∞, `nil`, other
/// widths, which fill memos and caches with other sizes), as a fresh graph
/// that only ever saw that proposal.
public enum ProbeInvariant {
    /// The proposals a parent may probe with (P2), and a few one-axis ones.
    public static let proposals: [ProposedViewSize] = [
        .zero, .infinity, .unspecified,
        ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: nil, height: 0),
        ProposedViewSize(width: .infinity, height: nil), ProposedViewSize(width: nil, height: .infinity),
        ProposedViewSize(width: 7, height: nil),
    ]

    /// The frames of a result, in order, with their ids (for comparing passes).
    public static func frames(_ result: LayoutResult) -> [String] {
        result.placements.map { "\(String(describing: $0.id)) \($0.frame)" }
    }

    /// Where `view` laid out at `real` differs from a fresh graph's layout:
    /// after each probe on the same graph, with the probe first, and inside a
    /// one-child `HStack` (which measures it at 0 and ∞ before proposing the
    /// real size, S3). Empty when the invariant holds.
    public static func failures<V: View>(_ view: V, _ real: ProposedViewSize,
                                         environment: LayoutEnvironment = LayoutEnvironment()) -> [String] {
        var failures: [String] = []
        let reference = frames(ViewGraph(view, environment: environment).layout(proposal: real))
        let probes = proposals + [ProposedViewSize(width: 3, height: 3), ProposedViewSize(width: 200, height: 50)]
        for probe in probes where probe != real {
            let graph = ViewGraph(view, environment: environment)
            _ = graph.layout(proposal: real)
            _ = graph.layout(proposal: probe)
            let again = frames(graph.layout(proposal: real))
            if again != reference { failures.append("after probe \(probe): \(again) ≠ \(reference)") }
            let other = ViewGraph(view, environment: environment)
            _ = other.layout(proposal: probe)
            let afterProbe = frames(other.layout(proposal: real))
            if afterProbe != reference { failures.append("probe \(probe) first: \(afterProbe) ≠ \(reference)") }
        }
        if let w = real.width, let h = real.height {
            let stacked = ViewGraph(HStack(alignment: .top, spacing: 0) { view }, environment: environment)
                .layout(proposal: ProposedViewSize(width: w, height: h))
            let inStack = Array(frames(stacked).dropFirst())
            if inStack != reference { failures.append("inside an HStack: \(inStack) ≠ \(reference)") }
        }
        return failures
    }
}
