import Testing
import TerminalLayout
import TerminalRenderer

/// Images drawn into cells (IMG4): `Image(size:renderer:)` draws what its
/// closure draws, as a `Canvas` of its size would (CNV1); resizable ones
/// stretch or tile; rendering mode decides the colour. In this module
/// `Canvas` is the cell buffer (`Support/CanvasName.swift`).
@MainActor
@Suite struct ImageDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int, color: Bool = false) -> Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: color).render(result, width: width, height: height)
    }

    /// A `width` × `height` image filling the rectangle `fill` in red.
    func filled(_ width: CGFloat, _ height: CGFloat, _ fill: CGRect) -> Image {
        Image(size: CGSize(width: width, height: height)) { context in
            context.fill(Path(fill), with: .color(.red))
        }
    }

    @Test("A drawn image fills exactly the cells its closure fills, clipped to its size", arguments: [
        (CGRect(x: 0, y: 0, width: 4, height: 2), ["████  ", "████  ", "      "]),
        (CGRect(x: 1, y: 1, width: 2, height: 1), ["      ", " ██   ", "      "]),
        (CGRect(x: -5, y: -5, width: 20, height: 20), ["████  ", "████  ", "      "]),
    ])
    func filledRectangle(_ fill: CGRect, _ lines: [String]) {
        #expect(draw(filled(4, 2, fill), 6, 3).lines == lines)
    }

    @Test("Its bounds stroked is the box a stroked Rectangle of that size draws")
    func strokedPath() {
        let image = Image(size: CGSize(width: 5, height: 3)) { context in
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 3)), with: .color(.red))
        }
        #expect(draw(image, 7, 3).lines == ["┌───┐  ", "│   │  ", "└───┘  "])
        #expect(draw(image, 5, 3).lines == draw(Rectangle().stroke(.red), 5, 3).lines)
    }

    @Test("Resizable: .stretch scales the drawing to the frame, .tile repeats it at every multiple of its size", arguments: [
        (Image.ResizingMode.stretch, ["██████", "██████", "      "]),
        (.tile, ["█ █ █ ", "█ █ █ ", "      "]),
    ])
    func resizable(_ mode: Image.ResizingMode, _ lines: [String]) {
        // A 2 × 1 image whose left cell is filled, stretched or tiled over 6 × 2.
        let image = filled(2, 1, CGRect(x: 0, y: 0, width: 1, height: 1)).resizable(resizingMode: mode)
        let stretched = mode == .stretch ? filled(2, 1, CGRect(x: 0, y: 0, width: 2, height: 1)).resizable() : image
        #expect(draw(stretched.frame(width: 6, height: 2), 6, 3).lines == lines)
    }

    @Test("A stretched drawing's half is the frame's half: 1 of 2 columns over 6 is 3")
    func stretchedHalf() {
        let image = filled(2, 1, CGRect(x: 0, y: 0, width: 1, height: 1)).resizable()
        #expect(draw(image.frame(width: 6, height: 1), 6, 1).lines == ["███   "])
    }

    @Test("Rendering mode of a drawn image: its own colours, or all in the foreground colour as a template",
          arguments: [(Image.TemplateRenderingMode?.none, TerminalColor.red), (.original, .red), (.template, .green)])
    func drawnRenderingMode(_ mode: Image.TemplateRenderingMode?, _ colour: TerminalColor) {
        let image = filled(2, 1, CGRect(x: 0, y: 0, width: 2, height: 1)).renderingMode(mode).foregroundColor(.green)
        let drawn = draw(image, 3, 1, color: true)
        #expect(drawn[x: 0, y: 0].style.background == colour)
        #expect(drawn[x: 1, y: 0].style.background == colour)
    }

    @Test("Rendering mode of a glyph: the foreground colour, or the terminal's default with .original",
          arguments: [(Image.TemplateRenderingMode?.none, TerminalColor.red), (.template, .red), (.original, .default)])
    func glyphRenderingMode(_ mode: Image.TemplateRenderingMode?, _ colour: TerminalColor) {
        let drawn = draw(Image(systemName: "star.fill").renderingMode(mode).foregroundColor(.red), 2, 1, color: true)
        #expect(drawn[x: 0, y: 0].character == "★")
        #expect(drawn[x: 0, y: 0].style.foreground == colour)
    }

    @Test("In a Canvas: a drawn image at a point with its anchor, and stretched into a rectangle", arguments: [
        ("at", ["          ", "          ", "   ██     ", "          "]),
        ("in", ["          ", " ████     ", " ████     ", "          "]),
    ])
    func inCanvas(_ form: String, _ lines: [String]) {
        let image = filled(2, 1, CGRect(x: 0, y: 0, width: 2, height: 1))
        let canvas = TerminalLayout.Canvas { context, _ in
            if form == "at" {
                context.draw(image, at: CGPoint(x: 3, y: 2), anchor: .topLeading)
            } else {
                context.draw(image, in: CGRect(x: 1, y: 1, width: 4, height: 2))
            }
        }
        #expect(draw(canvas, 10, 4).lines == lines)
    }

    @Test("In a Canvas, an .original glyph ignores the shading; a template drawn image takes it")
    func inCanvasColours() {
        let canvas = TerminalLayout.Canvas { context, _ in
            var glyph = context.resolve(Image(systemName: "star.fill").renderingMode(.original))
            glyph.shading = .color(.yellow)
            context.draw(glyph, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
            var drawn = context.resolve(filled(1, 1, CGRect(x: 0, y: 0, width: 1, height: 1)).renderingMode(.template))
            drawn.shading = .color(.blue)
            context.draw(drawn, at: CGPoint(x: 2, y: 0), anchor: .topLeading)
        }
        let drawn = draw(canvas, 4, 1, color: true)
        #expect(drawn[x: 0, y: 0].character == "★")
        #expect(drawn[x: 0, y: 0].style.foreground == .default)
        #expect(drawn[x: 2, y: 0].style.background == .blue)
    }
}
