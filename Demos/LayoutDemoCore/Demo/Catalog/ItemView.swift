import TerminalLayout

/// How one demo item is drawn: a rounded box filled with the item's colour,
/// its label centred inside.
///
/// ```
/// ╭──────╮   RoundedRectangle(cornerRadius: 1).fill(color)
/// │  12  │     .overlay { Text(label).padding(.horizontal, 1 column) }
/// ╰──────╯     .frame(minWidth: 0, idealWidth: w, maxWidth: ∞, height: h)
/// ```
///
/// The ideal size is the item's size in cells, converted to points with
/// `metrics`. The width is flexible — a layout that proposes a width (a
/// masonry column, a grid cell) gets exactly that width, so items never
/// overlap — while the height is always the item's. The label is padded
/// by one column on each side, so it is never drawn over the border (a
/// label too long for a narrow box ends in `…`).
public struct ItemView: View {
    /// The item drawn.
    public let item: DemoItem
    /// The cell metrics the item's size is converted with.
    public let metrics: CellMetrics

    /// Creates the view of `item` under `metrics`.
    public init(_ item: DemoItem, metrics: CellMetrics) {
        self.item = item
        self.metrics = metrics
    }

    /// The item's ideal size in points.
    public var idealSize: CGSize {
        metrics.points(columns: item.columns, rows: item.rows)
    }

    /// The box with its label, in a frame of the item's height.
    public var body: some View {
        RoundedRectangle(cornerRadius: 1).fill(item.color)
            .overlay {
                Text(item.label).foregroundColor(item.labelColor).lineLimit(1)
                    .padding(.horizontal, metrics.column)
            }
            .frame(minWidth: 0, idealWidth: idealSize.width, maxWidth: .infinity,
                   minHeight: idealSize.height, idealHeight: idealSize.height, maxHeight: idealSize.height)
    }
}
