import Testing
import TerminalLayout

/// The seed worked example (erratum 12: its numbers are right): an HStack
/// with spacing 8 of a 50-wide text, a Color and a 100-wide text, in a
/// 300-wide frame.
@Suite struct WorkedExampleTests {
    @Test func hstackOfTextColorTextIn300() {
        let view = HStack(spacing: 8) {
            Text(String(repeating: "a", count: 50)).id("left")
            Color.red.id("color")
            Text(String(repeating: "b", count: 100)).id("right")
        }
        .frame(width: 300, height: 10)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 300, height: 10))
        #expect(result.frame(for: "left")?.minX == 0)
        #expect(result.frame(for: "color")?.minX == 58)
        #expect(result.frame(for: "color")?.width == 134)
        #expect(result.frame(for: "right")?.minX == 200)
        #expect(result.size == CGSize(width: 300, height: 10))
    }
}
