import TerminalLayout
import LayoutGallery

/// The view trees of issue 10's workloads, built from ``Item``s with the
/// public API only, exactly as a SwiftUI user would write them.
public enum Workload {
    /// The container width every cold pass is proposed.
    public static let width: CGFloat = 200
    /// The width a resize goes to (and back from).
    public static let resizedWidth: CGFloat = 120
    /// The number of rows of the nested and `Grid` workloads.
    public static let rows = 100

    /// The proposal for a container `width` wide, height unspecified.
    public static func proposal(width: CGFloat = Workload.width) -> ProposedViewSize {
        ProposedViewSize(width: width, height: nil)
    }

    /// One fixed-size box per item, identified by its index: `Color.gray.frame(width:height:).id(i)`.
    public static func boxes(_ items: [Item]) -> some View {
        ForEach(0..<items.count) { i in
            Color.gray.frame(width: CGFloat(items[i].width), height: CGFloat(items[i].height)).id(i)
        }
    }

    /// flow: the gallery's `FlowLayout(spacing: 1, lineSpacing: 1)` over the boxes.
    public static func flow(_ items: [Item]) -> some View {
        FlowLayout(spacing: 1, lineSpacing: 1) { boxes(items) }
    }

    /// nested: `VStack(spacing: 1)` of 100 `HStack(spacing: 1)` rows of N/100 flexible items,
    /// `Color.gray.frame(minWidth: 0, idealWidth: w, maxWidth: .infinity).frame(height: h)`.
    public static func nested(_ items: [Item]) -> some View {
        let perRow = items.count / rows
        return VStack(spacing: 1) {
            ForEach(0..<rows) { row in
                HStack(spacing: 1) {
                    ForEach(row * perRow..<(row + 1) * perRow) { i in
                        Color.gray.frame(minWidth: 0, idealWidth: CGFloat(items[i].width), maxWidth: .infinity)
                            .frame(height: CGFloat(items[i].height))
                    }
                }
            }
        }
    }

    /// `MasonryLayout(columns: 3, spacing: 1)` (the demo's defaults) over the boxes.
    public static func masonry(_ items: [Item]) -> some View {
        MasonryLayout(columns: 3, spacing: 1) { boxes(items) }
    }

    /// `ResponsiveLayout(minItemWidth: 14, spacing: 1)` (the demo's defaults) over the boxes.
    public static func responsive(_ items: [Item]) -> some View {
        ResponsiveLayout(minItemWidth: 14, spacing: 1) { boxes(items) }
    }

    /// `EfficientGridLayout(columns: 3, spacing: 1)` (the demo's defaults) over the boxes.
    public static func efficientGrid(_ items: [Item]) -> some View {
        EfficientGridLayout(columns: 3, spacing: 1) { boxes(items) }
    }

    /// `Grid(alignment: .topLeading, horizontalSpacing: 1, verticalSpacing: 1)` of 100 `GridRow`s
    /// of N/100 boxes each.
    public static func grid(_ items: [Item]) -> some View {
        let perRow = items.count / rows
        return Grid(alignment: .topLeading, horizontalSpacing: 1, verticalSpacing: 1) {
            ForEach(0..<rows) { row in
                GridRow {
                    ForEach(row * perRow..<(row + 1) * perRow) { i in
                        Color.gray.frame(width: CGFloat(items[i].width), height: CGFloat(items[i].height)).id(i)
                    }
                }
            }
        }
    }

    /// The screen the lazy workloads are shown on (issue 11): 200 × 60 cells.
    public static let screen = ProposedViewSize(width: 200, height: 60)

    /// lazy list: `ScrollView { LazyVStack { ForEach(0..<count) { Text("row \($0)") } } }`.
    public static func lazyList(_ count: Int) -> some View {
        ScrollView { LazyVStack { ForEach(0..<count) { Text("row \($0)") } } }
    }

    /// lazy grid: `ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) { ForEach(0..<count) { Text } } }`
    /// (at 200 columns: 15 columns of 12.4).
    public static func lazyGrid(_ count: Int) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) { ForEach(0..<count) { Text("cell \($0)") } }
        }
    }

    /// state rows: `VStack(spacing: 0)` of `count` ``StateRow``s, each with a count in `@State`
    /// (a label and a bar as long as the count), whose bindings go to `links`.
    public static func stateRows(_ count: Int, links: RowLinks) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count, id: \.self) { i in StateRow(index: i, links: links) }
        }
    }
}

/// The bindings of the ``StateRow``s, by row (set as their bodies run): how a benchmark changes one
/// row's state from outside, as a button in that row would.
public final class RowLinks: @unchecked Sendable {
    public var bindings: [Int: Binding<Int>] = [:]
    public init() {}
}

/// One row of ``Workload/stateRows(_:links:)``: "row i" and a bar of `count` cells.
public struct StateRow: View {
    let index: Int
    let links: RowLinks
    @State private var count = 1

    public var body: some View {
        links.bindings[index] = $count
        return HStack(spacing: 1) {
            Text("row \(index)")
            Color.gray.frame(width: CGFloat(count % 20 + 1), height: 1)
        }
    }
}
