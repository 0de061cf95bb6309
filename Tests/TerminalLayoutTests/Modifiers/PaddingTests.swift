import Testing
@testable import TerminalLayout

/// PD1 (padding).
struct PaddingTests {
    struct PadCase: Sendable, CustomTestStringConvertible {
        let name: String
        let view: @Sendable () -> AnyView
        let proposal: ProposedViewSize
        let size: CGSize
        let child: CGRect
        var testDescription: String { "PD1 \(name)" }
    }

    @Test("PD1: padding sizes and child origins", arguments: [
        PadCase(name: "default 1 cell", view: { AnyView(Text("ab").id("c").padding()) }, proposal: prop(80, 24),
                size: CGSize(width: 4, height: 3), child: rect(1, 1, 2, 1)),
        PadCase(name: "horizontal 2", view: { AnyView(Text("ab").id("c").padding(.horizontal, 2)) }, proposal: prop(80, 24),
                size: CGSize(width: 6, height: 1), child: rect(2, 0, 2, 1)),
        PadCase(name: "top default", view: { AnyView(Text("ab").id("c").padding(.top)) }, proposal: prop(80, 24),
                size: CGSize(width: 2, height: 2), child: rect(0, 1, 2, 1)),
        PadCase(name: "scenePadding: the default", view: { AnyView(Text("ab").id("c").scenePadding()) }, proposal: prop(80, 24),
                size: CGSize(width: 4, height: 3), child: rect(1, 1, 2, 1)),
        PadCase(name: "scenePadding(.minimum, edges: .horizontal)",
                view: { AnyView(Text("ab").id("c").scenePadding(.minimum, edges: .horizontal)) }, proposal: prop(80, 24),
                size: CGSize(width: 4, height: 1), child: rect(1, 0, 2, 1)),
        PadCase(name: "scenePadding(.bottom)", view: { AnyView(Text("ab").id("c").scenePadding(.bottom)) }, proposal: prop(80, 24),
                size: CGSize(width: 2, height: 2), child: rect(0, 0, 2, 1)),
        PadCase(name: "EdgeInsets", view: { AnyView(Text("ab").id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))) },
                proposal: prop(80, 24), size: CGSize(width: 8, height: 5), child: rect(2, 1, 2, 1)),
        PadCase(name: "nil proposal stays nil (Color ideal 10)", view: { AnyView(Color.red.id("c").padding(2)) }, proposal: .unspecified,
                size: CGSize(width: 14, height: 14), child: rect(2, 2, 10, 10)),
        PadCase(name: "proposal inset", view: { AnyView(Color.red.id("c").padding(2)) }, proposal: prop(10, 7),
                size: CGSize(width: 10, height: 7), child: rect(2, 2, 6, 3)),
        PadCase(name: "inset clamps at 0; size exceeds the proposal", view: { AnyView(Color.red.id("c").padding(2)) }, proposal: prop(10, 3),
                size: CGSize(width: 10, height: 4), child: rect(2, 2, 6, 0)),
        PadCase(name: "child bigger than the proposal", view: { AnyView(block(10, 10).id("c").padding(2)) }, proposal: prop(5, 5),
                size: CGSize(width: 14, height: 14), child: rect(2, 2, 10, 10)),
        PadCase(name: "text wraps in the inset width", view: { AnyView(Text("abcdef").id("c").padding(1)) }, proposal: prop(5, 10),
                size: CGSize(width: 5, height: 4), child: rect(1, 1, 3, 2)),
    ])
    func padding(_ c: PadCase) {
        let result = lay(c.view(), c.proposal.width, c.proposal.height)
        #expect(result.size == c.size)
        #expect(result.frame(for: "c") == c.child)
    }

    @Test("PD1/U11: the default padding is one cell: 8×16 points with .points metrics")
    func pointsDefault() {
        let result = lay(Text("ab").id("c").padding(), nil, nil, environment: LayoutEnvironment(cellMetrics: .points))
        #expect(result.size == CGSize(width: 32, height: 48))
        #expect(result.frame(for: "c") == rect(8, 16, 16, 16))
    }
}
