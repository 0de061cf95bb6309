import Testing
import TerminalLayout
import TerminalRenderer

/// A file that imports `TerminalLayout` and `TerminalRenderer` (no
/// `TerminalUI`, no typealias of its module): in expressions the arguments
/// tell the view from the buffer; as a type the buffer is named
/// `TerminalCanvas.Canvas` (docs/ARCHITECTURE.md, "The two Canvases").
@MainActor
@Suite struct CanvasWithBothImportsTests {
    @Test func expressionsPickTheViewOrTheBufferByTheirArguments() {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 1, y: 0, width: 2, height: size.height)), with: .color(.red))
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 4, height: 2))
        var buffer: TerminalCanvas.Canvas = Canvas(width: 4, height: 2)
        PlacementRenderer(metrics: .cells, useColor: false).draw(result, into: &buffer)
        #expect(buffer.lines == [" ██ ", " ██ "])
        #expect(Canvas.columns(of: "ab") == 2)
    }
}
