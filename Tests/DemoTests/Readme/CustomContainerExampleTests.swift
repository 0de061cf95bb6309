import Testing
import TerminalLayout
import TerminalRenderer

// The README's custom container example, compiled and run: keep the two the same.

/// A card per subview, in a row; the count below.
struct Cards<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    ForEach(subviews) { subview in
                        RoundedRectangle(cornerRadius: 1).overlay(subview).frame(width: 7, height: 3)
                    }
                }
                Text("\(subviews.count) cards")
            }
        }
    }
}

@Suite struct CustomContainerExampleTests {
    @Test func theReadmeExampleDrawsCards() {
        let view = Cards {
            Text("one")
            ForEach(["two", "six"], id: \.self) { Text($0) }
        }
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: ProposedViewSize(width: 24, height: 4))
        let canvas = PlacementRenderer(metrics: .cells, useColor: false).render(result, width: 24, height: 4)
        #expect(canvas.lines == [
            "╭─────╮ ╭─────╮ ╭─────╮ ",
            "│ one │ │ two │ │ six │ ",
            "╰─────╯ ╰─────╯ ╰─────╯ ",
            "3 cards                 ",
        ])
    }
}
