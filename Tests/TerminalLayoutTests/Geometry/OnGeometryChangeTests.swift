import Testing
@testable import TerminalLayout

/// `onGeometryChange(for:of:action:)` (PREF1): the transformed geometry
/// after each pass, first and on every change.
struct OnGeometryChangeTests {
    @Test("The action gets the first value and each change; a relayout at the same size runs nothing")
    func changes() {
        var widths: [CGFloat] = []
        var pairs: [String] = []
        let graph = ViewGraph(Color.red.frame(minWidth: 2, maxWidth: 30).frame(height: 1)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { widths.append($0) }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in pairs.append("\(Int(old))→\(Int(new))") })
        for width in [20, 20, 12, 40] {
            _ = graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: 3))
        }
        #expect(widths == [20, 12, 30])
        #expect(pairs == ["20→20", "20→12", "12→30"])
    }

    /// A label that shows the width its content had, measured with onGeometryChange.
    private struct Measured: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("hello world").onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                Color.blue.frame(width: width, height: 1).id("bar")
            }
        }
    }

    @Test("State set from the geometry is in the same layout's result")
    func sameLayout() {
        let graph = ViewGraph(Measured())
        #expect(graph.layout(proposal: ProposedViewSize(width: 40, height: 5)).frame(for: "bar")?.width == 11)
        #expect(graph.layout(proposal: ProposedViewSize(width: 6, height: 5)).frame(for: "bar")?.width == 5)
    }
}
