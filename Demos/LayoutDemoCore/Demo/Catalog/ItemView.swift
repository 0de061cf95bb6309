import TerminalLayout

/// How one demo item is drawn: a rounded box filled with the item's colour,
/// outlined in the terminal's own colours, its label centred inside.
///
/// ```
/// ╭──────╮   RoundedRectangle(cornerRadius: 1).fill(color)
/// │  12  │     .overlay { RoundedRectangle(cornerRadius: 1).stroke(.primary) }
/// ╰──────╯     .overlay { Text(label).padding(.horizontal, 1 column) }
///              .frame(minWidth: 0, idealWidth: w, maxWidth: ∞, height: h)
/// ```
///
/// The outline is what keeps boxes apart: a filled shape's border is drawn
/// in its fill colour, so two neighbours of the same colour with no space
/// between them would run together into one block; stroked in the
/// default colours (`.primary`), every box has its own edge.
///
/// The ideal size is the item's size in cells, converted to points with
/// `metrics` — or, `compact`, the smallest box that holds the label
/// (`RadialLayout` needs small items to fit a circle on a screen). The width is flexible — a layout that proposes a width (a
/// masonry column, a grid cell) gets exactly that width, so items never
/// overlap — while the height is always the item's. The label is padded
/// by one column on each side, so it is never drawn over the border (a
/// label too long for a narrow box ends in `…`).
nonisolated public struct ItemView: View {
    /// The item drawn.
    public let item: DemoItem
    /// The cell metrics the item's size is converted with.
    public let metrics: CellMetrics
    /// Whether the box is only as large as its label needs.
    public let compact: Bool

    /// Creates the view of `item` under `metrics`.
    public init(_ item: DemoItem, metrics: CellMetrics, compact: Bool = false) {
        self.item = item
        self.metrics = metrics
        self.compact = compact
    }

    /// The item's ideal size in points: its own size, or when compact the label's width plus
    /// two columns (at least ``DemoItem/minimumColumns``) by ``DemoItem/minimumRows``.
    public var idealSize: CGSize {
        guard compact else { return metrics.points(columns: item.columns, rows: item.rows) }
        let columns = Swift.max(DemoItem.minimumColumns, DisplayWidth.of(item.label) + 2)
        return metrics.points(columns: columns, rows: DemoItem.minimumRows)
    }

    /// The box with its label, in a frame of the item's height.
    public var body: some View {
        RoundedRectangle(cornerRadius: 1).fill(item.color)
            .overlay { RoundedRectangle(cornerRadius: 1).stroke(Color.primary) }
            .overlay {
                Text(item.label).foregroundColor(item.labelColor).lineLimit(1)
                    .padding(.horizontal, metrics.column)
            }
            .frame(minWidth: 0, idealWidth: idealSize.width, maxWidth: .infinity,
                   minHeight: idealSize.height, idealHeight: idealSize.height, maxHeight: idealSize.height)
    }
}
