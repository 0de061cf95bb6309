import Testing
import TerminalLayout
import TerminalRenderer

/// A `Canvas`'s symbols drawn into cells (CNV2). In this module `Canvas` is
/// the cell buffer (`Support/CanvasName.swift`); the view is `TerminalLayout.Canvas`.
@MainActor
@Suite struct CanvasSymbolDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int, color: Bool = false) -> Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: color).render(result, width: width, height: height)
    }

    /// A 10 × 4 canvas whose symbols are "A" and "BB" in a red box of its own (4 × 3)
    /// drawing each with its top-leading corner at the points given.
    func drawn(_ draws: [(String, CGPoint)], color: Bool = false,
               _ prepare: @escaping (inout GraphicsContext) -> Void = { _ in }) -> Canvas {
        draw(TerminalLayout.Canvas { context, _ in
            prepare(&context)
            for (id, point) in draws {
                if let symbol = context.resolveSymbol(id: id) { context.draw(symbol, at: point, anchor: .topLeading) }
            }
        } symbols: {
            Text("A").tag("a")
            Text("BB").padding(1).border(Color.red).tag("b")
        }, 10, 4, color: color)
    }

    @Test("Two tagged symbols drawn at given points are there", arguments: [
        ([("a", CGPoint(x: 0, y: 0))], ["A", "", "", ""]),
        ([("a", CGPoint(x: 3, y: 1)), ("a", CGPoint(x: 9, y: 3))], ["", "   A", "", "         A"]),
        ([("b", CGPoint(x: 1, y: 0)), ("a", CGPoint(x: 8, y: 1))], [" ┌──┐", " │BB│   A", " └──┘", ""]),
        ([("b", CGPoint(x: 6, y: 1)), ("a", CGPoint(x: 0, y: 3))], ["", "      ┌──┐", "      │BB│", "A     └──┘"]),
        ([("nope", CGPoint(x: 0, y: 0))], ["", "", "", ""]),
    ])
    func symbolsAtPoints(draws: [(String, CGPoint)], lines: [String]) {
        #expect(drawn(draws).lines.map { $0.trimmingTrailingSpaces } == lines)
    }

    @Test func aSymbolIsClippedToTheCanvasAndTheContextsClip() {
        // The box hangs over the right edge; the second "A" is outside the clip.
        let lines = drawn([("b", CGPoint(x: 8, y: 0)), ("a", CGPoint(x: 0, y: 3)), ("a", CGPoint(x: 5, y: 3))]) { context in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 3)))
        }.lines.map { $0.trimmingTrailingSpaces }
        #expect(lines == ["        ┌─", "        │B", "        └─", ""])
        // Framed by other views, the canvas's frame clips it too.
        let framed = draw(HStack(spacing: 0) {
            TerminalLayout.Canvas { context, _ in
                if let symbol = context.resolveSymbol(id: "w") { context.draw(symbol, at: CGPoint(x: -2, y: 0), anchor: .topLeading) }
            } symbols: {
                Text("wide").tag("w")
            }.frame(width: 4, height: 1)
            Text("|")
        }, 5, 1)
        #expect(framed.lines == ["de  |"])
    }

    @Test("The context's opacity: 0 draws nothing, under 0.5 dim", arguments: [(0.0, false, false), (0.3, true, true), (1.0, true, false)])
    func opacity(opacity: Double, drawn visible: Bool, dim: Bool) {
        let canvas = drawn([("a", CGPoint(x: 2, y: 1))]) { $0.opacity = opacity }
        #expect((canvas[x: 2, y: 1].character == "A") == visible)
        #expect(canvas[x: 2, y: 1].style.dim == dim)
    }

    @Test func aSymbolKeepsItsOwnColours() {
        let canvas = drawn([("b", CGPoint(x: 0, y: 0))], color: true)
        #expect(canvas[x: 0, y: 0].style.foreground == .red)
        #expect(canvas[x: 1, y: 1].character == "B")
    }

    @Test("Every filter leaves the cells as they are without it", arguments: [
        GraphicsContext.Filter.colorMultiply(.green), .projectionTransform(ProjectionTransform(CGAffineTransform(rotationAngle: 2))),
        .blur(radius: 3), .shadow(color: .blue, radius: 2, x: 1, y: 1), .brightness(0.5), .contrast(3), .saturation(0),
        .grayscale(1), .hueRotation(.degrees(180)), .colorInvert(), .luminanceToAlpha, .alphaThreshold(min: 0.9),
        .colorMatrix(ColorMatrix()),
    ])
    func filters(filter: GraphicsContext.Filter) {
        let draws: [(String, CGPoint)] = [("b", CGPoint(x: 1, y: 0)), ("a", CGPoint(x: 8, y: 2))]
        let plain = drawn(draws, color: true)
        #expect(plain.lines.joined().contains("BB"))
        #expect(drawn(draws, color: true) { $0.addFilter(filter) } == plain)
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
