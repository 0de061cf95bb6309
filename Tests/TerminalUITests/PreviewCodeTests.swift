import Testing
import TerminalUI

// A SwiftUI file's previews and text renderer with `import TerminalUI`
// alone (PRV1, TXR1): the macros' `TerminalLayout.` names resolve.

private struct Greeting: View {
    var body: some View { Text("Hello") }
}

#Preview {
    Greeting()
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    Toggle("On", isOn: $isOn)
}

private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting().previewDisplayName("Greeting")
    }
}

private struct Plain: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout { context.draw(line) }
    }
}

@MainActor
struct PreviewCodeTests {
    @Test("A preview made with the package's Preview renders its view; a provider's previews are a view")
    func preview() {
        let result = ViewGraph(Preview("Greeting") { Greeting() }.makeView()).layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(result.placements.contains { $0.frame.size == CGSize(width: 5, height: 1) })
        let provided = ViewGraph(Greeting_Previews.previews.textRenderer(Plain())).layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(provided.placements.contains { $0.frame.size == CGSize(width: 5, height: 1) })
    }
}
