import TerminalLayout

/// The cell metrics the demo lays out with (`m` switches).
public enum MetricsChoice: String, CaseIterable, Hashable, Sendable {
    /// One point per cell.
    case cells
    /// 8 × 16 points per cell.
    case points

    /// The metrics themselves.
    public var metrics: CellMetrics {
        self == .cells ? .cells : .points
    }

    /// The other choice.
    public var toggled: MetricsChoice {
        self == .cells ? .points : .cells
    }
}
