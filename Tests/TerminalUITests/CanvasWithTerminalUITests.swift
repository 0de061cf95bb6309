import Testing
import TerminalUI

/// SwiftUI `Canvas` code compiled with `import TerminalUI` alone, as an app
/// imports it: `Canvas` is the view (TerminalUI's declaration shadows the
/// cell buffer `TerminalRenderer` re-exports), the buffer is
/// `TerminalCanvas.Canvas` (docs/ARCHITECTURE.md, "The two Canvases").
@MainActor
@Suite struct CanvasWithTerminalUITests {
    struct Badge: View {
        var body: some View {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
                context.draw(Text("Hi"), at: CGPoint(x: size.width/2, y: size.height/2))
            }
            .frame(width: 20, height: 6)
        }
    }

    func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> TerminalCanvas.Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: false).render(result, width: width, height: height)
    }

    @Test func swiftUICanvasCodeDraws() {
        #expect(draw(Badge(), 20, 6).lines == [
            "    ████████████    ",
            " ██████████████████ ",
            "████████████████████",
            "█████████Hi█████████",
            " ██████████████████ ",
            "    ████████████    ",
        ])
    }

    @Test func theNameIsTheViewInTypesAndTheBufferQualified() {
        let view: Canvas<EmptyView> = Canvas(opaque: false, colorMode: .linear, rendersAsynchronously: false) { context, size in
            context.stroke(Path(CGRect(origin: .zero, size: size)), with: .foreground, lineWidth: 1)
        }
        var buffer = TerminalCanvas.Canvas(width: 3, height: 1)
        buffer.drawText("ab", x: 0, y: 0, style: CellStyle(), clip: buffer.bounds)
        #expect(buffer.lines == ["ab "])
        #expect(draw(view, 4, 3).lines == ["┌──┐", "│  │", "└──┘"])
    }
}
