import Foundation
import Testing
@testable import TerminalLayout

/// `inspector(isPresented:content:)` and `inspectorColumnWidth` (INS1).
@MainActor
struct InspectorTests {
    /// The text rows and the divider's column of `view` laid out 20 × 2.
    static func layout(_ view: some View) -> (text: [String], divider: CGFloat?) {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 2))
        let divider = result.placements.first { if case .divider = $0.kind { true } else { false } }
        return (textFrame(result, width: 20, height: 2), divider?.frame.minX)
    }

    static var info: some View {
        Text("info").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    static func main<I: View>(inspector isPresented: Bool, _ inspector: I) -> some View {
        Text("main").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .inspector(isPresented: .constant(isPresented)) { inspector }
    }

    @Test("Presented: the view, a vertical divider, the inspector a third of the rest; hidden: the view alone")
    func presented() {
        // 20 wide: the divider 1, the inspector ⌊19 / 3⌋ = 6, the view 13.
        let shown = Self.layout(Self.main(inspector: true, Self.info))
        #expect(shown.text == ["main          info", ""])
        #expect(shown.divider == 13)
        let hidden = Self.layout(Self.main(inspector: false, Self.info))
        #expect(hidden.text == ["main", ""])
        #expect(hidden.divider == nil)
    }

    @Test("inspectorColumnWidth: the ideal, within min and max, within the width offered",
          arguments: [
              (nil as CGFloat?, 8 as CGFloat, nil as CGFloat?, 12 as CGFloat),   // ideal 8: 19 − 8 = 11 for the view, divider at 11, info at 12
              (nil, 30, 10, 10),                                                  // max 10: info at 10
              (12, 4, nil, 8),                                                    // min 12: info at 8
              (nil, 100, nil, 1),                                                 // all 19 columns: the view 0, info at 1
          ])
    func columnWidth(min: CGFloat?, ideal: CGFloat, max: CGFloat?, infoColumn: CGFloat) {
        let laidOut = Self.layout(Self.main(inspector: true, Self.info.inspectorColumnWidth(min: min, ideal: ideal, max: max)))
        #expect(laidOut.divider == infoColumn - 1)
        #expect(laidOut.text[0].hasSuffix("info"))
        #expect(laidOut.text[0].count == Int(infoColumn) + 4)
    }

    @Test("A fixed width: the divider just before it; 0 hides the inspector's content",
          arguments: [(5 as CGFloat, 14 as CGFloat, "main           info"), (0, 19, "main")])
    func fixedWidth(width: CGFloat, dividerColumn: CGFloat, row: String) {
        let laidOut = Self.layout(Self.main(inspector: true, Self.info.inspectorColumnWidth(width)))
        #expect(laidOut.divider == dividerColumn)
        #expect(laidOut.text[0] == row)
    }
}
