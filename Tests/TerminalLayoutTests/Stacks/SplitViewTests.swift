import Testing
@testable import TerminalLayout

/// `HSplitView` and `VSplitView` laid out (SPLIT1): the frames of the panes' text and of the
/// dividers.
struct SplitViewTests {
    /// The frames of the divider placements of `result`.
    static func dividers(_ result: LayoutResult) -> [CGRect] {
        result.placements.compactMap { if case .divider = $0.kind { $0.frame } else { nil } }
    }

    @Test("Side by side: the split view fills the proposal, dividers a column wide and the full height, panes sharing the rest",
          arguments: [(14, 3, [4.0, 9.0], [2.0, 7, 12]), (20, 2, [6, 13], [3, 10, 17])])
    func horizontal(_ width: Int, _ height: Int, _ dividerColumns: [Double], _ centres: [Double]) {
        let result = lay(HSplitView { Text("ab"); Text("cd"); Text("ef") }, CGFloat(width), CGFloat(height))
        #expect(result.size == CGSize(width: width, height: height))
        #expect(Self.dividers(result) == dividerColumns.map { CGRect(x: $0, y: 0, width: 1, height: Double(height)) })
        // Each text centred in its pane: (width − 2) / 3 columns, one divider before each but the first.
        #expect(textFrames(result).map(\.midX) == centres.map { CGFloat($0) })
    }

    @Test("Stacked: dividers a row high and the full width; each text centred in its two-row pane")
    func vertical() {
        let result = lay(VSplitView { Text("top"); Text("bottom") }, 8, 5)
        #expect(Self.dividers(result) == [CGRect(x: 0, y: 2, width: 8, height: 1)])
        #expect(textFrames(result) == [CGRect(x: 2.5, y: 0.5, width: 3, height: 1), CGRect(x: 1, y: 3.5, width: 6, height: 1)])
    }
}
