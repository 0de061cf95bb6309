import Testing
import TerminalLayout
import TerminalRenderer

/// `Canvas` views drawn into cells (CNV1). In this module `Canvas` is the
/// cell buffer (`Support/CanvasName.swift`); the view is `TerminalLayout.Canvas`.
@MainActor
@Suite struct CanvasDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int, color: Bool = false) -> Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: color).render(result, width: width, height: height)
    }

    /// A 10 × 5 canvas drawing with `renderer`.
    func canvas(color: Bool = false, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> Canvas {
        draw(TerminalLayout.Canvas(renderer: renderer), 10, 5, color: color)
    }

    @Test func aFilledRectangleIsExactlyItsCells() {
        let drawn = canvas { context, _ in
            context.fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), with: .color(.red))
        }
        #expect(drawn.lines == [
            "          ",
            " ███      ",
            " ███      ",
            "          ",
            "          ",
        ])
    }

    @Test func theFillIsInTheShadingsColour() {
        let drawn = canvas(color: true) { context, _ in
            context.fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), with: .color(.red))
            context.fill(Path(CGRect(x: 5, y: 1, width: 1, height: 1)),
                         with: .linearGradient(Gradient(colors: [.red, .green, .blue]), startPoint: .zero, endPoint: .zero))
        }
        #expect(drawn[x: 1, y: 1].style.background == .red)
        #expect(drawn[x: 3, y: 2].style.background == .red)
        #expect(drawn[x: 5, y: 1].style.background == .green)
        #expect(drawn[x: 4, y: 1].character == " ")
    }

    @Test func aStrokedLineAcrossTheMiddle() {
        let drawn = canvas { context, size in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: size.height / 2))
            line.addLine(to: CGPoint(x: size.width, y: size.height / 2))
            context.stroke(line, with: .color(.red), lineWidth: 2)
        }
        #expect(drawn.lines == [
            "          ",
            "          ",
            "──────────",
            "          ",
            "          ",
        ])
    }

    @Test func theCanvasBoundsStrokedIsTheBoxRectangleDraws() {
        let stroked = draw(TerminalLayout.Canvas { context, size in
            context.stroke(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }, 6, 3)
        #expect(stroked.lines == ["┌────┐", "│    │", "└────┘"])
        #expect(stroked.lines == draw(Rectangle().stroke(.primary), 6, 3).lines)
    }

    @Test("Text drawn at a point with each anchor", arguments: [
        (UnitPoint.center, ["", "", "    Hi", "", ""]),
        (.topLeading, ["", "", "     Hi", "", ""]),
        (.top, ["", "", "    Hi", "", ""]),
        (.topTrailing, ["", "", "   Hi", "", ""]),
        (.leading, ["", "", "     Hi", "", ""]),
        (.trailing, ["", "", "   Hi", "", ""]),
        (.bottomLeading, ["", "     Hi", "", "", ""]),
        (.bottom, ["", "    Hi", "", "", ""]),
        (.bottomTrailing, ["", "   Hi", "", "", ""]),
    ])
    func textAtAnchor(anchor: UnitPoint, lines: [String]) {
        let drawn = canvas { context, _ in
            context.draw(Text("Hi"), at: CGPoint(x: 5, y: 2), anchor: anchor)
        }
        #expect(drawn.lines.map(trimmed) == lines)
    }

    @Test func textKeepsTheBackgroundItIsDrawnOn() {
        let drawn = canvas(color: true) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.draw(Text("Hi").foregroundColor(.yellow), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }
        #expect(drawn.lines[0] == "Hi████████")
        #expect(drawn[x: 0, y: 0].style.foreground == .yellow)
        #expect(drawn[x: 0, y: 0].style.background == .blue)
    }

    @Test func aTranslatedAndClippedContext() {
        let drawn = canvas { context, _ in
            context.translateBy(x: 2, y: 1)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 2, height: 2)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
            context.draw(Text("abc"), at: CGPoint(x: 1, y: 0), anchor: .topLeading)
        }
        #expect(drawn.lines == [
            "          ",
            "  █a      ",
            "  ██      ",
            "          ",
            "          ",
        ])
    }

    @Test("Opacity 0 draws nothing, 1 draws, under 0.5 draws dim", arguments: [
        (0.0, false, false), (0.3, true, true), (0.5, true, false), (1.0, true, false),
    ])
    func opacity(opacity: Double, drawsSomething: Bool, dim: Bool) {
        let drawn = canvas { context, _ in
            context.opacity = opacity
            context.fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), with: .color(.red))
            context.draw(Text("ok"), at: CGPoint(x: 6, y: 1), anchor: .topLeading)
        }
        #expect(drawn.lines[1] == (drawsSomething ? " ███  ok  " : "          "))
        #expect(drawn[x: 1, y: 1].style.dim == dim)
        #expect(drawn[x: 6, y: 1].style.dim == dim)
    }

    @Test("The view's opacity multiplies the context's", arguments: [(0.0, "          "), (1.0, " ███      ")])
    func viewOpacity(opacity: Double, row: String) {
        let drawn = draw(TerminalLayout.Canvas { context, _ in
            context.fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), with: .color(.red))
        }.opacity(opacity), 10, 5)
        #expect(drawn.lines[1] == row)
    }

    @Test func aCopyWithOpacity0DrawsNothingWhileTheOriginalDraws() {
        let drawn = canvas { context, _ in
            var copy = context
            copy.opacity = 0
            copy.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 1)), with: .color(.red))
            context.fill(Path(CGRect(x: 3, y: 0, width: 2, height: 1)), with: .color(.red))
        }
        #expect(drawn.lines[0] == "   ██     ")
    }

    @Test func drawingIsClippedToTheCanvassFrame() {
        let drawn = draw(TerminalLayout.Canvas { context, _ in
            context.fill(Path(CGRect(x: -5, y: -5, width: 100, height: 100)), with: .color(.red))
            context.draw(Text("long text"), at: CGPoint(x: -1, y: 0), anchor: .topLeading)
        }.frame(width: 4, height: 2).padding(1), 6, 4)
        #expect(drawn.lines == [
            "      ",
            " ong  ",
            " ████ ",
            "      ",
        ])
    }

    /// SwiftUI's example shape: a filled ellipse with text in the middle.
    @Test func anEllipseWithTextInTheMiddle() {
        let drawn = draw(TerminalLayout.Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }.frame(width: 20, height: 6), 20, 6)
        // Row j: the columns whose centres lie inside the ellipse at y = j + 0.5
        // (half-widths 5.5, 8.7, 9.9 for rows 0, 1, 2): 12, 18, 20 cells, centred.
        #expect(drawn.lines == [
            "    ████████████    ",
            " ██████████████████ ",
            "████████████████████",
            "█████████Hi█████████",
            " ██████████████████ ",
            "    ████████████    ",
        ])
    }

    @Test func notFiniteValuesDrawNothingAndDoNotStopTheProgram() {
        let drawn = canvas { context, _ in
            context.draw(Text("nan"), at: CGPoint(x: CGFloat.nan, y: 1))
            context.draw(Text("inf"), in: CGRect(x: 0, y: CGFloat.infinity, width: 5, height: 1))
            context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 3, height: 3)), with: .color(.red))
            var opaque = context
            opaque.opacity = .nan
            opaque.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), with: .color(.red))
            var moved = context
            moved.translateBy(x: .infinity, y: 0)
            moved.stroke(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), with: .color(.red))
            moved.draw(Text("far"), at: .zero)
            var clipped = context
            clipped.clip(to: Path(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), with: .color(.red))
            context.draw(Text("ok"), at: CGPoint(x: 9, y: 4), anchor: .topLeading)
        }
        #expect(drawn.lines == ["          ", "          ", "          ", "          ", "         o"])
    }

    @Test("clipToLayer clips later drawing to what the layer drew, which is not drawn itself", arguments: [
        // (layer opacity, inverse, the canvas): the layer draws "ab" at (1, 1) and a 2 × 1 block at (6, 3).
        (1.0, false, ["          ", " ██       ", "          ", "      ██  ", "          "]),
        (0.0, false, ["          ", "          ", "          ", "          ", "          "]),
        (1.0, true, ["██████████", "██████████", "██████████", "██████████", "██████████"]),
    ])
    func clipToLayer(opacity: Double, inverse: Bool, lines: [String]) {
        let drawn = canvas { context, size in
            context.clipToLayer(opacity: opacity, options: inverse ? .inverse : []) { layer in
                layer.draw(Text("ab"), at: CGPoint(x: 1, y: 1), anchor: .topLeading)
                layer.fill(Path(CGRect(x: 6, y: 3, width: 2, height: 1)), with: .color(.red))
            }
            context.fill(Path(CGRect(x: 0, y: 1, width: 3, height: 1)), with: .color(.blue))
            context.fill(Path(CGRect(x: 6, y: 3, width: 4, height: 1)), with: .color(.blue))
            if inverse { context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue)) }
        }
        #expect(drawn.lines == lines)
    }

    @Test("Every blend mode draws as normal: the last thing drawn in a cell shows",
          arguments: [GraphicsContext.BlendMode.normal, .multiply, .screen, .clear, .xor, .plusLighter])
    func blendModes(mode: GraphicsContext.BlendMode) {
        let drawn = canvas(color: true) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 1)), with: .color(.red))
            context.blendMode = mode
            context.fill(Path(CGRect(x: 1, y: 0, width: 3, height: 1)), with: .color(.blue))
        }
        #expect(drawn.lines[0] == "████      ")
        #expect([0, 1, 3].map { drawn[x: $0, y: 0].style.background } == [.red, .blue, .blue])
    }

    @Test func imagesAreTheirGlyphsDrawnAtTheirAnchorOrTheRectsCorner() {
        let drawn = canvas(color: true) { context, _ in
            context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 1, y: 1), anchor: .topLeading)
            context.draw(Image(systemName: "checkmark"), at: CGPoint(x: 5, y: 2))
            context.draw(Image("photo"), in: CGRect(x: 7, y: 3, width: 3, height: 2))
            var resolved = context.resolve(Image(systemName: "star.fill"))
            resolved.shading = .color(.red)
            context.draw(resolved, at: CGPoint(x: 0, y: 4), anchor: .topLeading)
            context.draw(Image(systemName: "star.fill"), in: .zero)
        }
        // ✓ (1 × 1) centred at (5, 2): its top-leading corner at (4.5, 1.5), cell (5, 2) by R1.
        #expect(drawn.lines == ["          ", " ★        ", "     ✓    ", "       □  ", "★         "])
        #expect(drawn[x: 0, y: 4].style.foreground == .red)
        #expect(drawn[x: 1, y: 1].style.foreground == .default)
    }

    func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
