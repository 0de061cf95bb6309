import Testing
import TerminalLayout

/// listRowSeparatorLeading / listRowSeparatorTrailing: plain guides whose
/// defaults are the leading and trailing edges.
@Suite struct ListRowSeparatorAlignmentTests {
    /// Without explicit values the guides behave as .leading and .trailing:
    /// "x" under "abc" at 0, or at 3 − 1 = 2.
    @Test(arguments: [(HorizontalAlignment.listRowSeparatorLeading, CGFloat(0)), (.listRowSeparatorTrailing, 2)])
    func defaults(guide: HorizontalAlignment, x: CGFloat) {
        let result = lay(VStack(alignment: guide, spacing: 0) { Text("abc").id("a"); Text("x").id("x") }, 20, 5)
        #expect(result.frame(for: "a") == rect(0, 0, 3, 1))
        #expect(result.frame(for: "x") == rect(x, 1, 1, 1))
    }

    /// An explicit value moves the view like any custom guide: "abc" sets
    /// the leading separator at 2, so "x" (default 0) lines up under its "c".
    @Test func explicitValue() {
        let view = VStack(alignment: .listRowSeparatorLeading, spacing: 0) {
            Text("abc").alignmentGuide(.listRowSeparatorLeading) { _ in 2 }.id("a")
            Text("x").id("x")
        }
        let result = lay(view, 20, 5)
        #expect(result.frame(for: "a") == rect(0, 0, 3, 1))
        #expect(result.frame(for: "x") == rect(2, 1, 1, 1))
        #expect(HorizontalAlignment.listRowSeparatorLeading != .leading)
        #expect(HorizontalAlignment.listRowSeparatorTrailing != .listRowSeparatorLeading)
    }
}
