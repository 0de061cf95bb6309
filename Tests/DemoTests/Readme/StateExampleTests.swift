import Testing
import TerminalLayout
import TerminalRenderer

// The README's "State and environment" example, compiled and run: keep the two the same.

struct Badge: View {
    @Binding var count: Int

    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: count > 0 ? "star.fill" : "star")
            Text(" \(count)")
        }
    }
}

struct Inbox: View {
    @State private var unread = 3
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
        layout {
            Text("Inbox").bold()
            Badge(count: $unread)
            Text("Archive")
        }
    }
}

@Suite struct StateExampleTests {
    /// The README's loop, its printed lines collected (trailing blanks dropped).
    static func run(_ graph: ViewGraph, widths: [Int]) -> [[String]] {
        widths.map { width in
            let result = graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: 24))
            var lines = PlacementRenderer().render(result, width: width, height: 3).lines
                .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
            while lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    @Test func theReadmeExampleReflowsOnTheSizeClass() {
        let graph = ViewGraph(Inbox())
        #expect(Self.run(graph, widths: [90, 60]) == [
            ["Inbox ★ 3 Archive"],
            ["Inbox", "★ 3", "Archive"],
        ])
    }
}
