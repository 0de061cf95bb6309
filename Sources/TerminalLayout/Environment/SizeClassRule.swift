/// Internal: rule SZ1 — the size classes of a graph laid out at a root
/// proposal, in cells: horizontally `.compact` below 80 columns, vertically
/// `.compact` below 24 rows, `.regular` otherwise — also for an unspecified
/// or infinite dimension (room without limit).
struct SizeClasses: Equatable {
    var horizontal: UserInterfaceSizeClass?
    var vertical: UserInterfaceSizeClass?

    /// The smallest width, in columns, that is regular.
    static let regularColumns = 80
    /// The smallest height, in rows, that is regular.
    static let regularRows = 24

    /// No size known yet (before the first layout).
    static let unknown = SizeClasses(horizontal: nil, vertical: nil)

    init(horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// SZ1 for a root proposal under `metrics`.
    init(proposal: ProposedViewSize, metrics: CellMetrics) {
        horizontal = Self.sizeClass(proposal.width, per: metrics.column, regularFrom: Self.regularColumns)
        vertical = Self.sizeClass(proposal.height, per: metrics.row, regularFrom: Self.regularRows)
    }

    private static func sizeClass(_ length: CGFloat?, per cell: CGFloat, regularFrom cells: Int) -> UserInterfaceSizeClass {
        guard let length, length.isFinite else { return .regular }
        return length / cell < CGFloat(cells) ? .compact : .regular
    }
}
