import Testing
import TerminalLayout

/// ViewThatFits: the first child whose ideal size fits along the axes, else the last.
@Suite struct ViewThatFitsTests {
    var view: some View {
        ViewThatFits(in: .horizontal) {
            Text("a long label here").id("long")   // 17 columns
            Text("short").id("short")              // 5
            Text("s").id("s")                      // 1
        }
    }

    @Test(arguments: [
        (30.0, "long"),
        (17.0, "long"),
        (16.0, "short"),
        (3.0, "s"),
        (0.0, "s"),   // nothing fits: the last child
    ])
    func choosesTheFirstThatFits(width: Double, chosen: String) {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: width, height: 5))
        for id in ["long", "short", "s"] {
            #expect((result.frame(for: id) != nil) == (id == chosen), "\(id) at width \(width)")
        }
    }

    @Test func verticalAxisLooksAtHeightsOnly() {
        let view = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 50, height: 6).id("tall")
            Color.blue.frame(width: 50, height: 2).id("flat")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 4))
        #expect(result.frame(for: "tall") == nil)
        #expect(result.frame(for: "flat")?.height == 2)
    }
}
