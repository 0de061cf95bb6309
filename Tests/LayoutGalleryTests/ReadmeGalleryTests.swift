import Foundation
import Testing
import TerminalLayout
import LayoutGallery
import TerminalRenderer

/// The frames in README.md's gallery section are real: each is drawn again
/// here, at 34 columns, and compared with the README's text block.
@Suite struct ReadmeGalleryTests {
    static let widths: [CGFloat] = [9, 5, 7, 11, 6, 8, 5, 9]
    static let heights: [CGFloat] = [3, 4, 3, 5, 3, 4, 3, 3]

    static func item(_ i: Int) -> some View {
        RoundedRectangle(cornerRadius: 1).frame(width: widths[i % 8], height: heights[i % 8]).overlay(Text("\(i)"))
    }

    static func box(_ i: Int) -> some View { Rectangle().overlay(Text("\(i)")) }

    /// The README's examples: section name, view, rows drawn.
    static var examples: [(String, AnyView, Int)] { [
        ("FlowLayout", AnyView(FlowLayout { ForEach(0..<6) { item($0) } }), 10),
        ("WrapLayout", AnyView(WrapLayout { ForEach(0..<6) { item($0) } }), 9),
        ("MasonryLayout", AnyView(MasonryLayout(columns: 3) {
            ForEach(0..<7) { i in RoundedRectangle(cornerRadius: 1).frame(height: heights[i]).overlay(Text("\(i)")) }
        }), 12),
        ("ResponsiveLayout", AnyView(ResponsiveLayout(minItemWidth: 10) { ForEach(0..<5) { box($0).frame(height: 3) } }), 8),
        ("EfficientGridLayout", AnyView(EfficientGridLayout(columns: 3) { ForEach(0..<6) { item($0) } }), 12),
        ("AdaptiveFlexRow", AnyView(AdaptiveFlexRow(minItemWidth: 8, maxItemsPerRow: 3) { ForEach(0..<5) { box($0).frame(height: 3) } }), 8),
        ("RadialLayout", AnyView(RadialLayout(radius: 5, horizontalScale: 2) {
            ForEach(0..<6) { i in Rectangle().frame(width: 5, height: 3).overlay(Text("\(i)")) }
        }), 14),
        ("ProportionalLayout", AnyView(ProportionalLayout { box(0).proportion(1); box(1).proportion(2); box(2).proportion(3) }.frame(height: 3)), 3),
        ("PriorityLayout", AnyView(PriorityLayout { item(0).placementPriority(1); item(1).placementPriority(3); item(2).placementPriority(2) }), 5),
        ("CustomSpacingLayout", AnyView(CustomSpacingLayout { item(0); Spacer(); item(1); item(2) }), 5),
        ("Grid", AnyView(Grid(horizontalSpacing: 1, verticalSpacing: 0) {
            GridRow { box(0).frame(width: 6, height: 3); box(1).frame(width: 12, height: 3); box(2).frame(width: 5, height: 3) }
            GridRow { box(3).frame(width: 9, height: 3); box(4).frame(width: 7, height: 3).gridCellColumns(2) }
        }), 6),
        ("BreakpointLayout", AnyView(BreakpointLayout([.init(minWidth: 40, AnyLayout(HStackLayout())), .init(AnyLayout(FlowLayout()))]) {
            ForEach(0..<4) { item($0) }
        }), 10),
    ] }

    /// The text block under `### \`name\`` in README.md, trailing spaces trimmed.
    static func readmeFrame(_ name: String) throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "### `\(name)`\n"), "README has no section for \(name)")
        let rest = text[section.upperBound...]
        let start = try #require(rest.range(of: "```text\n"))
        let end = try #require(rest[start.upperBound...].range(of: "\n```"))
        return rest[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: ["FlowLayout", "WrapLayout", "MasonryLayout", "ResponsiveLayout", "EfficientGridLayout", "AdaptiveFlexRow",
                      "RadialLayout", "ProportionalLayout", "PriorityLayout", "CustomSpacingLayout", "Grid", "BreakpointLayout"])
    func readmeFrameIsWhatTheRendererDraws(name: String) throws {
        let (_, view, rows) = try #require(Self.examples.first { $0.0 == name })
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 34, height: CGFloat(rows)))
        var lines = PlacementRenderer().render(result, width: 34, height: rows).lines.map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last == "" { lines.removeLast() }
        #expect(lines == (try Self.readmeFrame(name)))
    }
}
