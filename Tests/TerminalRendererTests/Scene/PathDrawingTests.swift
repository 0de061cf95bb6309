import Testing
import TerminalLayout
import TerminalRenderer

/// Shapes of one's own and paths drawn into cells (PATH1).
@Suite struct PathDrawingTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    /// A shape that is always 3 × 2 (its own `sizeThatFits`).
    struct Tile: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 3, height: 2) }
    }

    func draw<V: View>(_ view: V, _ width: Int, _ height: Int, color: Bool = true) -> Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: color).render(result, width: width, height: height)
    }

    @Test func strokedTriangle() {
        let canvas = draw(Triangle().stroke(.red), 10, 5)
        #expect(canvas.lines == [
            "    ╱╲    ",
            "   ╱  ╲   ",
            "  ╱    ╲  ",
            " ╱      ╲ ",
            "╱────────╲",
        ])
        #expect(canvas[x: 4, y: 0].style.foreground == .red)
    }

    @Test func filledTriangleIsTheCellsWhoseCentresAreInside() {
        let canvas = draw(Triangle().fill(.blue), 9, 5)
        #expect(canvas.lines == [
            "    █    ",
            "   ███   ",
            "  █████  ",
            " ███████ ",
            "█████████",
        ])
        #expect(canvas[x: 4, y: 4].style.background == .blue)
        // Without colour the cells are still solid.
        #expect(draw(Triangle().fill(.blue), 9, 5, color: false).lines == canvas.lines)
    }

    @Test func aShapeAsAViewIsFilledWithTheForeground() {
        let canvas = draw(Triangle().foregroundStyle(.green), 9, 5)
        #expect(canvas.lines[4] == "█████████")
        #expect(canvas[x: 0, y: 4].style.foreground == .green)
    }

    @Test func rectangularPathDrawsAsTheBox() {
        let path = Path(CGRect(x: 0, y: 0, width: 4, height: 3)).stroke(.red)
        #expect(draw(path, 4, 3).lines == draw(Rectangle().stroke(.red), 4, 3).lines)
        #expect(draw(path, 4, 3).lines == ["┌──┐", "│  │", "└──┘"])
    }

    /// A step chart: the frame's edges fall on the outer cells' centres,
    /// so x = 3/7 of the width is column 3 of 8.
    struct Steps: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.addLines([CGPoint(x: 0, y: rect.maxY), CGPoint(x: rect.maxX * 3 / 7, y: rect.maxY),
                            CGPoint(x: rect.maxX * 3 / 7, y: 0), CGPoint(x: rect.maxX, y: 0)])
            }
        }
    }

    @Test func chartLine() {
        #expect(draw(Steps().stroke(.green), 8, 4).lines == [
            "   ┌────",
            "   │    ",
            "   │    ",
            "───┘    ",
        ])
    }

    @Test("Even-odd leaves the inner square empty; non-zero fills it", arguments: [false, true])
    func fillRules(eoFill: Bool) {
        let path = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 6, height: 4))
            p.addRect(CGRect(x: 2, y: 1, width: 2, height: 2))
        }
        let canvas = draw(path.fill(.red, style: FillStyle(eoFill: eoFill)), 6, 4)
        #expect(canvas.lines == (eoFill ? ["██████", "██  ██", "██  ██", "██████"] : Array(repeating: "██████", count: 4)))
    }

    @Test func builtInShapesStillDrawAsBoxes() {
        #expect(draw(Circle().stroke(.red), 5, 3).lines == ["╭───╮", "│   │", "╰───╯"])
        #expect(draw(AnyShape(Rectangle()).stroke(.red), 4, 3).lines == ["┌──┐", "│  │", "└──┘"])
    }

    @Test func ownSizeIsUsed() {
        let result = ViewGraph(HStack(spacing: 0) { Tile().fill(.red); Text("x") }).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.size == CGSize(width: 4, height: 2))
    }

    @Test("Paths far outside, huge or not finite draw what is inside and never trap", arguments: [1e300, .infinity, .nan])
    func hostilePaths(_ far: CGFloat) {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 1))
            p.addLine(to: CGPoint(x: far, y: 1))
            p.move(to: CGPoint(x: -far, y: -far))
            p.addLine(to: CGPoint(x: far, y: far))
        }
        let canvas = draw(path.stroke(.red).frame(width: 4, height: 3), 4, 3)
        #expect(canvas.lines.count == 3)
        if far == 1e300 { #expect(canvas.lines[1].hasPrefix("─")) }
    }

    @Test func manySegmentsDrawInOnePass() {
        let points = (0..<20_000).map { CGPoint(x: CGFloat($0) / 1000, y: CGFloat($0 % 2) * 3) }
        let canvas = draw(Path { $0.addLines(points) }.stroke(.red), 20, 4)
        #expect(canvas.lines.count == 4)
        #expect(canvas.lines.joined().contains("│"))
    }
}

extension PathDrawingTests {
    @Test func trimmedRectangleIsDrawnByItsPath() {
        // A 4 × 3 rectangle's outline is 14 long: the first half is its top
        // (4) and right side (3), from the top-left corner.
        let canvas = draw(Rectangle().trim(from: 0, to: 0.5).stroke(.red), 4, 3)
        #expect(canvas.lines == ["───┐", "   │", "   │"])
    }
}
