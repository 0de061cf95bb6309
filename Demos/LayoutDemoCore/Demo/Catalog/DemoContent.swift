import TerminalLayout
import LayoutGallery

/// Builds the demo's view tree: the chosen layout over the items, in a vertical `ScrollView`.
///
/// ```
/// ScrollView(.vertical) {                       one column is kept free at the
///     layout { ForEach(items, id: \.id) {       right for the scroll indicator;
///         ItemView(item).proportion(w).placementPriority(p)
///     } }                                       the content is at the leading
///     .frame(maxWidth: .infinity, alignment: .topLeading)   edge (radial: centred)
///     .padding(.trailing, 1 column)
/// }
/// ```
///
/// The seven single-container layouts (flow, masonry, responsive, grid,
/// adaptive, radial, breakpoint) are the same view type, an `AnyLayout`
/// over one `ForEach`, so switching between them keeps every item's
/// identity, memo and the scroll position; only the layout changes (L9).
/// The row-based ones (proportional, priority, stacks, gridrows) chunk the
/// items into rows of ``DemoParameters/columns``. Every item carries its
/// weight and priority as layout values in every layout, so the item
/// subtree never changes shape. `RadialLayout` gets compact items (just
/// large enough for their labels) so that a circle of them fits a screen.
///
/// Spacings are in cells: `n` cells is `n × column` points across and
/// `n × row` points down (a layout with a single spacing gets the
/// horizontal one).
public enum DemoContent {
    /// The root view of the demo for `state`'s generated items: the `list` layout's lazy
    /// list, or the layout over the items.
    public static func root(for state: DemoState) -> AnyView {
        if state.layout == .list {
            return lazyListRoot(count: state.itemCount, seed: state.seed, parameters: state.parameters,
                                metrics: state.metrics.metrics)
        }
        return root(state.layout, items: state.items, parameters: state.parameters, metrics: state.metrics.metrics)
    }

    /// The root view of the demo.
    public static func root(_ layout: DemoLayout, items: [DemoItem], parameters: DemoParameters,
                            metrics: CellMetrics) -> AnyView {
        let content = self.content(layout, items: items, parameters: parameters, metrics: metrics)
            .frame(maxWidth: .infinity, alignment: layout == .radial ? .top : .topLeading)
        return AnyView(ScrollView(.vertical) { content.padding(.trailing, metrics.column) })
    }

    /// The root view for a scene file's view: the same scroll view, so the demo's keys scroll it,
    /// with the scene at the top leading corner.
    public static func root(scene view: AnyView, metrics: CellMetrics) -> AnyView {
        AnyView(ScrollView(.vertical) {
            view.frame(maxWidth: .infinity, alignment: .topLeading).padding(.trailing, metrics.column)
        })
    }

    /// The layout over the items, without the scroll view.
    public static func content(_ layout: DemoLayout, items: [DemoItem], parameters: DemoParameters,
                               metrics: CellMetrics) -> AnyView {
        let across = CGFloat(parameters.spacing) * metrics.column
        let down = CGFloat(parameters.spacing) * metrics.row
        if layout == .list {
            return lazyList(count: items.count, spacing: down, metrics: metrics) { items[$0] }
        }
        if let single = singleLayout(layout, items: items, parameters: parameters, metrics: metrics) {
            return AnyView(single { itemViews(items, metrics: metrics, compact: layout == .radial) })
        }
        let rows = rowRanges(count: items.count, perRow: parameters.columns)
        switch layout {
        case .proportional:
            return AnyView(VStack(alignment: .leading, spacing: down) {
                ForEach(rows, id: \.self) { row in
                    ProportionalLayout(axis: .horizontal) { itemViews(items[row], metrics: metrics) }
                }
            })
        case .priority:
            return AnyView(VStack(alignment: .leading, spacing: down) {
                ForEach(rows, id: \.self) { row in
                    PriorityLayout(spacing: across) { itemViews(items[row], metrics: metrics) }
                }
            })
        case .stacks:
            return AnyView(ZStack(alignment: .topLeading) {
                Rectangle().stroke(.gray)
                VStack(alignment: .leading, spacing: down) {
                    ForEach(rows, id: \.self) { row in
                        HStack(alignment: .top, spacing: across) { itemViews(items[row], metrics: metrics) }
                    }
                }
                .padding(EdgeInsets(top: metrics.row, leading: metrics.column, bottom: metrics.row, trailing: metrics.column))
                .layoutPriority(1)
            })
        default:
            return AnyView(Grid(alignment: .topLeading, horizontalSpacing: across, verticalSpacing: down) {
                ForEach(rows, id: \.self) { row in
                    GridRow { itemViews(items[row], metrics: metrics) }
                }
            })
        }
    }

    /// The `AnyLayout` of a single-container layout, or `nil` for the row-based ones.
    public static func singleLayout(_ layout: DemoLayout, items: [DemoItem], parameters: DemoParameters,
                                    metrics: CellMetrics) -> AnyLayout? {
        let across = CGFloat(parameters.spacing) * metrics.column
        let down = CGFloat(parameters.spacing) * metrics.row
        let minWidth = CGFloat(parameters.minItemWidth) * metrics.column
        switch layout {
        case .flow:
            return AnyLayout(FlowLayout(spacing: across, lineSpacing: down))
        case .masonry:
            return AnyLayout(MasonryLayout(columns: parameters.columns, spacing: across))
        case .responsive:
            return AnyLayout(ResponsiveLayout(minItemWidth: minWidth, spacing: across))
        case .grid:
            return AnyLayout(EfficientGridLayout(columns: parameters.columns, spacing: across))
        case .adaptive:
            return AnyLayout(AdaptiveFlexRow(spacing: across, minItemWidth: minWidth, maxItemsPerRow: 4))
        case .radial:
            let scale = horizontalScale(metrics)
            let sizes = items.map { ItemView($0, metrics: metrics, compact: true).idealSize }
            let radius = RadialFit.minimumRadius(sizes: sizes, horizontalScale: scale,
                                                 gap: CGSize(width: across, height: 0), step: metrics.row / 2)
            return AnyLayout(RadialLayout(radius: radius + CGFloat(parameters.extraRadius) * metrics.row,
                                          horizontalScale: scale))
        case .breakpoint:
            return AnyLayout(BreakpointLayout([
                .init(minWidth: 90 * metrics.column, AnyLayout(MasonryLayout(columns: 3, spacing: across))),
                .init(minWidth: 50 * metrics.column, AnyLayout(FlowLayout(spacing: across, lineSpacing: down))),
                .init(minWidth: 0, AnyLayout(VStackLayout(alignment: .leading, spacing: down))),
            ]))
        case .proportional, .priority, .stacks, .gridRows, .list:
            return nil
        }
    }

    /// How much wider than tall `RadialLayout` draws its circle so that it looks round,
    /// for a terminal cell twice as tall as wide: 2 under `.cells`, 1 under `.points`.
    public static func horizontalScale(_ metrics: CellMetrics) -> CGFloat {
        2 * metrics.column / metrics.row
    }

    /// The root view of the `list` layout over `count` generated items: the
    /// scroll view of ``root(_:items:parameters:metrics:)`` around a
    /// `LazyVStack`, whose rows are made from their index only when shown.
    public static func lazyListRoot(count: Int, seed: UInt64, parameters: DemoParameters, metrics: CellMetrics) -> AnyView {
        let list = lazyList(count: count, spacing: CGFloat(parameters.spacing) * metrics.row, metrics: metrics) {
            ItemGenerator.item(at: $0, seed: seed)
        }
        return AnyView(ScrollView(.vertical) {
            list.frame(maxWidth: .infinity, alignment: .topLeading).padding(.trailing, metrics.column)
        })
    }

    /// A `LazyVStack` of `count` items, item `i` made by `item(i)` when its row is shown.
    static func lazyList(count: Int, spacing: CGFloat, metrics: CellMetrics,
                         item: @escaping (Int) -> DemoItem) -> AnyView {
        AnyView(LazyVStack(alignment: .leading, spacing: spacing) {
            ForEach(0..<count) { i in
                let item = item(i)
                ItemView(item, metrics: metrics).id(item.id)
            }
        })
    }

    /// `0..<count` cut into consecutive rows of `perRow` (at least 1).
    public static func rowRanges(count: Int, perRow: Int) -> [Range<Int>] {
        let step = Swift.max(1, perRow)
        return stride(from: 0, to: Swift.max(0, count), by: step).map { $0..<Swift.min($0 + step, count) }
    }

    /// One `ItemView` per item, identified by the item's id, with its weight and priority.
    static func itemViews<Items: RandomAccessCollection>(_ items: Items, metrics: CellMetrics,
                                                         compact: Bool = false) -> some View
        where Items.Element == DemoItem {
        ForEach(items, id: \.id) { item in
            ItemView(item, metrics: metrics, compact: compact)
                .proportion(CGFloat(item.weight))
                .placementPriority(Double(item.priority))
        }
    }
}
